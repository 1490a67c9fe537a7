/** The membership API (docs/features.md, Membership and the homes). */
export const MEMBERSHIP_ENDPOINT = '/api/membership';

/** Every query key of the membership feature; never inline a key. */
export const membershipKeys = {
  all: ['membership'] as const,
  /** The signed-in client's own company (the cache is per user). */
  own: () => [...membershipKeys.all, 'own'] as const,
};
