import { and, asc, desc, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '../../shared/auth/roles';
import type { Db, Transaction } from '../db/client';
import { calendarFeeds, calendarRemovals, inspections, profiles, projects } from '../db/schema';
import { optionalPersonName } from './sql-text';

/** Whose feed: an Inspector's own visits, the whole team's for an Admin, a Client's company's. */
export interface FeedOwner {
  userId: string;
  role: Role;
  companyId: string | null;
}

const inspector = alias(profiles, 'inspector');

const visitColumns = {
  id: inspections.id,
  stage: inspections.stage,
  status: inspections.status,
  scheduledAt: inspections.scheduledAt,
  version: inspections.version,
  updatedAt: inspections.updatedAt,
  projectCode: projects.projectCode,
  projectName: projects.projectName,
  address: projects.address,
  city: projects.city,
  region: projects.region,
  inspectorName: optionalPersonName(inspector),
};

function visitQuery(db: Db) {
  return db.select(visitColumns).from(inspections).innerJoin(projects, eq(projects.id, inspections.projectId)).leftJoin(inspector, eq(inspector.id, inspections.inspectorId));
}

export type CalendarVisit = Awaited<ReturnType<ReturnType<typeof visitQuery>['execute']>>[number];

/** The same ownership filter as the client's My projects pages: their company's projects, none without one. */
function ofCompany(companyId: string | null): SQL {
  return companyId ? eq(projects.companyId, companyId) : sql`false`;
}

function liveScope(owner: FeedOwner): SQL | undefined {
  if (owner.role === 'Inspector') return eq(inspections.inspectorId, owner.userId);
  if (owner.role === 'Client') return ofCompany(owner.companyId);
  return undefined;
}

/** The visits the owner's feed shows as planned: not cancelled, scheduled in `[from, to)`. */
export async function listFeedVisits(db: Db, owner: FeedOwner, window: { from: Date; to: Date }): Promise<CalendarVisit[]> {
  return visitQuery(db)
    .where(and(liveScope(owner), ne(inspections.status, 'cancelled'), gte(inspections.scheduledAt, window.from), lt(inspections.scheduledAt, window.to)))
    .orderBy(asc(inspections.scheduledAt), asc(inspections.id));
}

/**
 * The visits that left the owner's feed since `since` and are not back in it, each with when it
 * left: an Inspector's cancelled or reassigned-away visits, every cancelled one for an Admin, the
 * company's cancelled ones for a Client.
 */
export async function listFeedRemovals(db: Db, owner: FeedOwner, since: Date): Promise<(CalendarVisit & { removedAt: Date })[]> {
  const scope =
    owner.role === 'Inspector'
      ? and(eq(calendarRemovals.inspectorId, owner.userId), or(eq(inspections.status, 'cancelled'), sql`${inspections.inspectorId} is distinct from ${owner.userId}`))
      : and(eq(calendarRemovals.reason, 'cancelled'), eq(inspections.status, 'cancelled'), owner.role === 'Client' ? ofCompany(owner.companyId) : undefined);
  const rows = await db
    .selectDistinctOn([inspections.id], { ...visitColumns, removedAt: calendarRemovals.removedAt })
    .from(calendarRemovals)
    .innerJoin(inspections, eq(inspections.id, calendarRemovals.inspectionId))
    .innerJoin(projects, eq(projects.id, inspections.projectId))
    .leftJoin(inspector, eq(inspector.id, inspections.inspectorId))
    .where(and(scope, gte(calendarRemovals.removedAt, since)))
    .orderBy(inspections.id, desc(calendarRemovals.removedAt));
  return rows.sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
}

/** One visit by id, when `scope` allows it (the single-visit download). */
export async function findCalendarVisit(db: Db, id: string, companyId?: string | null): Promise<CalendarVisit | undefined> {
  const [row] = await visitQuery(db).where(and(eq(inspections.id, id), companyId === undefined ? undefined : ofCompany(companyId)));
  return row;
}

/** Record that a visit left a feed, in the transaction of the change. */
export async function insertCalendarRemoval(tx: Transaction, values: { inspectionId: string; inspectorId: string | null; reason: 'cancelled' | 'reassigned' }): Promise<void> {
  await tx.insert(calendarRemovals).values(values);
}

export async function getCalendarFeed(db: Db, userId: string): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Set the user's feed to a new token hash (creating it, or resetting it: the old hash is gone). */
export async function upsertCalendarFeed(db: Db, userId: string, tokenHash: string): Promise<{ createdAt: Date }> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!;
}

/** The feed's owner by token hash, with what decides the feed's scope (an active user only). */
export async function findFeedOwner(db: Db, tokenHash: string): Promise<FeedOwner | undefined> {
  const [row] = await db
    .select({ userId: profiles.id, role: profiles.role, companyId: profiles.companyId, status: profiles.status })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  if (!row || row.status !== 'active') return undefined;
  return { userId: row.userId, role: row.role, companyId: row.companyId };
}

