/**
 * This browser's side of Web Push (docs/architecture.md, "Push notifications"): whether it can
 * receive pushes, the iPhone rule (Safari on iOS pushes only to the app added to the Home Screen),
 * and its subscription. Permission is asked only from `subscribeThisDevice`, which Settings calls
 * on the user's click, never on load.
 */

export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed';

const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
const isStandalone = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (isIos() && !isStandalone()) return 'ios-not-installed';
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscriptionJSON | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription?.toJSON() ?? null;
}

const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** Ask for permission (on a click) and subscribe with the server's VAPID public key. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site. Allow them in the browser settings, then try again.');
  const ready = await navigator.serviceWorker.ready;
  const subscription = (await ready.pushManager.getSubscription()) ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }));
  return subscription.toJSON();
}

/** Drop this browser's subscription (sign-out, or removing this device); nothing to do without one. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
