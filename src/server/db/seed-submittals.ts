import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { submittalStatusFor, type LineDecision } from '../../shared/schemas/submittals';
import type { Database } from './client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { products, profiles, projects, submittalLines, submittals } from './schema';

/** The demo submittal lines: surface, MPI system, MPI number of the product, and a staff decision (or none yet). */
const DEMO_LINES: ReadonlyArray<{ surface: string; system: string; mpi: number; decision: LineDecision | null; comment?: string }> = [
  { surface: 'Exterior concrete walls', system: 'EXT 3.1A', mpi: 10, decision: 'approved' },
  { surface: 'Balcony soffits', system: 'EXT 3.1C', mpi: 15, decision: 'approved_as_noted', comment: 'Back-prime cut edges of the soffit panels.' },
  { surface: 'Steel railings', system: 'EXT 5.1D', mpi: 9, decision: 'revise_and_resubmit', comment: 'Submit the matching anti-corrosive primer (MPI 79) with the finish.' },
  { surface: 'Corridor drywall', system: 'INT 9.2A', mpi: 52, decision: null },
  { surface: 'Hollow metal door frames', system: 'INT 5.1S', mpi: 54, decision: null },
];

const SEEDED_PROJECTS = 2;

/**
 * A few submittals on the demo client's first projects, once: skipped when the demo client or its
 * projects do not exist (the projects seed runs first) or when any submittal exists.
 */
export async function seedDemoSubmittals(db: Database): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(submittals);
  if (total > 0) return 0;
  const emails = DEMO_ACCOUNTS.filter((account) => account.role !== 'Inspector').map((account) => account.email);
  const people = await db.select().from(profiles).where(inArray(profiles.email, emails));
  const client = people.find((person) => person.role === 'Client');
  const admin = people.find((person) => person.role === 'Admin');
  if (!client?.companyId || !admin) return 0;
  const demoProjects = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.companyId, client.companyId))
    .orderBy(asc(projects.projectCode))
    .limit(SEEDED_PROJECTS);
  if (demoProjects.length === 0) return 0;
  const candidates = await db
    .select({ id: products.id, mpiNo: products.mpiNo })
    .from(products)
    .where(and(inArray(products.mpiNo, DEMO_LINES.map((line) => line.mpi)), eq(products.listingStatus, 'listed')))
    .orderBy(asc(products.manufacturer), asc(products.productCode));
  const productFor = (mpi: number) => candidates.find((product) => product.mpiNo === mpi)?.id;
  const lines = DEMO_LINES.filter((line) => productFor(line.mpi));
  if (lines.length === 0) return 0;

  await db.transaction(async (tx) => {
    for (const [index, project] of demoProjects.entries()) {
      // The first project's submittal is partly decided; the second one is waiting for review.
      const decisions = lines.map((line) => (index === 0 ? line.decision : null));
      const [row] = await tx
        .insert(submittals)
        .values({
          projectId: project.id,
          submittalNo: 1,
          companyId: client.companyId,
          kind: 'product',
          status: submittalStatusFor(decisions),
          notes: index === 0 ? 'Products for the exterior repaint and the corridor refresh.' : null,
          submittedBy: client.id,
        })
        .returning({ id: submittals.id });
      await tx.insert(submittalLines).values(
        lines.map((line, seq) => ({
          submittalId: row!.id,
          seq: seq + 1,
          surface: line.surface,
          mpiSystem: line.system,
          productId: productFor(line.mpi)!,
          decision: decisions[seq],
          comment: decisions[seq] ? (line.comment ?? null) : null,
          decidedBy: decisions[seq] ? admin.id : null,
          decidedAt: decisions[seq] ? new Date() : null,
        })),
      );
    }
  });
  return demoProjects.length;
}
