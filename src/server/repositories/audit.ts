import type { Transaction } from '../db/client';
import { auditLog } from '../db/schema';

/** One audit log row; written in the same transaction as the change it records. */
export async function writeAudit(
  tx: Transaction,
  input: { actorId: string | null; action: string; entityType: string; entityId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: input.actorId,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}
