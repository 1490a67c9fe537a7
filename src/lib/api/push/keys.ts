/** The caller's Web Push devices and preferences (docs/architecture.md, "Push notifications"). */
export const PUSH_ENDPOINT = '/api/push';

export const pushKeys = {
  all: ['push'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
  preferences: () => [...pushKeys.all, 'preferences'] as const,
  publicKey: () => [...pushKeys.all, 'public-key'] as const,
};
