import { randomUUID } from 'node:crypto';
import { billingStages, companies, deficiencies, inspections, projectParties, uploads } from '../../src/server/db/schema';
import type { DeficiencyStatus } from '../../src/shared/deficiency-rules';
import type { InspectionStage } from '../../src/shared/schemas/inspections';
import { insertSampleProject } from './sample-project';
import { samplePng } from './sample-images';
import type { TestServer } from './server';

/** Rows for the reports and guarantees tests, straight into the database (the screens are not needed). */

export async function insertInspection(
  server: TestServer,
  projectId: string,
  values: { stage?: InspectionStage; status?: 'scheduled' | 'performed'; inspectorId?: string | null } = {},
): Promise<string> {
  const [row] = await server.database.db
    .insert(inspections)
    .values({
      projectId,
      stage: values.stage ?? 'primer',
      status: values.status ?? 'performed',
      scheduledAt: new Date('2026-06-02T16:00:00Z'),
      performedAt: values.status === 'scheduled' ? null : new Date('2026-06-02T17:00:00Z'),
      inspectorId: values.inspectorId ?? null,
      result: values.status === 'scheduled' ? null : 'pass_with_deficiencies',
      airTemperatureC: 18,
      surfaceTemperatureC: 16,
      relativeHumidity: 52,
      dewPointC: 8,
      notes: 'Primer applied evenly on the north elevation.',
    })
    .returning({ id: inspections.id });
  return row!.id;
}

let deficiencyNumber = 0;

export async function insertDeficiency(
  server: TestServer,
  projectId: string,
  values: { inspectionId?: string | null; status?: DeficiencyStatus; responsibleCompanyId?: string | null; warningLevel?: number } = {},
): Promise<string> {
  deficiencyNumber += 1;
  const [row] = await server.database.db
    .insert(deficiencies)
    .values({
      projectId,
      inspectionId: values.inspectionId ?? null,
      number: deficiencyNumber,
      location: `Stairwell ${deficiencyNumber}`,
      description: `Runs and sags on the handrail (${deficiencyNumber})`,
      category: 'application',
      severity: 'major',
      responsibleCompanyId: values.responsibleCompanyId ?? null,
      dueDate: '2026-06-20',
      status: values.status ?? 'open',
      warningLevel: values.warningLevel ?? 0,
    })
    .returning({ id: deficiencies.id });
  return row!.id;
}

/** A PNG photo of an inspection, stored in the app's file store like an upload. */
export async function insertInspectionPhoto(server: TestServer, ownerId: string, inspectionId: string, filename = 'north-wall.png'): Promise<void> {
  const bytes = samplePng(160, 120);
  const sha256 = await server.app.files.put(bytes);
  await server.database.db.insert(uploads).values({
    id: randomUUID(),
    kind: 'inspection_photo',
    ownerId,
    filename,
    mimeType: 'image/png',
    sizeBytes: bytes.length,
    sha256,
    inspectionId,
  });
}

export async function insertPartyCompany(
  server: TestServer,
  projectId: string,
  role: 'owner' | 'architect' | 'painting_contractor',
  values: { name?: string; email?: string | null; membershipStatus?: 'applicant' | 'active' | 'lapsed' | 'suspended' | null; membershipValidTo?: string | null } = {},
): Promise<string> {
  const [company] = await server.database.db
    .insert(companies)
    .values({
      name: values.name ?? `${role} ${randomUUID().slice(0, 6)}`,
      type: role === 'owner' ? 'owner' : role,
      email: values.email ?? null,
      membershipStatus: values.membershipStatus ?? null,
      membershipValidTo: values.membershipValidTo ?? null,
    })
    .returning({ id: companies.id });
  await server.database.db.insert(projectParties).values({ projectId, role, companyId: company!.id });
  return company!.id;
}

export async function insertBillingStage(server: TestServer, projectId: string, seq: number, status: 'scheduled' | 'invoiced' | 'paid' | 'void'): Promise<void> {
  await server.database.db
    .insert(billingStages)
    .values({ projectId, seq, stageDescription: `Stage ${seq}`, totalAmountCents: 100_000, toBeInvoicedDate: '2026-06-01', status });
}

/** A project of `companyId` with a performed primer inspection, one deficiency found there, and a photo. */
export async function projectWithInspection(server: TestServer, companyId: string | null, ownerId: string) {
  const project = await insertSampleProject(server, { companyId });
  const inspectionId = await insertInspection(server, project.id);
  const deficiencyId = await insertDeficiency(server, project.id, { inspectionId });
  await insertInspectionPhoto(server, ownerId, inspectionId);
  return { ...project, inspectionId, deficiencyId };
}
