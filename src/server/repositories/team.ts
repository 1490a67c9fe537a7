import { and, asc, count, eq, exists, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../shared/auth/roles';
import type { StaffMember, TeamQuery, UpdateStaff, Workload } from '../../shared/schemas/team';
import type { Transaction, Db } from '../db/client';
import { auditLog, authUsers, profiles, projects } from '../db/schema';
import type { Profile } from '../plugins/authenticate';
import { countInspectionsByInspector } from './inspections';
import { containsPattern, fullNameOf } from './sql-text';
import { weekIn } from '../../shared/dates';
import { providerWeek } from '../config/provider-day';

type StaffRole = (typeof STAFF_ROLES)[number];

/** Project statuses that still need an inspector's time. */
const OPEN_PROJECT_STATUSES = ['active', 'on_hold'] as const;

const NO_WORK: Workload = { open_projects: 0, inspections_this_week: 0 };

/**
 * The week (Monday 00:00 to the next Monday) that `now` falls in, in the provider's time zone
 * unless `timeZone` says another: the week the inspections screen calls "this week"
 * (docs/business-rules.md).
 */
export function weekOf(now: Date, timeZone?: string): { from: Date; to: Date } {
  return timeZone ? weekIn(timeZone, now) : providerWeek(now);
}

/** Inspections scheduled this week (not cancelled) per inspector. */
async function inspectionsThisWeek(db: Db, now: Date): Promise<Map<string, number>> {
  const { from, to } = weekOf(now);
  return countInspectionsByInspector(db, from, to);
}

/** Each person's workload: open projects they lead and inspections this week. */
export async function workloadOf(db: Db, staffIds: readonly string[], now = new Date()): Promise<Map<string, Workload>> {
  const workload = new Map<string, Workload>();
  if (staffIds.length === 0) return workload;
  const [projectCounts, inspections] = await Promise.all([
    db
      .select({ id: projects.leadInspectorId, total: count() })
      .from(projects)
      .where(and(inArray(projects.leadInspectorId, [...staffIds]), inArray(projects.status, [...OPEN_PROJECT_STATUSES])))
      .groupBy(projects.leadInspectorId),
    inspectionsThisWeek(db, now),
  ]);
  const open = new Map(projectCounts.map((row) => [row.id!, row.total]));
  for (const id of staffIds) {
    workload.set(id, { open_projects: open.get(id) ?? 0, inspections_this_week: inspections.get(id) ?? 0 });
  }
  return workload;
}

/** The audit entry of an invitation (services/team.ts) for the profile. */
const wasInvited = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.invite'), eq(auditLog.entityType, 'profile'), eq(auditLog.entityId, sql`${profiles.id}::text`))),
  );

const staffColumns = (db: Db) => ({
  profile: profiles,
  authUserId: authUsers.id,
  lastSignInAt: authUsers.lastSignInAt,
  invited: sql<boolean>`${wasInvited(db)}`.mapWith(Boolean),
});

function toStaffMember(
  row: { profile: Profile; authUserId: string | null; lastSignInAt: Date | null; invited: boolean },
  workload: Workload,
): StaffMember {
  const p = row.profile;
  return {
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    name: fullNameOf(p),
    phone: p.phone,
    role: p.role as StaffRole,
    status: p.status,
    home_base: p.homeBase,
    regions: p.regions,
    workload,
    // Pending only for an account an Admin invited whose holder has not signed in since (the
    // invitation link signs them in). An account made otherwise (the demo's, a client given a
    // staff role, any account with a hosted Supabase, which has no auth_users row) is not an
    // invitation, signed in yet or not.
    invitation_pending: row.invited && row.authUserId !== null && row.lastSignInAt === null,
    created_at: p.createdAt.toISOString(),
  };
}

function staffQuery(db: Db) {
  return db.select(staffColumns(db)).from(profiles).leftJoin(authUsers, eq(authUsers.id, profiles.id));
}

/** The staff (Admins and Inspectors), by last name, with their workload. */
export async function listStaff(db: Db, query: TeamQuery): Promise<StaffMember[]> {
  const search = containsPattern(query.search);
  const rows = await staffQuery(db)
    .where(
      and(
        inArray(profiles.role, query.role ? [query.role] : [...STAFF_ROLES]),
        query.region ? sql`${query.region} = any(${profiles.regions})` : undefined,
        search
          ? or(ilike(profiles.firstName, search), ilike(profiles.lastName, search), ilike(profiles.email, search))
          : undefined,
      ),
    )
    .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.email));
  const workload = await workloadOf(
    db,
    rows.map((row) => row.profile.id),
  );
  return rows.map((row) => toStaffMember(row, workload.get(row.profile.id) ?? NO_WORK));
}

export async function getStaffMember(db: Db, id: string): Promise<StaffMember | undefined> {
  const [row] = await staffQuery(db).where(and(eq(profiles.id, id), inArray(profiles.role, [...STAFF_ROLES])));
  if (!row) return undefined;
  const workload = await workloadOf(db, [id]);
  return toStaffMember(row, workload.get(id) ?? NO_WORK);
}

/** The profile columns an Admin sets for a staff member. */
export function staffProfileValues(input: UpdateStaff) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone ? input.phone : null,
    role: input.role,
    homeBase: input.home_base ? input.home_base : null,
    regions: input.regions,
  };
}

export async function insertStaffProfile(tx: Transaction, id: string, email: string, input: UpdateStaff): Promise<Profile> {
  const [row] = await tx
    .insert(profiles)
    .values({ id, email, ...staffProfileValues(input) })
    .returning();
  return row!;
}

/** Lock a staff profile for an update (undefined when the id is not staff). */
export async function lockStaffProfile(tx: Transaction, id: string): Promise<Profile | undefined> {
  const [row] = await tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), inArray(profiles.role, [...STAFF_ROLES])))
    .for('update');
  return row;
}

export async function updateStaffProfile(tx: Transaction, id: string, input: UpdateStaff): Promise<Profile> {
  const [row] = await tx
    .update(profiles)
    .set({ ...staffProfileValues(input), version: sql`${profiles.version} + 1`, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return row!;
}

/** Whether any profile already uses this e-mail (case-insensitive). */
export async function profileEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(isNotNull(profiles.email), sql`lower(${profiles.email}) = ${email.trim().toLowerCase()}`));
  return row !== undefined;
}

/** The audit view of a staff profile. */
export const staffAuditState = (profile: Profile) => ({
  role: profile.role,
  first_name: profile.firstName,
  last_name: profile.lastName,
  phone: profile.phone,
  home_base: profile.homeBase,
  regions: profile.regions,
});
