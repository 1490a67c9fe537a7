import { describe, expect, it } from 'vitest';
import { chooseHome, isStaffEmail, resolveRole, type HomeChoiceInput } from '@/lib/auth/home-choice';
import type { Role } from '@/shared/auth/roles';

const DOMAIN = 'paintqa.example';
const STAFF = 'sam@paintqa.example';
const OUTSIDE = 'pat@client.example';

function input(options: { email?: string; userType?: string; role?: Role; syncError?: boolean; signedOut?: boolean }): HomeChoiceInput {
  return {
    user: options.signedOut ? null : { email: options.email ?? STAFF, user_metadata: options.userType ? { user_type: options.userType } : {} },
    backendUser: options.role ? { user_role: options.role } : null,
    syncError: options.syncError ? 'Failed to sync user with backend' : null,
    staffEmailDomain: DOMAIN,
  };
}

describe('home choice', () => {
  it.each([
    // sync failed: sign-up type client, or a non-staff e-mail, is a Client
    ['sync failed, sign-up type client, staff e-mail', input({ syncError: true, userType: 'client' }), 'Client', 'client'],
    ['sync failed, non-staff e-mail, no sign-up type', input({ syncError: true, email: OUTSIDE }), 'Client', 'client'],
    ['sync failed, non-staff e-mail, sign-up type admin', input({ syncError: true, email: OUTSIDE, userType: 'admin' }), 'Client', 'client'],
    // sync failed: sign-up type admin (staff e-mail) is an Admin
    ['sync failed, sign-up type admin, staff e-mail', input({ syncError: true, userType: 'admin' }), 'Admin', 'staff'],
    // sync failed, staff e-mail, no sign-up type: role unknown, not a Client: staff home
    ['sync failed, staff e-mail, no sign-up type', input({ syncError: true }), null, 'staff'],
    // the sync error outranks a backend user left from earlier
    ['sync failed with a stale backend Admin, client sign-up', input({ syncError: true, userType: 'client', role: 'Admin' }), 'Client', 'client'],
    // with a backend user, its user_role decides
    ['backend Admin', input({ role: 'Admin' }), 'Admin', 'staff'],
    ['backend Inspector', input({ role: 'Inspector' }), 'Inspector', 'staff'],
    ['backend Client', input({ role: 'Client' }), 'Client', 'client'],
    ['backend Client with a staff e-mail and admin sign-up', input({ role: 'Client', userType: 'admin' }), 'Client', 'client'],
    ['backend Inspector with a non-staff e-mail', input({ role: 'Inspector', email: OUTSIDE }), 'Inspector', 'staff'],
    // no role yet and no sync error: client home
    ['no role known yet, no sync error', input({}), null, 'client'],
    ['no role known yet, admin sign-up type', input({ userType: 'admin' }), null, 'client'],
    ['signed out', input({ signedOut: true }), null, 'client'],
  ] as const)('%s → role %s, %s home', (_name, given, role, home) => {
    expect(resolveRole(given)).toBe(role);
    expect(chooseHome(given)).toBe(home);
  });

  it.each([
    ['sam@paintqa.example', DOMAIN, true],
    ['Sam@PaintQA.Example', DOMAIN, true],
    ['sam@field.paintqa.example', DOMAIN, true],
    ['sam@notpaintqa.example', DOMAIN, false],
    ['sam@paintqa.example.com', DOMAIN, false],
    ['paintqa.example', DOMAIN, false],
    ['sam@paintqa.example', '', false],
    [undefined, DOMAIN, false],
  ])('isStaffEmail(%s, %s) = %s', (email, domain, expected) => {
    expect(isStaffEmail(email, domain)).toBe(expected);
  });
});
