const TYPING_FIELDS = 'input, textarea, select, [contenteditable="true"]';

/**
 * When the on-screen keyboard opens, the visual viewport shrinks. Chrome on Android also shrinks
 * the layout (index.html's viewport: interactive-widget=resizes-content), but a browser that only
 * shrinks the visual viewport can leave the focused field under the keyboard: this brings it back
 * into view. Returns the cleanup.
 */
export function keepFocusedFieldInView(win: Pick<Window, 'visualViewport' | 'document'> = window): () => void {
  const viewport = win.visualViewport;
  if (!viewport) return () => undefined;
  const onResize = () => {
    const field = win.document.activeElement;
    if (!field?.matches(TYPING_FIELDS)) return;
    const box = field.getBoundingClientRect();
    const top = viewport.offsetTop;
    const bottom = top + viewport.height;
    if (box.top < top || box.bottom > bottom) field.scrollIntoView({ block: 'center' });
  };
  viewport.addEventListener('resize', onResize);
  return () => viewport.removeEventListener('resize', onResize);
}
