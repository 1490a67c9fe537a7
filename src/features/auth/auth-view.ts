/** The states of the auth dialog (docs/features.md, Screens, roles and sign-in). */
export type AuthView = 'login' | 'register' | 'resetPassword' | 'updatePassword';

/** Dialog titles, which are also the dialogs' accessible names. */
export const AUTH_VIEW_TITLES: Record<AuthView, string> = {
  login: 'Sign in',
  register: 'Create an account',
  resetPassword: 'Reset your password',
  updatePassword: 'Set a new password',
};

/**
 * The view a URL asks for: a hash containing type=recovery opens updatePassword, the query
 * login=true opens login.
 */
export function authViewFromUrl(search: string, hash: string): AuthView | null {
  if (hash.includes('type=recovery')) return 'updatePassword';
  if (new URLSearchParams(search).get('login') === 'true') return 'login';
  return null;
}
