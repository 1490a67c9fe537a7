import type { Transaction } from '../db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  companiesListResponseSchema,
  companiesQuerySchema,
  companyDetailSchema,
  companyInputSchema,
  COMPANY_MESSAGES,
  companyParamsSchema,
  companySchema,
} from '../../shared/schemas/companies';
import { HttpError, notFound, unauthorized } from '../errors';
import {
  companyAuditState,
  companyReferences,
  deleteCompany,
  findCompany,
  getCompanyDetail,
  insertCompany,
  listCompanies,
  setCompanyArchived,
  updateCompany,
  type CompanyRow,
} from '../repositories/companies';
import { writeAudit } from '../repositories/audit';
import { isUniqueViolation } from '../services/project-create';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

const memberNoTaken = () => new HttpError(409, 'member_no_taken', 'Member number in use', 'Another company has this member number.');

/** Staff read companies; Admins create, edit, archive, restore and delete them. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('staffArea');
  const manage = app.requirePermission('companiesManage');

  const actorOf = (request: { auth?: { profile?: { id: string } | null } | null }) => {
    const id = request.auth?.profile?.id;
    if (!id) throw unauthorized();
    return id;
  };

  async function companyOrNotFound(id: string) {
    const company = await findCompany(app.db, id);
    if (!company) throw notFound('There is no such company.');
    return company;
  }

  /** Run a company write with its audit row; a duplicate member number answers 409. */
  async function write(actorId: string, action: string, run: (tx: Transaction) => Promise<{ row?: CompanyRow; before?: CompanyRow }>) {
    try {
      return await app.db.transaction(async (tx) => {
        const { row, before } = await run(tx);
        if (!row) throw notFound('There is no such company.');
        await writeAudit(tx, {
          actorId,
          action,
          entityType: 'company',
          entityId: row.id,
          before: before ? companyAuditState(before) : undefined,
          after: companyAuditState(row),
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'companies_member_no_key')) throw memberNoTaken();
      throw error;
    }
  }

  app.get(
    '/companies',
    { schema: { querystring: companiesQuerySchema, response: { 200: companiesListResponseSchema, ...errors } }, preHandler: read },
    async (request) => {
      const { rows, total } = await listCompanies(app.db, request.query);
      return { data: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/companies/:companyId',
    { schema: { params: companyParamsSchema, response: { 200: companyDetailSchema, 404: apiErrorSchema, ...errors } }, preHandler: read },
    async (request) => {
      const detail = await getCompanyDetail(app.db, request.params.companyId);
      if (!detail) throw notFound('There is no such company.');
      return detail;
    },
  );

  app.post(
    '/companies',
    { schema: { body: companyInputSchema, response: { 201: companySchema, ...writeErrors } }, preHandler: manage, config: { idempotent: true } },
    async (request, reply) => {
      const row = await write(actorOf(request), 'company.create', async (tx) => ({ row: await insertCompany(tx, request.body) }));
      return reply.status(201).send(await companyOrNotFound(row.id));
    },
  );

  app.patch(
    '/companies/:companyId',
    {
      schema: { params: companyParamsSchema, body: companyInputSchema, response: { 200: companySchema, ...writeErrors } },
      preHandler: manage,
      config: { idempotent: true },
    },
    async (request) => {
      const id = request.params.companyId;
      await write(actorOf(request), 'company.update', async (tx) => updateCompany(tx, id, request.body));
      return companyOrNotFound(id);
    },
  );

  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    app.post(
      `/companies/:companyId/${action}`,
      { schema: { params: companyParamsSchema, response: { 200: companySchema, ...writeErrors } }, preHandler: manage, config: { idempotent: true } },
      async (request) => {
        const id = request.params.companyId;
        await write(actorOf(request), `company.${action}`, async (tx) => ({ row: await setCompanyArchived(tx, id, archived) }));
        return companyOrNotFound(id);
      },
    );
  }

  app.delete(
    '/companies/:companyId',
    { schema: { params: companyParamsSchema, response: { 204: z.undefined(), ...writeErrors } }, preHandler: manage },
    async (request, reply) => {
      const id = request.params.companyId;
      const actorId = actorOf(request);
      await app.db.transaction(async (tx) => {
        if ((await companyReferences(tx, id)) > 0) throw new HttpError(409, 'company_in_use', 'Company in use', COMPANY_MESSAGES.inUse);
        if (!(await deleteCompany(tx, id))) throw notFound('There is no such company.');
        await writeAudit(tx, { actorId, action: 'company.delete', entityType: 'company', entityId: id });
      });
      return reply.status(204).send();
    },
  );
};
