import type { ServiceWorkerMessage } from '@/shared/service-worker-messages';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message the worker acts on (src/shared/service-worker-messages.ts), or null for anything else. */
export function parseServiceWorkerMessage(data: unknown): ServiceWorkerMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'SET_USER':
      return typeof data.userId === 'string' && data.userId !== '' ? { type: 'SET_USER', userId: data.userId } : null;
    case 'CLEAR_USER_DATA':
      return { type: 'CLEAR_USER_DATA' };
    case 'SKIP_WAITING':
      return { type: 'SKIP_WAITING' };
    default:
      return null;
  }
}
