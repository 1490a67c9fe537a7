import type { Role } from '@/shared/auth/roles';

export type HomeChoice = 'client' | 'staff';

export interface HomeChoiceInput {
  /** The Supabase auth user (only e-mail and sign-up metadata are read). */
  user: { email?: string | null; user_metadata?: Record<string, unknown> | null } | null;
  backendUser: { user_role: Role } | null;
  syncError: string | null;
  /** Runtime config staffEmailDomain, e.g. paintqa.example ('' = nobody is staff by e-mail). */
  staffEmailDomain: string;
}

/** True for an address at the staff domain (or one of its subdomains). */
export function isStaffEmail(email: string | null | undefined, staffEmailDomain: string): boolean {
  const domain = staffEmailDomain.trim().toLowerCase().replace(/^@/, '');
  if (!email || !domain) return false;
  const host = email.trim().toLowerCase().split('@').at(-1) ?? '';
  return email.includes('@') && (host === domain || host.endsWith(`.${domain}`));
}

/**
 * The role the UI acts on (docs/features.md, Home choice). When the backend sync failed: sign-up type
 * client, or a non-staff e-mail, means Client; sign-up type admin means Admin. Otherwise the
 * backend user's user_role. Null when unknown.
 */
export function resolveRole({ user, backendUser, syncError, staffEmailDomain }: HomeChoiceInput): Role | null {
  if (!user) return null;
  if (syncError) {
    const userType = user.user_metadata?.user_type;
    if (userType === 'client' || !isStaffEmail(user.email, staffEmailDomain)) return 'Client';
    if (userType === 'admin') return 'Admin';
    return null;
  }
  return backendUser?.user_role ?? null;
}

/**
 * Which home a signed-in user gets: Clients the client home, others the staff
 * home; with no role known yet and no sync error, the client home.
 */
export function chooseHome(input: HomeChoiceInput): HomeChoice {
  const role = resolveRole(input);
  if (role === 'Client') return 'client';
  if (role === null && !input.syncError) return 'client';
  return 'staff';
}
