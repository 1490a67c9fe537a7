import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import {
  createStaffSchema,
  invitedStaffResponseSchema,
  staffMemberSchema,
  staffParamsSchema,
  teamListResponseSchema,
  teamQuerySchema,
  updateStaffSchema,
} from '../../shared/schemas/team';
import { notFound } from '../errors';
import { findProfile } from '../repositories/profiles';
import { getStaffMember, listStaff } from '../repositories/team';
import { inviteStaff, resendInvitation, updateStaffMember, type InvitationDeps } from '../services/team';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 501: apiErrorSchema } as const;
const NO_SUCH_MEMBER = 'There is no such staff member.';

/** The staff list and profiles (staff), invitations and edits (Admin). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = app.requirePermission('teamManage');
  const deps = (): InvitationDeps => ({ db: app.db, config: app.config });

  async function memberOrNotFound(id: string) {
    const member = await getStaffMember(app.db, id);
    if (!member) throw notFound(NO_SUCH_MEMBER);
    return member;
  }

  app.get(
    '/team',
    {
      schema: { querystring: teamQuerySchema, response: { 200: teamListResponseSchema, ...errors } },
      preHandler: app.requirePermission('staffArea'),
    },
    async (request) => ({ data: await listStaff(app.db, request.query) }),
  );

  app.get(
    '/team/:employeeId',
    {
      schema: { params: staffParamsSchema, response: { 200: staffMemberSchema, 404: apiErrorSchema, ...errors } },
      preHandler: app.requirePermission('staffArea'),
    },
    async (request) => memberOrNotFound(request.params.employeeId),
  );

  app.post(
    '/team',
    { schema: { body: createStaffSchema, response: { 201: invitedStaffResponseSchema, ...writeErrors } }, preHandler: manage },
    async (request, reply) => {
      const { profile, invitationQueued } = await inviteStaff(deps(), request.auth!.userId, request.body);
      return reply.status(201).send({ member: await memberOrNotFound(profile.id), invitation_queued: invitationQueued });
    },
  );

  app.patch(
    '/team/:employeeId',
    {
      schema: { params: staffParamsSchema, body: updateStaffSchema, response: { 200: staffMemberSchema, ...writeErrors } },
      preHandler: manage,
    },
    async (request) => {
      const id = request.params.employeeId;
      if (!(await updateStaffMember(app.db, request.auth!.userId, id, request.body))) throw notFound(NO_SUCH_MEMBER);
      return memberOrNotFound(id);
    },
  );

  app.post(
    '/team/:employeeId/invitation',
    {
      schema: { params: staffParamsSchema, response: { 200: invitedStaffResponseSchema, ...writeErrors } },
      preHandler: manage,
    },
    async (request) => {
      const member = await memberOrNotFound(request.params.employeeId);
      const profile = (await findProfile(app.db, member.id))!;
      const queued = await resendInvitation(deps(), request.auth!.userId, profile);
      return { member, invitation_queued: queued };
    },
  );
};
