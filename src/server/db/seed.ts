import { eq, inArray, sql } from 'drizzle-orm';
import { dollarsToCents } from '../../shared/fees';
import { DEFAULT_TRAVEL_FEE_SETTINGS } from '../../shared/travel-fee';
import { createRequestSchema, type CreateRequestInput } from '../../shared/schemas/requests';
import { addRequestEvent, allocateRequestNo, insertRequest, updateRequest } from '../repositories/requests';
import { DEFAULT_FEE_SETTINGS, DEFAULT_INVOICE_SETTINGS, SETTING_KEYS } from '../repositories/settings';
import type { Database } from './client';
import { DEMO_ACCOUNTS, DEMO_CLIENT_COMPANY } from './demo-accounts';
import { seedDemoInspections } from './seed-inspections';
import { seedDemoInvoicing } from './seed-invoicing';
import { seedDemoProjects } from './seed-projects';
import { seedProducts } from './seed-products';
import { seedDemoSubmittals } from './seed-submittals';
import { authUsers, companies, profiles, requests, settings } from './schema';

export interface SeedOptions {
  hashPassword(password: string): Promise<string>;
  /** With a hosted Supabase project the auth users live there; only profiles can be seeded. */
  seedAuthUsers: boolean;
}

/**
 * Seed the demo data: the business settings (missing keys only), the demo company and accounts
 * (fresh database only) and a few demo requests of the demo client (once). Safe to run at every
 * start: nothing that exists is changed. Answers whether the accounts were seeded.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<boolean> {
  await seedSettings(db);
  const seeded = await seedDemoAccounts(db, options);
  await seedDemoRequests(db);
  await seedProducts(db);
  await seedDemoProjects(db);
  await seedDemoInvoicing(db);
  // Last: the demo submittals go on the demo client's projects (a no-op when there are none).
  await seedDemoSubmittals(db);
  await seedDemoInspections(db);
  return seeded;
}

/** The business settings (fees, travel, invoices); existing values (an Admin's change) are kept. */
export async function seedSettings(db: Database): Promise<void> {
  await db
    .insert(settings)
    .values([
      { key: SETTING_KEYS.feeRateBasisPoints, value: DEFAULT_FEE_SETTINGS.rateBasisPoints },
      { key: SETTING_KEYS.feeMinimumCents, value: DEFAULT_FEE_SETTINGS.minimumCents },
      { key: SETTING_KEYS.billingSplit, value: DEFAULT_FEE_SETTINGS.billingSplit },
      { key: SETTING_KEYS.travelFreeRadiusKm, value: DEFAULT_TRAVEL_FEE_SETTINGS.freeRadiusKm },
      { key: SETTING_KEYS.travelRateCentsPerKm, value: DEFAULT_TRAVEL_FEE_SETTINGS.rateCentsPerKm },
      { key: SETTING_KEYS.travelFlatZones, value: DEFAULT_TRAVEL_FEE_SETTINGS.flatZones },
      { key: SETTING_KEYS.invoiceTaxRateBasisPoints, value: DEFAULT_INVOICE_SETTINGS.taxRateBasisPoints },
      { key: SETTING_KEYS.invoicePaymentTermsDays, value: DEFAULT_INVOICE_SETTINGS.paymentTermsDays },
      { key: SETTING_KEYS.businessVersion, value: 1 },
    ])
    .onConflictDoNothing();
}

/**
 * The demo accounts and company into a fresh database. Runs once: a database that already has
 * any profile is left alone, so restarts and real data are never touched.
 */
async function seedDemoAccounts(db: Database, options: SeedOptions): Promise<boolean> {
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

const DEMO_REQUESTS: CreateRequestInput[] = [
  {
    type: 'inspection',
    project_name: 'Harbourview Tower exterior repaint',
    site_address: '455 Beach Crescent',
    city: 'Vancouver',
    region: 'BC',
    postal_code: 'V6Z 3E5',
    sector: 'private',
    building_type: 'multi_family_residential',
    work_type: 'repaint',
    contract_amount: 385_000,
    parties: {
      owner: { name: 'Harbourview Strata Council', contact: 'Priya Shah', email: 'council@harbourview.example' },
      painting_contractor: { name: 'Coastline Painting Ltd.', contact: 'Marco Ruiz', email: 'office@coastline-painting.example' },
    },
    desired_start_date: '2026-06-01',
    desired_end_date: '2026-09-30',
    description:
      'Exterior repaint of a 22-storey concrete tower: walls, balcony soffits and steel railings. We want MPI inspections at surface preparation, primer and finish coat, and the guarantee at the end.',
    details: { coats_planned: 2, stages_planned: 4, first_inspection_date: '2026-06-08' },
  },
  {
    type: 'specification',
    project_name: 'Harbourview lobby and corridors',
    site_address: '455 Beach Crescent',
    city: 'Vancouver',
    region: 'BC',
    sector: 'private',
    building_type: 'multi_family_residential',
    work_type: 'repaint',
    contract_amount: 62_500,
    desired_start_date: '2026-04-15',
    description:
      'Interior repaint of the lobby and 22 corridor floors. We need a paint specification and finish schedule before we tender the work.',
    details: { surfaces: 'Lobby drywall and millwork; corridor walls, ceilings and metal door frames', deadline: '2026-03-31' },
  },
];

/**
 * Two requests of the demo client (an RFI just submitted, a specification under review), so the
 * request screens are not empty. Once: skipped when the demo client is missing or has requests.
 */
export async function seedDemoRequests(db: Database): Promise<void> {
  const clientEmail = DEMO_ACCOUNTS.find((account) => account.role === 'Client')!.email;
  const inspectorEmail = DEMO_ACCOUNTS.find((account) => account.role === 'Inspector')!.email;
  const people = await db
    .select({ id: profiles.id, email: profiles.email, companyId: profiles.companyId })
    .from(profiles)
    .where(inArray(profiles.email, [clientEmail, inspectorEmail]));
  const client = people.find((person) => person.email === clientEmail);
  const inspector = people.find((person) => person.email === inspectorEmail);
  if (!client) return;
  const [existing] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(eq(requests.requesterId, client.id))
    .limit(1);
  if (existing) return;

  await db.transaction(async (tx) => {
    for (const [index, input] of DEMO_REQUESTS.entries()) {
      const body = createRequestSchema.parse(input);
      const row = await insertRequest(tx, {
        requestNo: await allocateRequestNo(tx),
        requesterId: client.id,
        companyId: client.companyId,
        contractAmountCents: dollarsToCents(body.contract_amount),
        body,
      });
      await addRequestEvent(tx, { requestId: row.id, kind: 'status', status: 'submitted', actorId: client.id });
      if (index === 1 && inspector) {
        await updateRequest(tx, row.id, { status: 'under_review', assignedTo: inspector.id });
        await addRequestEvent(tx, { requestId: row.id, kind: 'status', status: 'under_review', note: 'Assigned to Jordan Lee.', actorId: null });
      }
    }
  });
}
