import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';

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

/** Resolves once the container shows a page (its heading), or after the timeout. */
function pageShown(container: HTMLElement): Promise<void> {
  const shown = () => container.querySelector('main h1') !== null;
  if (shown()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => shown() && done());
    const timer = setTimeout(done, TAKEOVER_TIMEOUT_MS);
    observer.observe(container, { childList: true, subtree: true });
  });
}

/**
 * Start the app in #root. With a pre-rendered page on screen (src/main.ts) the app renders
 * hidden, once its router is ready, and replaces the page when it shows the same page: the same
 * markup and scroll position, so nothing moves. `beforeSwap` runs just before (the boot script
 * carries over what the visitor typed).
 */
export async function startApp(prerendered: HTMLElement | null, beforeSwap?: (app: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (!prerendered) {
    root.render(app);
    return container;
  }
  container.style.display = 'none';
  await routerReady(router);
  const { scrollX, scrollY } = window;
  flushSync(() => root.render(app));
  await pageShown(container);
  beforeSwap?.(container);
  prerendered.remove();
  container.style.display = '';
  window.scrollTo(scrollX, scrollY);
  return container;
}
