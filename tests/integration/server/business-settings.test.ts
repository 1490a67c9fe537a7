import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { businessSettingsConflictSchema, businessSettingsSchema, type BusinessSettingsUpdateInput } from '../../../src/shared/schemas/business-settings';
import { travelFeeSettingsResponseSchema } from '../../../src/shared/schemas/inspections';
import { projectInvoicingSchema } from '../../../src/shared/schemas/invoices';
import { projectDetailSchema } from '../../../src/shared/schemas/projects';
import { projectBody } from '../../support/project-bodies';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';
import { createCompany } from '../../support/signed-in-users';

describe('business settings (/api/settings/business, Admin)', () => {
  let server: TestServer;
  let users: RoleUsers;
  const url = '/api/settings/business';

  /** A valid change: 6.5 % with a $5,000 minimum, a 20/50/30 split, $0.85/km past 25 km, Nunavut flat. */
  const change = (version: number, overrides: Partial<BusinessSettingsUpdateInput> = {}): BusinessSettingsUpdateInput => ({
    fee_rate_percent: 6.5,
    fee_minimum: 5000,
    billing_split: { deposit: 20, progress: 50, final: 30 },
    travel_free_radius_km: 25,
    travel_rate_per_km: 0.85,
    travel_flat_zones: [{ region: 'NU', amount: 450 }],
    invoice_tax_rate_percent: 13,
    invoice_payment_terms_days: 45,
    version,
    ...overrides,
  });
  const get = () => server.app.inject({ method: 'GET', url, headers: users.admin.headers });
  const put = (payload: object) => server.app.inject({ method: 'PUT', url, headers: users.admin.headers, payload });
  const current = async () => businessSettingsSchema.parse((await get()).json());

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
  });
  afterAll(() => server.close());

  it('answers 401 without a token and 403 to an Inspector or a Client (GET and PUT)', async () => {
    await expectUnauthenticated(server, { method: 'GET', url });
    await expectUnauthenticated(server, { method: 'PUT', url, payload: change(1) });
    await expectForbidden(server, { method: 'GET', url }, [users.inspector, users.client]);
    await expectForbidden(server, { method: 'PUT', url, payload: change(1) }, [users.inspector, users.client]);
  });

  it('GET gives the settings the rules use, in stored units, at version 1 before any save', async () => {
    expect(await current()).toMatchObject({
      fee_rate_basis_points: 500,
      fee_minimum_cents: 150_000,
      billing_split: { deposit: 30, progress: 40, final: 30 },
      travel_free_radius_km: 40,
      travel_rate_cents_per_km: 70,
      travel_flat_zones: [],
      invoice_tax_rate_basis_points: 500,
      invoice_payment_terms_days: 30,
      version: 1,
    });
  });

  it('refuses what the rules cannot use with 400 and the field of each mistake, and changes nothing', async () => {
    const before = await current();
    const cases: [Partial<BusinessSettingsUpdateInput>, string, string][] = [
      [{ billing_split: { deposit: 30, progress: 40, final: 40 } }, 'billing_split.final', 'The three stages must add up to 100 %'],
      [{ fee_rate_percent: 5.125 }, 'fee_rate_percent', 'Use at most 2 decimals'],
      [{ invoice_tax_rate_percent: 101 }, 'invoice_tax_rate_percent', 'Enter a percentage from 0 to 100'],
      [{ fee_minimum: -1 }, 'fee_minimum', 'Enter an amount in dollars from 0 to 1,000,000'],
      [{ travel_free_radius_km: 12.5 }, 'travel_free_radius_km', 'Enter whole kilometres from 0 to 1,000'],
      [{ invoice_payment_terms_days: 400 }, 'invoice_payment_terms_days', 'Enter whole days from 0 to 365'],
      [{ travel_flat_zones: [{ region: 'NU', amount: 450 }, { region: 'NU', amount: 300 }] }, 'travel_flat_zones.1.region', 'This region already has a flat zone'],
      [{ travel_flat_zones: [{ region: 'XX' as 'NU', amount: 450 }] }, 'travel_flat_zones.0.region', 'Choose a region'],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await put(change(before.version, overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toContainEqual(expect.objectContaining({ path: ['body', ...path.split('.')], message }));
    }
    expect(await current()).toEqual(before);
  });

  it('PUT stores every setting, bumps the version, audits before and after, and the rules use the new values', async () => {
    const before = await current();
    const res = await put(change(before.version));
    expect(res.statusCode, res.body).toBe(200);
    const saved = businessSettingsSchema.parse(res.json());
    expect(saved).toMatchObject({
      fee_rate_basis_points: 650,
      fee_minimum_cents: 500_000,
      billing_split: { deposit: 20, progress: 50, final: 30 },
      travel_free_radius_km: 25,
      travel_rate_cents_per_km: 85,
      travel_flat_zones: [{ region: 'NU', amount_cents: 45_000 }],
      invoice_tax_rate_basis_points: 1300,
      invoice_payment_terms_days: 45,
      version: before.version + 1,
    });
    expect(saved.updated_at).not.toBeNull();
    expect(await current()).toEqual(saved);

    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'settings'), eq(auditLog.entityId, 'business')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: users.admin.id, action: 'settings.update', before: { fee_rate_basis_points: 500 }, after: { fee_rate_basis_points: 650 } });

    // The on-site form's travel rule and a new project's fee and stages follow at once.
    const travel = await server.app.inject({ method: 'GET', url: '/api/inspections/travel-fee', headers: users.inspector.headers });
    expect(travelFeeSettingsResponseSchema.parse(travel.json()).data).toEqual({ free_radius_km: 25, rate_cents_per_km: 85, flat_zones: { NU: 45_000 } });
    const companyId = await createCompany(server, 'Settings Strata');
    const created = await server.app.inject({ method: 'POST', url: '/api/projects', headers: users.admin.headers, payload: projectBody(companyId, { base_contract: 100_000 }) });
    expect(created.statusCode, created.body).toBe(201);
    const project = projectDetailSchema.parse(created.json());
    expect(project.fee_cents).toBe(650_000);
    const invoicing = await server.app.inject({ method: 'GET', url: `/api/projects/${project.project_code}/invoicing`, headers: users.admin.headers });
    expect(projectInvoicingSchema.parse(invoicing.json()).stages.map((stage) => stage.total_amount_cents)).toEqual([130_000, 325_000, 195_000]);
  });

  it('answers 409 with the stored settings to a save based on an older version, and keeps the newer one', async () => {
    const before = await current();
    const res = await put(change(before.version - 1, { fee_rate_percent: 1 }));
    expect(res.statusCode, res.body).toBe(409);
    const conflict = businessSettingsConflictSchema.parse(res.json());
    expect(conflict).toMatchObject({ code: 'version_conflict', current: before });
    expect(await current()).toEqual(before);
  });

  it('lets only one of two saves based on the same version land', async () => {
    const before = await current();
    const answers = await Promise.all([put(change(before.version, { fee_rate_percent: 7 })), put(change(before.version, { fee_rate_percent: 8 }))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!;
    expect(await current()).toEqual(businessSettingsSchema.parse(winner.json()));
    expect((await current()).version).toBe(before.version + 1);
  });

  it('removes a flat zone left out of a save', async () => {
    const before = await current();
    const saved = businessSettingsSchema.parse((await put(change(before.version, { travel_flat_zones: [] }))).json());
    expect(saved.travel_flat_zones).toEqual([]);
  });
});
