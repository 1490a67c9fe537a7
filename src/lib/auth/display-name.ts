import type { User } from '@supabase/supabase-js';
import type { BackendUser } from '@/shared/schemas/auth';

/** The first name to greet someone by: the portal profile's, else the one given at sign-up. */
export function firstNameOf(backendUser: BackendUser | null, user: User | null): string | undefined {
  const fromSignUp = user?.user_metadata?.first_name;
  return backendUser?.first_name ?? (typeof fromSignUp === 'string' ? fromSignUp : undefined);
}
