import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { firstNameOf } from '../../src/lib/auth/display-name';
import type { BackendUser } from '../../src/shared/schemas/auth';

const backend = (first_name: string | null) => ({ first_name }) as BackendUser;
const authUser = (first_name: unknown) => ({ user_metadata: { first_name } }) as unknown as User;

describe('firstNameOf', () => {
  it.each([
    [backend('Priya'), authUser('Ignored'), 'Priya'],
    [backend(null), authUser('Dana'), 'Dana'],
    [null, authUser('Dana'), 'Dana'],
    [null, authUser(42), undefined],
    [null, null, undefined],
  ])('%o, %o → %s', (backendUser, user, expected) => {
    expect(firstNameOf(backendUser, user)).toBe(expected);
  });
});
