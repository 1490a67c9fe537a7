import type { ServiceWorkerMessage, ServiceWorkerReply } from '@/shared/service-worker-messages';

/** How long to wait for the worker (its first install, its answer) before carrying on. */
const TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>): Promise<T | undefined> {
  let timer: number | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, TIMEOUT_MS)));
  return Promise.race([promise, timeout]).finally(() => window.clearTimeout(timer));
}

/** This origin's active worker, even when it does not control the page (first visit, hard reload). */
async function activeWorker(): Promise<ServiceWorker | null> {
  const container = navigator.serviceWorker;
  if (container.controller) return container.controller;
  const registration = await container.getRegistration().catch(() => undefined);
  if (!registration) return null;
  if (registration.active) return registration.active;
  // The first install is under way: the worker becomes active once its precache is in.
  return (await withTimeout(container.ready))?.active ?? null;
}

/**
 * Posts a message to the service worker and resolves once it has acted (or after TIMEOUT_MS).
 * Resolves at once when there is no worker (no support, dev server): it has nothing to do then.
 */
async function postToServiceWorker(message: ServiceWorkerMessage): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const worker = await activeWorker();
  if (!worker) return;
  const channel = new MessageChannel();
  const reply = new Promise<ServiceWorkerReply>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<ServiceWorkerReply>) => resolve(event.data);
  });
  worker.postMessage(message, [channel.port2]);
  const answer = await withTimeout(reply);
  channel.port1.close();
  if (!answer?.ok) console.warn(`The service worker did not confirm ${message.type}`);
}

/** What the app last said about the user, told again to a worker that takes over later. */
let lastWord: ServiceWorkerMessage | null = null;
let listening = false;

function tellAboutUser(message: ServiceWorkerMessage): Promise<void> {
  lastWord = message;
  // A session may start before the first worker is installed (it registers after the page has
  // loaded): tell the worker once it controls the page.
  if (!listening && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    listening = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (lastWord) void postToServiceWorker(lastWord);
    });
  }
  return postToServiceWorker(message);
}

/**
 * Tells the service worker who is signed in: it keeps report PDFs for this user only and deletes
 * any other user's. Call when a session starts or is restored.
 */
export function tellServiceWorkerUser(userId: string): Promise<void> {
  return tellAboutUser({ type: 'SET_USER', userId });
}

/** On sign-out: the service worker deletes every cached report PDF. */
export function clearServiceWorkerUserData(): Promise<void> {
  return tellAboutUser({ type: 'CLEAR_USER_DATA' });
}
