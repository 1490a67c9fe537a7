import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  companiesListResponseSchema,
  companiesQuerySchema,
  companyDetailSchema,
  companyInputSchema,
  companyParamsSchema,
  companySchema,
} from '../../shared/schemas/companies';
import { notFound } from '../errors';
import { findCompany, getCompanyDetail, listCompanies } from '../repositories/companies';
import { changeCompanyArchived, createCompany, editCompany, removeCompany } from '../services/companies';
import { viewerOf } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema } as const;

/** Staff read companies; Admins create, edit, archive, restore and delete them. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('staffArea');
  const manage = app.requirePermission('companiesManage');

  async function companyOrNotFound(id: string) {
    const company = await findCompany(app.db, id);
    if (!company) throw notFound('There is no such company.');
    return company;
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
      const row = await createCompany(app.db, { actorId: viewerOf(request).userId, body: request.body });
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
      await editCompany(app.db, { actorId: viewerOf(request).userId, companyId: id, body: request.body });
      return companyOrNotFound(id);
    },
  );

  for (const action of ['archive', 'restore'] as const) {
    app.post(
      `/companies/:companyId/${action}`,
      { schema: { params: companyParamsSchema, response: { 200: companySchema, ...writeErrors } }, preHandler: manage, config: { idempotent: true } },
      async (request) => {
        const id = request.params.companyId;
        await changeCompanyArchived(app.db, { actorId: viewerOf(request).userId, companyId: id, action });
        return companyOrNotFound(id);
      },
    );
  }

  app.delete(
    '/companies/:companyId',
    { schema: { params: companyParamsSchema, response: { 204: z.undefined(), ...writeErrors } }, preHandler: manage },
    async (request, reply) => {
      await removeCompany(app.db, { actorId: viewerOf(request).userId, companyId: request.params.companyId });
      return reply.status(204).send();
    },
  );
};
