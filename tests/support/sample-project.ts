import { projects } from '../../src/server/db/schema';
import type { ReviewStatus } from '../../src/shared/schemas/projects';
import type { TestServer } from './server';

let sequence = 0;

/** A project row straight into the database (the projects screens are not needed for it). */
export async function insertSampleProject(
  server: TestServer,
  values: { companyId: string | null; leadInspectorId?: string | null; reviewStatus?: ReviewStatus; status?: 'active' | 'closed'; region?: string },
): Promise<{ id: string; projectCode: string }> {
  sequence += 1;
  const [row] = await server.database.db
    .insert(projects)
    .values({
      projectCode: `${values.region ?? 'BC'}-26-${String(9000 + sequence).padStart(4, '0')}`,
      projectName: `Sample project ${sequence}`,
      companyId: values.companyId,
      address: `${sequence} Main Street`,
      region: values.region ?? 'BC',
      sector: 'private',
      buildingType: 'office',
      workType: 'repaint',
      baseContractCents: 10_000_000,
      feeCents: 300_000,
      leadInspectorId: values.leadInspectorId ?? null,
      reviewStatus: values.reviewStatus ?? 'Approved',
      status: values.status ?? 'active',
    })
    .returning({ id: projects.id, projectCode: projects.projectCode });
  return row!;
}
