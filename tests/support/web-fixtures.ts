import { count } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { seedDemoData } from '../../src/server/db/seed';
import { seedProducts } from '../../src/server/db/seed-products';
import { seedDemoSubmittals } from '../../src/server/db/seed-submittals';
import { companies, submittals } from '../../src/server/db/schema';
import { insertSampleProject } from './sample-project';
import type { TestServer } from './server';

/**
 * Data a web test asks the test server for (TEST_SEED): `products` seeds the product list;
 * `demo` also the demo accounts (README passwords) with a project of the demo client and its
 * demo submittals.
 */
export async function applyTestSeed(server: TestServer, seed: string | undefined): Promise<void> {
  const db = server.database.db;
  if (seed === 'products') await seedProducts(db);
  if (seed !== 'demo') return;
  await seedDemoData(db, { hashPassword, seedAuthUsers: true });
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(submittals);
  if (total > 0) return;
  const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
  await insertSampleProject(server, { companyId: company!.id, reviewStatus: 'Approved' });
  await seedDemoSubmittals(db);
}
