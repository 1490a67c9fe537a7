import { companies, deficiencies, emailLog, guarantees, inspections, profiles, projectParties, projects, reports, uploads } from '../../src/server/db/schema';
import { DEFICIENCY_CATEGORIES } from '../../src/shared/schemas/inspections';
import type { RoleUsers } from './role-users';
import type { TestServer } from './server';

/*
 * Known data for the analytics reports (tests/integration/server/analytics-*.test.ts). The 2021
 * rows are the period under test; rows just outside it prove the date bounds. Region NS holds the
 * recent projects of the age and expiry tests. Expected answers are worked out by hand in the tests.
 */

export const PERIOD_2021 = 'from=2021-01-01&to=2021-12-31';

const DAY_MS = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type Db = TestServer['database']['db'];
let codes = 0;

async function project(
  db: Db,
  values: { region: string; sector: 'public' | 'private'; baseCents: number; finalCents?: number; feeCents: number; createdAt: string | Date; status?: 'active' | 'on_hold' | 'completed' | 'closed' },
) {
  codes += 1;
  const [row] = await db
    .insert(projects)
    .values({
      projectCode: `${values.region}-21-${String(codes).padStart(4, '0')}`,
      projectName: `Analytics project ${codes}`,
      companyId: null,
      address: `${codes} Analytics Way`,
      region: values.region,
      sector: values.sector,
      buildingType: 'office',
      workType: 'repaint',
      baseContractCents: values.baseCents,
      finalContractCents: values.finalCents ?? null,
      feeCents: values.feeCents,
      status: values.status ?? 'active',
      createdAt: new Date(values.createdAt),
    })
    .returning({ id: projects.id, projectCode: projects.projectCode });
  return row!;
}

async function company(db: Db, values: { name: string; type: 'owner' | 'strata' | 'architect'; region: string; createdAt: string; archived?: boolean }) {
  const [row] = await db
    .insert(companies)
    .values({ name: values.name, type: values.type, region: values.region, createdAt: new Date(values.createdAt), archivedAt: values.archived ? new Date() : null })
    .returning({ id: companies.id });
  return row!.id;
}

async function guarantee(db: Db, projectId: string, values: { issuedAt: Date; expiresOn: string; status?: 'active' | 'revoked' }) {
  codes += 1;
  await db.insert(guarantees).values({
    certificateNo: `G-ANALYTICS-${codes}`,
    projectId,
    termMonths: 24,
    startsOn: '2021-01-01',
    expiresOn: values.expiresOn,
    status: values.status ?? 'active',
    verificationCode: `verify-analytics-${codes}`,
    issuedAt: values.issuedAt,
  });
}

async function deficiency(db: Db, projectId: string, number: number) {
  const [row] = await db
    .insert(deficiencies)
    .values({ projectId, number, location: 'Lobby', description: 'Runs', category: DEFICIENCY_CATEGORIES[0], severity: 'minor' })
    .returning({ id: deficiencies.id });
  return row!.id;
}

async function inspection(db: Db, projectId: string, values: { inspectorId: string; performedAt: string | null; km: number; feeCents: number }) {
  const [row] = await db
    .insert(inspections)
    .values({
      projectId,
      stage: 'primer',
      status: values.performedAt ? 'performed' : 'scheduled',
      scheduledAt: new Date(values.performedAt ?? '2021-05-01T10:00:00Z'),
      performedAt: values.performedAt ? new Date(values.performedAt) : null,
      inspectorId: values.inspectorId,
      travelKm: values.km,
      travelFeeCents: values.feeCents,
    })
    .returning({ id: inspections.id });
  return row!.id;
}

