/**
 * The page's entry script. A public or docs page comes pre-rendered (src/prerender): a visitor
 * reads it without the app, whose JavaScript (React, the router, Chakra) loads only when needed:
 *
 * - at once when a session is stored or the URL holds an auth redirect (index.html's inline script
 *   then hid the pre-rendered page: the signed-in app renders it), or asks for the auth modal
 *   (`?login=true`, a recovery link), or changes wait to sync (src/lib/offline/waiting-changes-flag.ts);
 * - on the first click of a button (Sign In, Get Started Free, the menu, the theme, an FAQ
 *   question...) or focus of a form field (docs search, contact form), which is then replayed
 *   on the app's copy of the page;
 * - when the service worker needs to tell the visitor something (./boot/service-worker.ts).
 *
 * Links are plain links: following one loads the next pre-rendered page. Every other page (no
 * pre-rendered markup) starts the app at once, as before. A signed-in screen may come with its
 * shell (src/prerender/signed-in-shell.tsx), which the app replaces once it shows the screen.
 */
import './lib/zod-without-eval';
import { authViewFromUrl } from '@/features/auth/auth-view';
import { usableStoredSession } from '@/lib/auth-storage';
import { PRERENDERED_ID, SIGNED_IN_SHELL_ID } from '@/lib/prerender-markers';
import { readCacheEarly } from '@/lib/query/early-cache-read';
import { registerServiceWorkerAfterLoad } from './boot/service-worker';
import { waitingChangesRemembered } from '@/lib/offline/waiting-changes-flag';

/** Set on <html> by index.html's inline script: the app, not the visitor's page, renders this. */
const APP_START_CLASS = 'app-start';
const BUTTONS = 'button, [role="button"], summary';
const FIELDS = 'input, textarea, select';

type Interaction = { kind: 'click' | 'focus'; selector: string; index: number };

const prerendered = document.getElementById(PRERENDERED_ID);
const signedInShell = document.getElementById(SIGNED_IN_SHELL_ID);
let started: Promise<void> | null = null;

/** The element at the same place in the app's copy of the page. */
function counterpart(container: HTMLElement, interaction: Interaction): HTMLElement | null {
  return container.querySelectorAll<HTMLElement>(interaction.selector)[interaction.index] ?? null;
}

