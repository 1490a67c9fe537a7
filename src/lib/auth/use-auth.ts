import { useContext } from 'react';
import { MESSAGES } from '@/shared/messages';
import { AuthContext, type AuthContextValue } from './auth-context';

/** The auth state and actions; only inside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(MESSAGES.useAuthOutsideProvider);
  return value;
}
