/**
 * User-facing messages, word for word (docs/features.md, Words and formats; docs/offline.md,
 * Data offline). Import them; never retype them.
 */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  adminKeyRequired: 'Administrator key is required',
  invalidAdminKey: 'Invalid administrator key',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  resetSent:
    "If an account with that email exists, we've sent you a password reset link. Please check your email inbox.",
  passwordUpdated: 'Your password has been updated successfully!',
  noValidSession: 'No valid session for API request',
  noActiveSession: 'No active session for API request',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  useRecentProjectsOutsideProvider: 'useRecentProjects must be used within a RecentProjectsProvider',
  syncFailed: 'Failed to sync user with backend',
  syncNoUser: 'Failed to sync user data',
  apiRequestFailed: (status: number) => `API request failed with status ${status}`,
  /** A screen whose data was never stored on this device, opened offline (docs/offline.md, Data offline). */
  notAvailableOffline: 'Not available offline: open it once while online, or make the project available offline',
  /** The same, for a widget inside a page (a tile on the home). */
  notAvailableOfflineShort: 'Not available offline',
} as const;
