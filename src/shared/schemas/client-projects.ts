import { z } from '../zod';
import { guaranteeEligibilitySchema } from './guarantees';
import { deficiencySchema, upcomingInspectionSchema } from './inspections';
import { invoiceSchema } from './invoices';
import { PROJECT_STATUSES } from './projects-values';
import { reportSchema } from './reports';
import { submittalSchema } from './submittals';

/*
 * The client's own projects (docs/features.md, My projects): every user of the project's company
 * reads them, read-only; another company's project is "not found".
 */

export const CLIENT_PROJECT_MESSAGES = { notFound: 'There is no such project for your company.' } as const;

/** The next scheduled visit of a project: when, which stage, and who comes. */
export const nextInspectionSchema = upcomingInspectionSchema.pick({ stage: true, scheduled_at: true, inspector_name: true });

export const clientProjectListItemSchema = z.object({
  project_code: z.string(),
  project_name: z.string(),
  city: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  next_inspection: nextInspectionSchema.nullable(),
});
export type ClientProjectListItem = z.infer<typeof clientProjectListItemSchema>;

/** GET /api/my-projects takes no filter: a company has few projects. */
export const clientProjectsQuerySchema = z.strictObject({});
export const clientProjectsResponseSchema = z.object({ data: z.array(clientProjectListItemSchema) });
export type ClientProjectsResponse = z.infer<typeof clientProjectsResponseSchema>;

export const clientProjectParamsSchema = z.object({ code: z.string().trim().min(1).max(40) });

/** GET /api/my-projects/:code: the project page, each list already narrowed to what the client may read. */
export const clientProjectDetailSchema = clientProjectListItemSchema.extend({
  address: z.string(),
  /** Published reports only, newest first (photos are inside them). */
  reports: z.array(reportSchema),
  /** Open deficiencies the client's company must fix, soonest due first. */
  deficiencies: z.array(deficiencySchema),
  submittals: z.array(submittalSchema),
  /** Issued or paid invoices billed to the client's company, newest first. */
  invoices: z.array(invoiceSchema),
  guarantee: guaranteeEligibilitySchema,
});
export type ClientProjectDetail = z.infer<typeof clientProjectDetailSchema>;
export const clientProjectResponseSchema = z.object({ data: clientProjectDetailSchema });
export type ClientProjectResponse = z.infer<typeof clientProjectResponseSchema>;
