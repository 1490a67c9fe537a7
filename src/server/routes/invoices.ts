import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  billingStageListItemSchema,
  billingStageParamsSchema,
  billingStagesListResponseSchema,
  billingStagesQuerySchema,
  INVOICE_MESSAGES,
  invoiceParamsSchema,
  invoiceSchema,
  issuedInvoiceSchema,
  issueTravelInvoiceSchema,
  markInvoicedSchema,
  pendingInvoicesResponseSchema,
  projectInvoicingSchema,
  recordPaymentSchema,
  voidBillingStageSchema,
  voidInvoiceSchema,
  type Invoice,
} from '../../shared/schemas/invoices';
import { projectParamsSchema } from '../../shared/schemas/projects';
import { travelLines } from '../../shared/travel-billing';
import { notFound } from '../errors';
import {
  findInvoicingProject,
  findVisibleInvoicePdf,
  getBillingStageItem,
  getInvoice,
  listBillingStages,
  listPendingInvoiceItems,
  listProjectInvoices,
  listProjectStages,
  listUnbilledTravel,
} from '../repositories/invoices';
import { voidBillingStage } from '../services/billing-stages';
import { issueInvoice, issueTravelInvoice, recordPayment, voidInvoice } from '../services/invoices';
import { viewerOf } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
/** Writes may also answer 404, 409 (bad transition, same idempotency key still running) and 422 (key reused). */
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

/**
 * Invoicing: billing stages across projects (staff), the pending list (Admin, polled by the
 * navigation bar), a project's stages and invoices (staff), and the Admin's actions: mark stages
 * invoiced (numbered invoice, PDF, e-mail to the bill-to company), void a stage not yet invoiced,
 * record a payment, void an invoice.
 * GET /api/invoices/:id/pdf also serves the bill-to company's clients their issued or paid invoices.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePermission('staffArea');
  const manage = app.requirePermission('invoicesManage');

  async function invoiceOrNotFound(id: string): Promise<Invoice> {
    const invoice = await getInvoice(app.db, id);
    if (!invoice) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
    return invoice;
  }

  app.get(
    '/invoices/pending',
    { schema: { response: { 200: pendingInvoicesResponseSchema, ...errors } }, preHandler: app.requirePermission('pendingInvoices') },
    async () => ({ data: await listPendingInvoiceItems(app.db, new Date()) }),
  );

  app.get(
    '/billing-stages',
    { schema: { querystring: billingStagesQuerySchema, response: { 200: billingStagesListResponseSchema, ...errors } }, preHandler: staff },
    async (request) => {
      const { rows, total, amountCents } = await listBillingStages(app.db, request.query, new Date());
      return { data: rows, total, total_amount_cents: amountCents, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/projects/:projectCode/invoicing',
    { schema: { params: projectParamsSchema, response: { 200: projectInvoicingSchema, 404: apiErrorSchema, ...errors } }, preHandler: staff },
    async (request) => {
      const project = await findInvoicingProject(app.db, { code: request.params.projectCode });
      if (!project) throw notFound('There is no such project.');
      const [stages, invoices, travel] = await Promise.all([listProjectStages(app.db, project.id), listProjectInvoices(app.db, project.id), listUnbilledTravel(app.db, project.id)]);
      return {
        project: { project_id: project.id, project_code: project.code, project_name: project.name, company_name: project.company?.name ?? null },
        stages,
        invoices,
        unbilled_travel: travelLines(travel).map((line) => ({ inspection_id: line.inspectionId, description: line.description, amount_cents: line.amountCents })),
      };
    },
  );

  app.post(
    '/billing-stages/:id/invoice',
    {
      schema: { params: billingStageParamsSchema, body: markInvoicedSchema, response: { 201: issuedInvoiceSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request, reply) => {
      const issued = await issueInvoice(
        { db: app.db, files: app.files, config: app.config },
        { stageId: request.params.id, extraStageIds: request.body.stage_ids, actorId: viewerOf(request).userId },
      );
      return reply.status(201).send({ ...(await invoiceOrNotFound(issued.invoice.id)), emailed_to: issued.emailedTo });
    },
  );

  app.post(
    '/projects/:projectCode/travel-invoice',
    {
      schema: { params: projectParamsSchema, body: issueTravelInvoiceSchema, response: { 201: issuedInvoiceSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request, reply) => {
      const issued = await issueTravelInvoice(
        { db: app.db, files: app.files, config: app.config },
        { projectCode: request.params.projectCode, actorId: viewerOf(request).userId },
      );
      return reply.status(201).send({ ...(await invoiceOrNotFound(issued.invoice.id)), emailed_to: issued.emailedTo });
    },
  );

  app.post(
    '/billing-stages/:id/void',
    {
      schema: { params: billingStageParamsSchema, body: voidBillingStageSchema, response: { 200: billingStageListItemSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      await voidBillingStage(app.db, { stageId: request.params.id, actorId: viewerOf(request).userId, body: request.body });
      const stage = await getBillingStageItem(app.db, request.params.id);
      if (!stage) throw notFound(INVOICE_MESSAGES.stageNotFound);
      return stage;
    },
  );

  app.post(
    '/invoices/:id/payment',
    {
      schema: { params: invoiceParamsSchema, body: recordPaymentSchema, response: { 200: invoiceSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      await recordPayment(app.db, { invoiceId: request.params.id, actorId: viewerOf(request).userId, body: request.body });
      return invoiceOrNotFound(request.params.id);
    },
  );

  app.post(
    '/invoices/:id/void',
    {
      schema: { params: invoiceParamsSchema, body: voidInvoiceSchema, response: { 200: invoiceSchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      await voidInvoice(app.db, { invoiceId: request.params.id, actorId: viewerOf(request).userId, body: request.body });
      return invoiceOrNotFound(request.params.id);
    },
  );

  app.get(
    '/invoices/:id/pdf',
    // No response schema: the answer is the file's bytes (errors take the usual shape).
    { schema: { params: invoiceParamsSchema }, preHandler: app.requirePermission('signedIn') },
    async (request, reply) => {
      const found = await findVisibleInvoicePdf(app.db, viewerOf(request), request.params.id);
      if (!found || !(await app.files.exists(found.sha256))) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', found.sizeBytes)
        .header('Content-Disposition', `attachment; filename="${found.invoiceNumber}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(await app.files.open(found.sha256));
    },
  );
};
