import type { Profile, ProfileUpdate } from '../../shared/schemas/profile';
import type { Database } from '../db/client';
import { notFound, VersionConflictError } from '../errors';
import { toProfileResponse, updateProfileAtVersion, type ProfileChanges } from '../repositories/profiles';

/**
 * The caller's edit of their own profile at the version they read (one statement: no transaction
 * needed); 409 with the stored profile when it has changed since. An empty phone clears it.
 */
export async function updateOwnProfile(db: Database, userId: string, body: ProfileUpdate): Promise<Profile> {
  const { first_name, last_name, phone, notification_prefs, version } = body;
  const changes: ProfileChanges = {
    firstName: first_name,
    lastName: last_name,
    phone: phone === undefined ? undefined : phone || null,
    notificationPrefs: notification_prefs,
  };
  const result = await updateProfileAtVersion(db, userId, version, changes);
  if (result.kind === 'not_found') throw notFound('Your profile does not exist. Sign in again.');
  if (result.kind === 'conflict') {
    throw new VersionConflictError(
      toProfileResponse(result.current),
      'Your profile was changed elsewhere after you loaded it. Compare the current version with yours and save again.',
    );
  }
  return toProfileResponse(result.profile);
}
