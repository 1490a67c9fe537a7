import { asc, count } from 'drizzle-orm';
import { BILLING_STAGE_DESCRIPTIONS, BILLING_STAGE_KEYS, splitFee } from '../../shared/fees';
import { addDays } from '../../shared/dates';
import type { BillingStageStatus, ProjectStatus } from '../../shared/schemas/projects';
import { DEFAULT_FEE_SETTINGS } from '../repositories/settings';
import type { Database } from './client';
import { billingStages, projects } from './schema';

/** Days after the project's start at which each stage is to be invoiced. */
const STAGE_OFFSET_DAYS = { deposit: 0, progress: 60, final: 120 } as const;

/** More projects than this is not the demo (e.g. `npm run seed:large`): no stages are invented for them. */
const DEMO_PROJECTS_MAX = 200;

/** Stages of a finished project were settled before the portal; a cancelled one's are void. */
const SETTLED_STATUS: Partial<Record<ProjectStatus, BillingStageStatus>> = { completed: 'paid', closed: 'paid', cancelled: 'void' };

/**
 * The three billing stages of every demo project
 * (once: skipped when any stage exists, or on more projects than a demo has), dated from the project's start, so the invoicing screens
 * and the pending-invoices dropdown have data.
 */
export async function seedDemoInvoicing(db: Database): Promise<number> {
  const [[stageTotal], [projectTotal]] = await Promise.all([
    db.select({ total: count() }).from(billingStages),
    db.select({ total: count() }).from(projects),
  ]);
  if ((stageTotal?.total ?? 0) > 0 || (projectTotal?.total ?? 0) > DEMO_PROJECTS_MAX) return 0;
  const rows = await db
    .select({ id: projects.id, feeCents: projects.feeCents, startDate: projects.startDate, status: projects.status })
    .from(projects)
    .orderBy(asc(projects.projectCode));
  const values = rows.flatMap((project) => {
    const amounts = splitFee(project.feeCents, DEFAULT_FEE_SETTINGS.billingSplit);
    return BILLING_STAGE_KEYS.map((key, index) => ({
      projectId: project.id,
      seq: index + 1,
      stageDescription: BILLING_STAGE_DESCRIPTIONS[key],
      totalAmountCents: amounts[key],
      toBeInvoicedDate: project.startDate ? addDays(project.startDate, STAGE_OFFSET_DAYS[key]) : null,
      status: SETTLED_STATUS[project.status] ?? ('scheduled' as const),
    }));
  });
  if (values.length > 0) await db.insert(billingStages).values(values);
  return values.length;
}
