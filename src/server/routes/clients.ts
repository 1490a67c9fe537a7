import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientAccountSchema,
  clientParamsSchema,
  clientsListResponseSchema,
  clientsQuerySchema,
  companyOptionsResponseSchema,
  linkClientCompanySchema,
  type ClientStatus,
} from '../../shared/schemas/clients';
import { apiErrorSchema } from '../../shared/schemas/common';
import { notFound } from '../errors';
import { getClientAccount, listClients, listLinkableCompanies } from '../repositories/clients';
import { linkClientCompany, NO_SUCH_CLIENT, setClientAccountStatus } from '../services/clients';
import { viewerOf } from '../auth/viewer';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema } as const;

/** Client accounts (Admin): list, link to a company, suspend and restore. Every change is audited. */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = app.requirePermission('accountsManagement');

  async function accountOrNotFound(id: string) {
    const account = await getClientAccount(app.db, id);
    if (!account) throw notFound(NO_SUCH_CLIENT);
    return account;
  }

  app.get(
    '/clients',
    { schema: { querystring: clientsQuerySchema, response: { 200: clientsListResponseSchema, ...errors } }, preHandler: manage },
    async (request) => {
      const { rows, total } = await listClients(app.db, request.query);
      return { data: rows, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/clients/companies',
    { schema: { response: { 200: companyOptionsResponseSchema, ...errors } }, preHandler: manage },
    async () => ({ data: await listLinkableCompanies(app.db) }),
  );

  app.get(
    '/clients/:clientId',
    { schema: { params: clientParamsSchema, response: { 200: clientAccountSchema, ...writeErrors } }, preHandler: manage },
    async (request) => accountOrNotFound(request.params.clientId),
  );

  app.put(
    '/clients/:clientId/company',
    {
      schema: { params: clientParamsSchema, body: linkClientCompanySchema, response: { 200: clientAccountSchema, ...writeErrors } },
      preHandler: manage,
    },
    async (request) => {
      const { clientId } = request.params;
      await linkClientCompany(app.db, { actorId: viewerOf(request).userId, clientId, companyId: request.body.company_id });
      return accountOrNotFound(clientId);
    },
  );

  /** Suspend or restore (services/clients.ts: suspending revokes every session). */
  function statusRoute(path: 'suspend' | 'restore', status: ClientStatus) {
    app.post(
      `/clients/:clientId/${path}`,
      { schema: { params: clientParamsSchema, response: { 200: clientAccountSchema, ...writeErrors } }, preHandler: manage },
      async (request) => {
        const { clientId } = request.params;
        await setClientAccountStatus(app.db, { actorId: viewerOf(request).userId, clientId, action: path, status });
        return accountOrNotFound(clientId);
      },
    );
  }
  statusRoute('suspend', 'suspended');
  statusRoute('restore', 'active');
};
