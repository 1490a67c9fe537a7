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
import { insertStaffProfile, lockStaffProfile, profileEmailTaken, staffAuditState, updateStaffProfile } from '../repositories/team';
import { enqueueMail } from './outbox';
import { TEAM_MESSAGES, type CreateStaff, type UpdateStaff } from '../../shared/schemas/team';

export interface InvitationDeps {
  db: Database;
  config: AppConfig;
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

/** Enqueue the invitation e-mail in `tx`. */
async function enqueueInvitation(tx: Transaction, config: AppConfig, profile: Profile, link: string): Promise<void> {
  await enqueueMail(tx, {
    ...invitationEmail({ to: profile.email, link, providerName: config.PROVIDER_NAME, name: fullNameOf(profile), role: profile.role }),
    entityType: 'profile',
    entityId: profile.id,
  });
}

/**
 * Create a staff member: the auth user (confirmed, with an unguessable password nobody knows),
 * the profile, the audit entry and the set-password e-mail in one transaction. The outbox sends
 * the e-mail after the commit and retries it (docs/architecture.md), so `invitationQueued` answers
 * that it is on its way; the Admin can still send a new invitation.
 */
export async function inviteStaff(
  deps: InvitationDeps,
  actorId: string,
  input: CreateStaff,
): Promise<{ profile: Profile; invitationQueued: boolean }> {
  requireEmbeddedAuth(deps.config);
  const email = normalizeEmail(input.email);
  if ((await findUserByEmail(deps.db, email)) || (await profileEmailTaken(deps.db, email))) throw emailTaken();
  const encryptedPassword = await hashPassword(newOpaqueToken());
  try {
    const profile = await deps.db.transaction(async (tx) => {
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
      await enqueueInvitation(tx, deps.config, profile, await invitationToken(tx, deps.config, user.id));
      return profile;
    });
    return { profile, invitationQueued: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Send a staff member a new invitation (the older link stops working); answers that it is on its way. */
export async function resendInvitation(deps: InvitationDeps, actorId: string, profile: Profile): Promise<boolean> {
  requireEmbeddedAuth(deps.config);
  await deps.db.transaction(async (tx) => {
    await writeAudit(tx, { actorId, action: 'team.invite_resend', entityType: 'profile', entityId: profile.id });
    await enqueueInvitation(tx, deps.config, profile, await invitationToken(tx, deps.config, profile.id));
  });
  return true;
}

/**
 * An Admin's edit of a staff member's profile, audited as a role change when the role changed.
 * False when there is no such staff member (nothing written).
 */
export async function updateStaffMember(db: Database, actorId: string, id: string, changes: UpdateStaff): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockStaffProfile(tx, id);
    if (!before) return false;
    const after = await updateStaffProfile(tx, id, changes);
    await writeAudit(tx, {
      actorId,
      action: before.role === after.role ? 'team.update' : 'team.role_change',
      entityType: 'profile',
      entityId: id,
      before: staffAuditState(before),
      after: staffAuditState(after),
    });
    return true;
  });
}
