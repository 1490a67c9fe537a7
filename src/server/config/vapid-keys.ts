import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from './env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: address push services may contact (VAPID's `sub`). */
  subject: string;
}

/** Where the demo keeps the key pair it generated, beside its database. */
export const vapidKeysFile = (config: Pick<AppConfig, 'DATA_DIR'>) => `${config.DATA_DIR.replace(/\/$/, '')}/vapid-keys.json`;

function readKeyFile(path: string): { publicKey: string; privateKey: string } | null {
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    return typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string' ? { publicKey: stored.publicKey, privateKey: stored.privateKey } : null;
  } catch {
    return null;
  }
}

/**
 * The VAPID key pair (docs/production.md, "Push notifications"): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set (production refuses to start without them, config/env.ts);
 * otherwise one generated once into DATA_DIR and reused, so the demo's subscriptions survive a
 * restart. An in-memory database gets keys for this process only.
 */
export function resolveVapidKeys(config: AppConfig): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.PROVIDER_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (config.DATA_DIR === 'memory://') return { ...webpush.generateVAPIDKeys(), subject };
  const path = vapidKeysFile(config);
  const stored = readKeyFile(path);
  if (stored) return { ...stored, subject };
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(dirname(path), { recursive: true });
  // 'wx': a second process starting at the same moment keeps the first one's pair.
  try {
    writeFileSync(path, JSON.stringify(generated), { mode: 0o600, flag: 'wx' });
  } catch {
    return { ...(readKeyFile(path) ?? generated), subject };
  }
  return { ...generated, subject };
}
