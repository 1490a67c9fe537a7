/** The Admin notifications API. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The recent notifications the navigation bar's dropdown shows (newest first, read or not). */
  recent: () => [...notificationKeys.all, 'recent'] as const,
};
