import { onlineManager } from '@tanstack/react-query';
import { onApiAnswer } from '../api-client';
import { connectionCameBack } from './retry-backoff';

let following = false;

/**
 * Waiting writes go at once when the connection comes back (docs/offline.md, "Waiting writes"):
 * on the browser's online event, and on any answer from the server (on a captive Wi-Fi the
 * browser says online all along; the first answer is the sign that requests get through now).
 */
export function followConnectionForRetries(): void {
  if (following) return;
  following = true;
  onlineManager.subscribe((online) => {
    if (online) connectionCameBack();
  });
  onApiAnswer(() => connectionCameBack());
}
