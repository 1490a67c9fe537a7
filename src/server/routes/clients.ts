import type { Transaction } from '../db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_MESSAGES,
  clientAccountSchema,
  clientParamsSchema,
  clientsListResponseSchema,
  clientsQuerySchema,
  companyOptionsResponseSchema,
  linkClientCompanySchema,
  type ClientStatus,
} from '../../shared/schemas/clients';
import { apiErrorSchema } from '../../shared/schemas/common';
import { revokeAllUserSessions } from '../auth/sessions-repo';
import { badRequest, notFound } from '../errors';
import {
  getClientAccount,
  isLinkableCompany,
  listClients,
  listLinkableCompanies,
  lockClientProfile,
  setClientCompany,
  setClientStatus,
} from '../repositories/clients';
import type { Profile } from '../plugins/authenticate';
import { writeAudit } from '../repositories/audit';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema } as const;
const NO_SUCH_CLIENT = 'There is no such client account.';

/** Client accounts (Admin): list, link to a company, suspend and restore. Every change is audited. */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = app.requirePermission('accountsManagement');

  async function accountOrNotFound(id: string) {
    const account = await getClientAccount(app.db, id);
    if (!account) throw notFound(NO_SUCH_CLIENT);
    return account;
  }

  /** Run a change on a locked Client profile (404 for any other id), then answer the account. */
  async function changeClient(id: string, change: (tx: Transaction, before: Profile) => Promise<void>) {
    await app.db.transaction(async (tx) => {
      const before = await lockClientProfile(tx, id);
      if (!before) throw notFound(NO_SUCH_CLIENT);
      await change(tx, before);
    });
    return accountOrNotFound(id);
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
      const companyId = request.body.company_id;
      if (companyId && !(await isLinkableCompany(app.db, companyId))) {
        throw badRequest('Company unavailable', CLIENT_MESSAGES.companyUnavailable);
      }
      return changeClient(request.params.clientId, async (tx, before) => {
        await setClientCompany(tx, before.id, companyId);
        await writeAudit(tx, {
          actorId: request.auth!.userId,
          action: 'client.link_company',
          entityType: 'profile',
          entityId: before.id,
          before: { company_id: before.companyId },
          after: { company_id: companyId },
        });
      });
    },
  );

  /** Suspend or restore. Suspending also revokes every session, so the client's tokens fail at once. */
  function statusRoute(path: 'suspend' | 'restore', status: ClientStatus) {
    app.post(
      `/clients/:clientId/${path}`,
      { schema: { params: clientParamsSchema, response: { 200: clientAccountSchema, ...writeErrors } }, preHandler: manage },
      async (request) =>
        changeClient(request.params.clientId, async (tx, before) => {
          await setClientStatus(tx, before.id, status);
          if (status === 'suspended') await revokeAllUserSessions(tx, before.id);
          await writeAudit(tx, {
            actorId: request.auth!.userId,
            action: `client.${path}`,
            entityType: 'profile',
            entityId: before.id,
            before: { status: before.status },
            after: { status },
          });
        }),
    );
  }
  statusRoute('suspend', 'suspended');
  statusRoute('restore', 'active');
};
