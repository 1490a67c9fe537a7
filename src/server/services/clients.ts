import { CLIENT_MESSAGES, type ClientStatus } from '../../shared/schemas/clients';
import type { Database, Transaction } from '../db/client';
import { revokeAllUserSessions } from '../auth/sessions-repo';
import { deleteUserPushSubscriptions } from '../repositories/push';
import { badRequest, notFound } from '../errors';
import type { Profile } from '../plugins/authenticate';
import { writeAudit } from '../repositories/audit';
import { isLinkableCompany, lockClientProfile, setClientCompany, setClientStatus } from '../repositories/clients';

export const NO_SUCH_CLIENT = 'There is no such client account.';

/** Run a change on a locked Client profile in one transaction (404 for any other id). */
async function changeClient(db: Database, clientId: string, change: (tx: Transaction, before: Profile) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockClientProfile(tx, clientId);
    if (!before) throw notFound(NO_SUCH_CLIENT);
    await change(tx, before);
  });
}

/** Link a Client to a company (or to none), audited; the company must exist and not be archived. */
export async function linkClientCompany(db: Database, input: { actorId: string; clientId: string; companyId: string | null }): Promise<void> {
  const { actorId, companyId } = input;
  if (companyId && !(await isLinkableCompany(db, companyId))) throw badRequest('Company unavailable', CLIENT_MESSAGES.companyUnavailable);
  await changeClient(db, input.clientId, async (tx, before) => {
    await setClientCompany(tx, before.id, companyId);
    await writeAudit(tx, { actorId, action: 'client.link_company', entityType: 'profile', entityId: before.id, before: { company_id: before.companyId }, after: { company_id: companyId } });
  });
}

/**
 * Suspend or restore a Client, audited as `client.<action>`. Suspending also revokes every
 * session in the same transaction, so the client's tokens fail at once.
 */
export async function setClientAccountStatus(db: Database, input: { actorId: string; clientId: string; action: 'suspend' | 'restore'; status: ClientStatus }): Promise<void> {
  const { actorId, action, status } = input;
  await changeClient(db, input.clientId, async (tx, before) => {
    await setClientStatus(tx, before.id, status);
    if (status === 'suspended') {
      await revokeAllUserSessions(tx, before.id);
      await deleteUserPushSubscriptions(tx, before.id);
    }
    await writeAudit(tx, { actorId, action: `client.${action}`, entityType: 'profile', entityId: before.id, before: { status: before.status }, after: { status } });
  });
}
