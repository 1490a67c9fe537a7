/**
 * Web Push in the service worker (docs/architecture.md, "Push notifications"): a push carries a
 * title and an app path only; the worker shows it with the app's icon, and a click opens that
 * exact path in an open window of the app (focused and navigated) or a new one. The app shell is
 * precached, so the screen opens offline too.
 */

export interface PushNotice {
  title: string;
  /** A path of this app, e.g. /mailbox?thread=… */
  link: string;
}

const FALLBACK: PushNotice = { title: 'PaintQA', link: '/home' };

/** A path inside the app, or /home: a push never sends the window elsewhere. */
export function safeLink(link: unknown): string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : FALLBACK.link;
}

/** The push's payload as the server sends it ({title, link} in JSON); anything else shows the fallback. */
export function parsePushNotice(text: string | null | undefined): PushNotice {
  try {
    const data = JSON.parse(text ?? '') as { title?: unknown; link?: unknown };
    const title = typeof data.title === 'string' && data.title.trim() ? data.title.slice(0, 120) : FALLBACK.title;
    return { title, link: safeLink(data.link) };
  } catch {
    return FALLBACK;
  }
}

export const PUSH_ICON = '/icons/icon-192.png';

/** Show the push as a notification; its link is kept in `data`. */
export function showPushNotice(registration: ServiceWorkerRegistration, notice: PushNotice): Promise<void> {
  return registration.showNotification(notice.title, { icon: PUSH_ICON, badge: PUSH_ICON, data: { link: notice.link }, tag: notice.link });
}

/** The part of the worker's `clients` this needs (typed here so the page's tests can import it). */
interface AppWindow {
  url: string;
  focus(): Promise<{ navigate(url: string): Promise<unknown> }>;
}
export interface WindowClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]>;
  openWindow(url: string): Promise<unknown>;
}

/** Focus a window of the app on `link`, or open one. */
export async function openPushLink(clients: WindowClients, origin: string, link: string): Promise<void> {
  const url = new URL(safeLink(link), origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as AppWindow[];
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(url);
    return;
  }
  await clients.openWindow(url);
}
