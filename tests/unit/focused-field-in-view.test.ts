import { describe, expect, it, vi } from 'vitest';
import { keepFocusedFieldInView } from '@/lib/forms/focused-field-in-view';

/** A window whose visual viewport is `height` tall and whose focused element spans `top`..`bottom`. */
function fakeWindow(focused: { tag: string; top: number; bottom: number } | null) {
  const listeners: (() => void)[] = [];
  const viewport = { offsetTop: 0, height: 640, addEventListener: (_: string, listener: () => void) => listeners.push(listener), removeEventListener: vi.fn() };
  const scrollIntoView = vi.fn();
  const activeElement = focused && {
    matches: (selector: string) => selector.split(', ').includes(focused.tag),
    getBoundingClientRect: () => ({ top: focused.top, bottom: focused.bottom }),
    scrollIntoView,
  };
  const win = { visualViewport: viewport, document: { activeElement } } as unknown as Window;
  const resizeTo = (height: number) => {
    viewport.height = height;
    for (const listener of listeners) listener();
  };
  return { win, resizeTo, scrollIntoView, viewport };
}

describe('keepFocusedFieldInView', () => {
  it('scrolls the focused field back into view when the keyboard leaves it below the visual viewport', () => {
    const { win, resizeTo, scrollIntoView } = fakeWindow({ tag: 'textarea', top: 500, bottom: 600 });
    const stop = keepFocusedFieldInView(win);
    resizeTo(640);
    expect(scrollIntoView).not.toHaveBeenCalled();
    resizeTo(360);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    stop();
  });

  it('leaves the page alone when the focus is not in a field, or the field is still in view', () => {
    const button = fakeWindow({ tag: 'button', top: 500, bottom: 540 });
    keepFocusedFieldInView(button.win);
    button.resizeTo(360);
    expect(button.scrollIntoView).not.toHaveBeenCalled();

    const visible = fakeWindow({ tag: 'input', top: 100, bottom: 140 });
    keepFocusedFieldInView(visible.win);
    visible.resizeTo(360);
    expect(visible.scrollIntoView).not.toHaveBeenCalled();
  });
});
