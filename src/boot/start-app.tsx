import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { portalSystem } from '@/app/theme';
import { firstPageShown } from '@/lib/first-page-shown';
import { yieldToMain } from '@/lib/yield-to-main';

// For the entry script, which loads no React itself (src/main.tsx).
export { holdBothForms } from '@/lib/use-media-query';

type AppRouter = ReturnType<typeof createAppRouter>;

/** How long a take-over waits for the app's page before showing it anyway. */
const TAKEOVER_TIMEOUT_MS = 5_000;

/** Resolves once the router has loaded the matched routes' code and data. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Markup the server sent that the app replaces: a visitor's page or a signed-in screen's shell. */
export interface OnScreen {
  element: HTMLElement;
  kind: 'visitor page' | 'shell';
}

/**
 * Start the app in #root. With server markup on screen (src/main.tsx) the app renders hidden and
 * replaces it when it shows the page, at the same scroll position. A visitor's page is the same
 * markup (rendered at once, once the router is ready, so nothing moves); a shell is the screen's
 * frame, which the app renders in slices (a transition) while the shell holds the screen.
 * `beforeSwap` runs just before (the boot script carries over what the visitor typed).
 */
export async function startApp(onScreen: OnScreen | null, beforeSwap?: (app: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.getElementById('root')!;
  // The app's modules were evaluated in the task before. Making the Chakra system, making the
  // router (which starts loading the page's route modules) and rendering each get a task of
  // their own: one long task would block input for the whole start (`npm run bench`).
  await yieldToMain();
  portalSystem();
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (!onScreen) {
    // In slices: the first render does not block input for its whole length.
    startTransition(() => root.render(app));
    return container;
  }
  container.style.display = 'none';
  if (onScreen.kind === 'shell') {
    startTransition(() => root.render(app));
  } else {
    await routerReady(router);
    flushSync(() => root.render(app));
  }
  // The app's page has shown (hidden): src/lib/first-page-shown.ts.
  await firstPageShown(TAKEOVER_TIMEOUT_MS);
  const { scrollX, scrollY } = window;
  beforeSwap?.(container);
  onScreen.element.remove();
  container.style.display = '';
  window.scrollTo(scrollX, scrollY);
  return container;
}