async function upload(
  db: Db,
  values: { kind: string; ownerId: string; companyId?: string; inspectionId?: string; deficiencyId?: string; sizeBytes: number; createdAt: string; capturedOffline?: boolean },
) {
  await db.insert(uploads).values({
    id: crypto.randomUUID(),
    kind: values.kind,
    ownerId: values.ownerId,
    companyId: values.companyId ?? null,
    inspectionId: values.inspectionId ?? null,
    deficiencyId: values.deficiencyId ?? null,
    filename: 'file.jpg',
    mimeType: 'image/jpeg',
    sizeBytes: values.sizeBytes,
    capturedOffline: values.capturedOffline ?? false,
    sha256: crypto.randomUUID().replace(/-/g, ''),
    createdAt: new Date(values.createdAt),
  });
}

async function emails(db: Db, type: string, status: 'queued' | 'sent' | 'failed' | 'bounced', createdAt: string, howMany = 1) {
  for (let index = 0; index < howMany; index += 1) {
    await db.insert(emailLog).values({ type, recipient: 'someone@example.com', subject: type, status, createdAt: new Date(createdAt) });
  }
}

/** Inserts the known data set; answers the ids and codes the tests name. */
export async function seedAnalytics(server: TestServer, users: RoleUsers) {
  const db = server.database.db;
  // Projects of 2021 (values in cents): the value buckets' edges on either side.
  const p1 = await project(db, { region: 'BC', sector: 'public', baseCents: 2_499_999, feeCents: 10_000, createdAt: '2021-03-15T12:00:00Z' });
  const p2 = await project(db, { region: 'BC', sector: 'private', baseCents: 2_500_000, feeCents: 20_000, createdAt: '2021-04-01T12:00:00Z', status: 'on_hold' });
  await project(db, { region: 'ON', sector: 'private', baseCents: 9_999_999, finalCents: 10_000_000, feeCents: 30_000, createdAt: '2021-05-01T12:00:00Z', status: 'closed' });
  const p4 = await project(db, { region: 'ON', sector: 'public', baseCents: 50_000_000, feeCents: 40_000, createdAt: '2021-06-01T12:00:00Z' });
  const p5 = await project(db, { region: 'BC', sector: 'private', baseCents: 100_000_000, feeCents: 50_000, createdAt: '2021-07-01T12:00:00Z', status: 'completed' });
  const p6 = await project(db, { region: 'BC', sector: 'private', baseCents: 1_000_000, feeCents: 60_000, createdAt: '2020-12-31T23:59:59Z' });
  await project(db, { region: 'BC', sector: 'public', baseCents: 19_999_999, feeCents: 70_000, createdAt: '2021-12-31T23:59:59Z' });

  // Architect firms (joined long before 2021, so demographics leaves them out).
  const archA = await company(db, { name: 'Arc A Architects', type: 'architect', region: 'BC', createdAt: '2019-01-01T12:00:00Z' });
  const archB = await company(db, { name: 'Bay B Architects', type: 'architect', region: 'ON', createdAt: '2019-01-01T12:00:00Z' });
  for (const [projectId, companyId] of [
    [p1.id, archA],
    [p2.id, archA],
    [p6.id, archA],
    [p4.id, archB],
  ] as const) {
    await db.insert(projectParties).values({ projectId, role: 'architect', companyId });
  }
  await guarantee(db, p1.id, { issuedAt: new Date('2021-06-10T09:00:00Z'), expiresOn: '2027-06-10' });
  const d1 = await deficiency(db, p1.id, 1);
  await deficiency(db, p1.id, 2);
  await deficiency(db, p2.id, 1);
  const d4 = await deficiency(db, p4.id, 1);

  // Recent projects in NS: ages on either side of the bucket edges, and guarantees around the 90-day window.
  const recent = [];
  for (const days of [10, 30, 89, 90, 365]) {
    recent.push(await project(db, { region: 'NS', sector: 'private', baseCents: 1_000_000, feeCents: 1_000, createdAt: daysFromNow(-days) }));
  }
  const expiries: { days: number; status?: 'revoked' }[] = [{ days: 0 }, { days: 90 }, { days: 91 }, { days: -1 }, { days: 10, status: 'revoked' }];
  for (const [index, expiry] of expiries.entries()) {
    await guarantee(db, recent[index]!.id, { issuedAt: daysFromNow(-1), expiresOn: isoDay(daysFromNow(expiry.days)), status: expiry.status });
  }

  // Demographics of 2021: companies and client users by type, region and month.
  const c1 = await company(db, { name: 'Cedar Owners', type: 'owner', region: 'BC', createdAt: '2021-01-05T12:00:00Z' });
  await company(db, { name: 'Lake Owners', type: 'owner', region: 'ON', createdAt: '2021-02-01T12:00:00Z' });
  await company(db, { name: 'Tower Strata', type: 'strata', region: 'BC', createdAt: '2021-02-15T12:00:00Z' });
  await company(db, { name: 'Gone Owners', type: 'owner', region: 'BC', createdAt: '2021-03-01T12:00:00Z', archived: true });
  await db.insert(profiles).values({ id: crypto.randomUUID(), email: 'cedar.client@example.com', role: 'Client', companyId: c1, createdAt: new Date('2021-02-10T12:00:00Z') });
  await db.insert(profiles).values({ id: crypto.randomUUID(), email: 'new.inspector@example.com', role: 'Inspector', createdAt: new Date('2021-02-10T12:00:00Z') });

  // Travel fees: performed inspections of 2021, one scheduled and one of 2020 left out.
  const i1 = await inspection(db, p1.id, { inspectorId: users.inspector.id, performedAt: '2021-02-10T10:00:00Z', km: 40, feeCents: 5_000 });
  await inspection(db, p4.id, { inspectorId: users.inspector.id, performedAt: '2021-02-20T10:00:00Z', km: 60, feeCents: 7_500 });
  await inspection(db, p2.id, { inspectorId: users.admin.id, performedAt: '2021-03-05T10:00:00Z', km: 20, feeCents: 2_500 });
  await inspection(db, p5.id, { inspectorId: users.admin.id, performedAt: null, km: 99, feeCents: 9_999 });
  await inspection(db, p2.id, { inspectorId: users.admin.id, performedAt: '2020-12-31T23:00:00Z', km: 5, feeCents: 1_000 });

  // Stored files of 2021: three uploads (the inspection photo captured offline) and a report PDF.
  await upload(db, { kind: 'inspection_photo', ownerId: users.inspector.id, inspectionId: i1, sizeBytes: 1_000, createdAt: '2021-05-01T12:00:00Z', capturedOffline: true });
  await upload(db, { kind: 'request_attachment', ownerId: users.client.id, companyId: users.companyId, sizeBytes: 3_000, createdAt: '2021-05-20T12:00:00Z' });
  await upload(db, { kind: 'deficiency_photo', ownerId: users.inspector.id, deficiencyId: d4, sizeBytes: 2_000, createdAt: '2021-06-01T12:00:00Z' });
  await upload(db, { kind: 'deficiency_photo', ownerId: users.inspector.id, deficiencyId: d1, sizeBytes: 500, createdAt: '2020-12-01T12:00:00Z', capturedOffline: true });
  await db.insert(reports).values({ projectId: p1.id, type: 'inspection', version: 1, fileSha256: 'a'.repeat(64), sizeBytes: 4_000, createdAt: new Date('2021-06-15T12:00:00Z') });

  // E-mails of 2021 by type and status (one type the portal has no name for), and one of 2020.
  await emails(db, 'invoice.issued', 'sent', '2021-04-02T12:00:00Z', 2);
  await emails(db, 'invoice.issued', 'failed', '2021-04-03T12:00:00Z');
  await emails(db, 'deficiency.final_notice', 'bounced', '2021-05-03T12:00:00Z');
  await emails(db, 'deficiency.final_notice', 'queued', '2021-05-04T12:00:00Z');
  await emails(db, 'invoice.issued', 'failed', '2020-06-01T12:00:00Z');

  return { p1, p4, recent };
}
