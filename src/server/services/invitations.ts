import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_TOKEN_TTL_MS } from '../auth/constants';
import { invitationEmail } from '../auth/emails';
import { createOneTimeToken } from '../auth/one-time-tokens-repo';
import { hashPassword } from '../auth/passwords';
import { verifyLink } from '../auth/redirects';
import { newOpaqueToken } from '../auth/tokens';
import { findUserByEmail, insertUser, isUniqueViolation, normalizeEmail } from '../auth/users-repo';
import type { AppConfig } from '../config/env';
import type { Database, Transaction } from '../db/client';
import { HttpError } from '../errors';
import type { Profile } from '../plugins/authenticate';
import { writeAudit } from '../repositories/audit';
import { fullNameOf } from '../repositories/sql-text';
import { insertStaffProfile, profileEmailTaken, staffAuditState } from '../repositories/team';
import type { Mailer } from './mail';
import { TEAM_MESSAGES, type CreateStaff } from '../../shared/schemas/team';

export interface InvitationDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const emailTaken = () => new HttpError(409, 'email_taken', 'E-mail already in use', TEAM_MESSAGES.emailTaken);

/**
 * Invitations create the account in the embedded auth (auth_users), so they need it. A hosted
 * Supabase project would need its service-role key (auth.admin.inviteUserByEmail), which this
 * server never holds; there the person signs up and an Admin gives the role afterwards, so the
 * route answers 501 with that explanation.
 */
export function requireEmbeddedAuth(config: AppConfig) {
  if (config.authMode !== 'embedded') {
    throw new HttpError(501, 'invitations_unavailable', 'Invitations are not available', TEAM_MESSAGES.hostedAuth);
  }
}

/** A new set-password link for the user (earlier unused links stop working), inside `tx`. */
async function invitationToken(tx: Transaction, config: AppConfig, userId: string) {
  const redirectTo = `${config.publicUrl}/`;
  const token = await createOneTimeToken(tx, { userId, kind: 'recovery', redirectTo, ttlMs: INVITATION_TOKEN_TTL_MS });
  // A recovery link: following it signs the person in and the app opens the set-password dialog.
  return verifyLink(config.authUrl, token, 'recovery', redirectTo);
}

/** Send the invitation; answers whether it left (a failure is logged and in the e-mail log). */
async function sendInvitation(deps: InvitationDeps, profile: Profile, link: string): Promise<boolean> {
  const mail = {
    ...invitationEmail({
      to: profile.email,
      link,
      providerName: deps.config.PROVIDER_NAME,
      name: fullNameOf(profile),
      role: profile.role,
    }),
    entityType: 'profile',
    entityId: profile.id,
  };
  return deps.mailer.send(mail).then(
    () => true,
    (error: unknown) => {
      deps.log.error({ err: error }, 'staff invitation e-mail failed');
      return false;
    },
  );
}

/**
 * Create a staff member: the auth user (confirmed, with an unguessable password nobody knows),
 * the profile and the audit entry in one transaction, then e-mail the set-password link.
 * The e-mail is sent after commit; a failed send is logged, reported as `invitationSent: false`
 * and the Admin can send the invitation again.
 */
export async function inviteStaff(
  deps: InvitationDeps,
  actorId: string,
  input: CreateStaff,
): Promise<{ profile: Profile; invitationSent: boolean }> {
  requireEmbeddedAuth(deps.config);
  const email = normalizeEmail(input.email);
  if ((await findUserByEmail(deps.db, email)) || (await profileEmailTaken(deps.db, email))) throw emailTaken();
  const encryptedPassword = await hashPassword(newOpaqueToken());
  let created: { profile: Profile; link: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        encryptedPassword,
        userMetadata: { first_name: input.first_name, last_name: input.last_name },
        confirmed: true,
      });
      const profile = await insertStaffProfile(tx, user.id, user.email, input);
      await writeAudit(tx, {
        actorId,
        action: 'team.invite',
        entityType: 'profile',
        entityId: profile.id,
        after: { email: profile.email, ...staffAuditState(profile) },
      });
      return { profile, link: await invitationToken(tx, deps.config, user.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { profile: created.profile, invitationSent: await sendInvitation(deps, created.profile, created.link) };
}

/** Send a staff member a new invitation (the older link stops working); answers whether it left. */
export async function resendInvitation(deps: InvitationDeps, actorId: string, profile: Profile): Promise<boolean> {
  requireEmbeddedAuth(deps.config);
  const link = await deps.db.transaction(async (tx) => {
    await writeAudit(tx, { actorId, action: 'team.invite_resend', entityType: 'profile', entityId: profile.id });
    return invitationToken(tx, deps.config, profile.id);
  });
  return sendInvitation(deps, profile, link);
}