/** Copy what the visitor typed into the pre-rendered fields while the app loaded. */
function carryOverFields(from: HTMLElement, to: HTMLElement): void {
  const targets = to.querySelectorAll<HTMLInputElement>(FIELDS);
  from.querySelectorAll<HTMLInputElement>(FIELDS).forEach((field, index) => {
    const target = targets[index];
    if (!target || field.value === target.value || field.type === 'checkbox' || field.type === 'radio') return;
    // React tracks the value it set: go through the prototype's setter so the event counts.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target) as object, 'value')?.set?.call(target, field.value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
    target.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

type FocusedField = Interaction & { selection: [number, number] | null };

/** Where an element is among the page's elements that match the selector. */
const indexIn = (page: HTMLElement, selector: string, element: Element) => [...page.querySelectorAll(selector)].indexOf(element);

/** The pre-rendered field that has the focus, with its caret (null on fields without one), if any. */
function focusedField(page: HTMLElement): FocusedField | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !page.contains(active) || !active.matches(FIELDS)) return null;
  const { selectionStart, selectionEnd } = active as HTMLInputElement;
  const selection: [number, number] | null = selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  return { kind: 'focus', selector: FIELDS, index: indexIn(page, FIELDS, active), selection };
}

/** Focus the app's copy of a field, with the caret where it was. */
function refocus(app: HTMLElement, field: FocusedField): void {
  const target = counterpart(app, field);
  target?.focus();
  const hasCaret = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
  if (field.selection && hasCaret) target.setSelectionRange(...field.selection);
}

/**
 * The app's code, in three imports issued together: the browser fetches them in parallel and
 * runs each one's modules once they have arrived, so React's and Chakra's usually run in tasks of
 * their own before the app's (one task for all would block input for its whole length).
 */
function loadApp() {
  // Only an order of work: a failure of these shows as the app's own import failing.
  import('react-dom/client').catch(() => undefined);
  import('./app/theme').catch(() => undefined);
  return import('./boot/start-app');
}

function start(interaction?: Interaction): Promise<void> {
  started ??= loadApp().then(async ({ startApp, holdBothForms }) => {
    stopListening();
    const appStart = document.documentElement.classList.contains(APP_START_CLASS);
    const page = prerendered?.isConnected && !appStart ? prerendered : null;
    if (!page) prerendered?.remove();
    // index.html shows the shell only with a stored session: a visitor gets the app's own page.
    const shell = signedInShell?.isConnected && appStart ? signedInShell : null;
    if (!shell) signedInShell?.remove();
    const onScreen = page ? ({ element: page, kind: 'visitor page' } as const) : shell && ({ element: shell, kind: 'shell' } as const);
    let typingIn: FocusedField | null = null;
    // The app's copy of the visitor's page renders both forms of its phone-or-desktop parts, as
    // the page does, until the visitor's click or focus is found again by its place in it.
    const releaseForms = page ? holdBothForms() : null;
    const app = await startApp(onScreen, (container) => {
      if (!page) return;
      carryOverFields(page, container);
      typingIn = focusedField(page);
    });
    // A click is an action the visitor asked for: it is replayed. A focus only says where they
    // were: if they have moved on to another field meanwhile, focus (and the caret) follow them
    // there, not back to the field that started the app.
    if (interaction?.kind === 'click') {
      const button = counterpart(app, interaction);
      button?.focus();
      button?.click();
    } else if (typingIn) {
      refocus(app, typingIn);
    } else if (interaction) {
      counterpart(app, interaction)?.focus();
    }
    releaseForms?.();
  });
  // The app's code did not load (no connection yet): the next interaction tries again.
  started.catch((error: unknown) => {
    console.error('Could not load the app', error);
    started = null;
  });
  return started;
}

function interactionOf(event: Event): Interaction | null {
  if (!prerendered || !(event.target instanceof Element)) return null;
  const kind = event.type === 'click' ? 'click' : 'focus';
  const selector = kind === 'click' ? BUTTONS : FIELDS;
  const element = event.target.closest(selector);
  if (!element || !prerendered.contains(element)) return null;
  return { kind, selector, index: indexIn(prerendered, selector, element) };
}

function onClick(event: MouseEvent): void {
  const interaction = interactionOf(event);
  if (!interaction) return;
  // The app acts on it once loaded; a second click meanwhile is not a second action.
  event.preventDefault();
  event.stopPropagation();
  void start(interaction);
}

function onFocus(event: FocusEvent): void {
  const interaction = interactionOf(event);
  if (interaction) void start(interaction);
}

function stopListening(): void {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('focusin', onFocus, true);
}

const needsAppNow =
  !prerendered ||
  document.documentElement.classList.contains(APP_START_CLASS) ||
  waitingChangesRemembered() ||
  authViewFromUrl(window.location.search, window.location.hash) !== null;

/** How long a hidden tab (no frames) waits before starting the app behind a shell anyway. */
const SHELL_PAINT_WAIT_MS = 100;

/**
 * `run` once the server's shell has painted (the frame after the next), or after the wait without
 * frames. Not "a page has shown" (src/lib/first-page-shown.ts, the app's page): nothing of the app
 * exists yet, and that module would grow the entry script (docs/startup.md).
 */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, SHELL_PAINT_WAIT_MS);
}

if (needsAppNow) {
  // Whose offline data the app will show is known from the stored session: read it meanwhile.
  const stored = usableStoredSession();
  if (stored) readCacheEarly(stored.user.id);
  // A shell on screen paints first: the app's code, requested after, never holds up that paint.
  if (signedInShell && document.documentElement.classList.contains(APP_START_CLASS)) afterFirstPaint(() => void start());
  else void start();
} else {
  document.addEventListener('click', onClick, true);
  document.addEventListener('focusin', onFocus, true);
  registerServiceWorkerAfterLoad(() => start());
}
