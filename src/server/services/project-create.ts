import { and, eq, inArray } from 'drizzle-orm';
import type { Region } from '../../shared/schemas/common-values';
import type { Db, Transaction } from '../db/client';
import { profiles } from '../db/schema';
import { badRequest, HttpError, postgresError } from '../errors';
import { allocateProjectCode, insertProject, type NewProjectRow, type ProjectRow } from '../repositories/projects';

/** True when `error` (or what it wraps: drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = postgresError(error);
  return cause?.code === '23505' && cause.constraint === constraint;
}

/** An active staff member who can inspect (role Inspector or Admin), or 400. */
export async function requireInspector(db: Db, id: string) {
  const [inspector] = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.id, id), inArray(profiles.role, ['Inspector', 'Admin']), eq(profiles.status, 'active')));
  if (!inspector) throw badRequest('Unknown inspector', 'Choose an active inspector from the team.');
  return inspector;
}

/**
 * Allocate the region's next project code (the counters table) and insert the project with it,
 * inside the caller's transaction: both the request conversion and a project created by an Admin
 * go through here. A code already taken (e.g. a project inserted by hand) answers 409 and rolls back.
 */
export async function insertProjectWithNextCode(
  tx: Transaction,
  region: Region,
  values: Omit<NewProjectRow, 'projectCode' | 'region'>,
  now?: Date,
): Promise<ProjectRow> {
  const projectCode = await allocateProjectCode(tx, region, now);
  try {
    return await insertProject(tx, { ...values, projectCode, region });
  } catch (error) {
    if (isUniqueViolation(error, 'projects_project_code_key')) {
      throw new HttpError(
        409,
        'project_code_taken',
        'Project code already in use',
        `The next project code, ${projectCode}, is already used by another project. Nothing was saved; check the project codes of ${region} and try again.`,
      );
    }
    throw error;
  }
}
