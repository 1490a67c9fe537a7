import { storedBusinessSettings, type BusinessSettings, type BusinessSettingsUpdate } from '../../shared/schemas/business-settings';
import { setChosenProviderTimeZone } from '../config/provider-day';
import type { Database } from '../db/client';
import { VersionConflictError } from '../errors';
import { writeAudit } from '../repositories/audit';
import { saveBusinessSettings } from '../repositories/settings';

/**
 * Replace the business settings at the version the Admin read, audited with the values before and
 * after, in one transaction; 409 with the stored settings when they have changed since. A new
 * provider time zone moves "today" for every due date, queue and report (docs/business-rules.md).
 */
export async function updateBusinessSettings(db: Database, input: { actorId: string; body: BusinessSettingsUpdate }): Promise<BusinessSettings> {
  const { version, ...typed } = input.body;
  const saved = await db.transaction(async (tx) => {
    const result = await saveBusinessSettings(tx, storedBusinessSettings(typed), version);
    if (result.kind === 'conflict') {
      throw new VersionConflictError(
        result.current,
        'The business settings were changed elsewhere after you loaded them. Compare the current values with yours and save again.',
      );
    }
    await writeAudit(tx, { actorId: input.actorId, action: 'settings.update', entityType: 'settings', entityId: 'business', before: result.before, after: result.after });
    return result.after;
  });
  // This process counts days in the new zone from the next request on; the others when the
  // database notifies the write (plugins/provider-settings.ts).
  if (typed.provider_time_zone !== undefined) setChosenProviderTimeZone(saved.provider_time_zone);
  return saved;
}
