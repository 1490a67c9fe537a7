import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { DEMO_ACCOUNTS, DEMO_CLIENT_COMPANY } from './demo-accounts';
import { authUsers, companies, profiles } from './schema';

export interface SeedOptions {
  hashPassword(password: string): Promise<string>;
  /** With a hosted Supabase project the auth users live there; only profiles can be seeded. */
  seedAuthUsers: boolean;
}

/**
 * Seed the demo company and accounts into a fresh database. Runs once: a database that already
 * has any profile is left alone, so restarts and real data are never touched.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(profiles);
  if (count > 0 || !options.seedAuthUsers) return false;

  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => options.hashPassword(account.password)));
  await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(DEMO_CLIENT_COMPANY).returning({ id: companies.id });
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const now = new Date();
      const [user] = await tx
        .insert(authUsers)
        .values({
          email: account.email,
          encryptedPassword: hashes[index]!,
          emailConfirmedAt: now,
          userMetadata: {
            first_name: account.firstName,
            last_name: account.lastName,
            name: `${account.firstName} ${account.lastName}`,
            user_type: account.role === 'Client' ? 'client' : 'admin',
          },
          appMetadata: { provider: 'email', providers: ['email'] },
        })
        .returning({ id: authUsers.id });
      await tx.insert(profiles).values({
        id: user!.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        companyId: account.role === 'Client' ? company!.id : null,
        regions: account.role === 'Inspector' ? ['BC'] : [],
        homeBase: account.role === 'Inspector' ? 'Vancouver, BC' : null,
      });
    }
  });
  return true;
}
