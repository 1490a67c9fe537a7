import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../shared/auth/roles';
import { MESSAGE_EMAIL_PREF, type Message, type MessageSide, type ThreadDetail, type ThreadSummary, type ThreadsQuery } from '../../shared/schemas/messages';
import type { Transaction, Db } from '../db/client';
import { companies, messageReads, messages, messageThreads, profiles, projects, requests } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import { containsPattern, personName } from './sql-text';
import { listMessageUploads } from './uploads';

export type ThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The side a role writes for: Admins for the provider's office, Clients for their company. */
export const sideOf = (role: Role): MessageSide => (role === 'Client' ? 'client' : 'provider');
const otherSide = (side: MessageSide): MessageSide => (side === 'client' ? 'provider' : 'client');

/** The ownership filter of every read: a Client sees their company's threads only (none without a company). */
export function visibleThreads(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'Client') return undefined;
  return viewer.companyId ? eq(messageThreads.companyId, viewer.companyId) : sql`false`;
}

/** A message of `messages` the viewer has not read: written by the other side, no read row of theirs. */
const unreadBy = (viewer: Viewer): SQL =>
  and(
    eq(messages.side, otherSide(sideOf(viewer.role))),
    sql`not exists (select 1 from ${messageReads} where ${messageReads.messageId} = ${messages.id} and ${messageReads.userId} = ${viewer.userId})`,
  )!;

/** How many messages of the other side, in the threads the viewer may see, they have not read. */
export async function countUnreadMessages(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(visibleThreads(viewer), unreadBy(viewer)));
  return row?.count ?? 0;
}

const displayName = personName(profiles);

function summaryColumns(viewer: Viewer) {
  const other = otherSide(sideOf(viewer.role));
  return {
    thread: messageThreads,
    companyName: companies.name,
    projectCode: projects.projectCode,
    projectName: projects.projectName,
    requestNo: requests.requestNo,
    messageCount: sql<number>`(select count(*)::int from ${messages} where ${messages.threadId} = ${messageThreads.id})`,
    unreadCount: sql<number>`(select count(*)::int from ${messages} where ${messages.threadId} = ${messageThreads.id} and ${messages.side} = ${other}
      and not exists (select 1 from ${messageReads} where ${messageReads.messageId} = ${messages.id} and ${messageReads.userId} = ${viewer.userId}))`,
    lastBody: sql<string>`coalesce((select ${messages.body} from ${messages} where ${messages.threadId} = ${messageThreads.id} order by ${messages.createdAt} desc limit 1), '')`,
    lastAuthorName: sql<string | null>`(select ${displayName} from ${messages} join ${profiles} on ${profiles.id} = ${messages.authorId}
      where ${messages.threadId} = ${messageThreads.id} order by ${messages.createdAt} desc limit 1)`,
  };
}

function baseQuery(db: Db, viewer: Viewer) {
  return db
    .select(summaryColumns(viewer))
    .from(messageThreads)
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .leftJoin(projects, eq(projects.id, messageThreads.projectId))
    .leftJoin(requests, eq(requests.id, messageThreads.requestId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const PREVIEW_LENGTH = 160;
const preview = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
};

function toSummary(row: SummaryRow): ThreadSummary {
  const t = row.thread;
  return {
    id: t.id,
    subject: t.subject,
    company_id: t.companyId,
    company_name: row.companyName,
    project_id: t.projectId,
    project_code: row.projectCode,
    project_name: row.projectName,
    request_id: t.requestId,
    request_no: row.requestNo,
    message_count: row.messageCount,
    unread_count: row.unreadCount,
    last_message_at: t.lastMessageAt.toISOString(),
    last_author_name: row.lastAuthorName,
    last_message_preview: preview(row.lastBody),
    created_at: t.createdAt.toISOString(),
  };
}

/** A page of the threads the viewer may see: unread first, then the latest conversation first. */
export async function listThreads(db: Db, viewer: Viewer, query: ThreadsQuery): Promise<{ rows: ThreadSummary[]; total: number }> {
  const search = containsPattern(query.search);
  const where = and(
    visibleThreads(viewer),
    query.project_id ? eq(messageThreads.projectId, query.project_id) : undefined,
    search
      ? or(ilike(messageThreads.subject, search), ilike(companies.name, search), ilike(projects.projectCode, search), ilike(projects.projectName, search), ilike(requests.requestNo, search))
      : undefined,
  );
  const columns = summaryColumns(viewer);
  const [rows, [totalRow]] = await Promise.all([
    baseQuery(db, viewer)
      .where(where)
      .orderBy(sql`${columns.unreadCount} > 0 desc`, desc(messageThreads.lastMessageAt), desc(messageThreads.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(messageThreads)
      .innerJoin(companies, eq(companies.id, messageThreads.companyId))
      .leftJoin(projects, eq(projects.id, messageThreads.projectId))
      .leftJoin(requests, eq(requests.id, messageThreads.requestId))
      .where(where),
  ]);
  return { rows: rows.map(toSummary), total: totalRow?.total ?? 0 };
}

/** The thread with its messages (oldest first), or undefined when it does not exist or the viewer may not see it. */
export async function getThreadDetail(db: Db, viewer: Viewer, id: string): Promise<ThreadDetail | undefined> {
  const [row] = await baseQuery(db, viewer).where(and(eq(messageThreads.id, id), visibleThreads(viewer)));
  if (!row) return undefined;
  const other = otherSide(sideOf(viewer.role));
  const rows = await db
    .select({
      message: messages,
      authorName: sql<string>`coalesce(${displayName}, 'Former user')`,
      read: sql<boolean>`exists (select 1 from ${messageReads} where ${messageReads.messageId} = ${messages.id} and ${messageReads.userId} = ${viewer.userId})`,
    })
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.authorId))
    .where(eq(messages.threadId, id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const files = await listMessageUploads(
    db,
    rows.map((item) => item.message.id),
  );
  const list: Message[] = rows.map(({ message, authorName, read }) => ({
    id: message.id,
    thread_id: message.threadId,
    side: message.side,
    author_id: message.authorId,
    author_name: authorName,
    body: message.body,
    created_at: message.createdAt.toISOString(),
    unread: message.side === other && !read,
    attachments: files.get(message.id) ?? [],
  }));
  return { ...toSummary(row), messages: list };
}

/** The thread when the viewer may see it (for writes: another company's thread is "not found"). */
export async function findVisibleThread(db: Db, viewer: Viewer, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.id, id), visibleThreads(viewer)));
  return row;
}

export async function insertThread(
  tx: Transaction,
  input: { companyId: string; projectId: string | null; requestId: string | null; subject: string; createdBy: string },
): Promise<ThreadRow> {
  const [row] = await tx.insert(messageThreads).values(input).returning();
  return row!;
}

/** Add a message and move the thread's last_message_at to it. */
export async function insertMessage(tx: Transaction, input: { threadId: string; authorId: string; side: MessageSide; body: string }): Promise<MessageRow> {
  // The wall clock, not now() (the transaction's start): two messages of one transaction keep their order.
  const [row] = await tx
    .insert(messages)
    .values({ ...input, createdAt: sql`clock_timestamp()` })
    .returning();
  await tx.update(messageThreads).set({ lastMessageAt: row!.createdAt }).where(eq(messageThreads.id, input.threadId));
  return row!;
}

/** Mark every message of the other side in the thread read for the viewer; answers how many were unread. */
export async function markThreadRead(db: Db, viewer: Viewer, threadId: string): Promise<number> {
  const unread = db
    .select({ messageId: messages.id, userId: sql`${viewer.userId}::uuid`.as('user_id'), readAt: sql`now()`.as('read_at') })
    .from(messages)
    .where(and(eq(messages.threadId, threadId), unreadBy(viewer)));
  const marked = await db.insert(messageReads).select(unread).onConflictDoNothing().returning({ messageId: messageReads.messageId });
  return marked.length;
}

/** The company's project or request, when it is one of the company's; undefined otherwise. */
export async function belongsToCompany(db: Db, companyId: string, link: { projectId: string } | { requestId: string }): Promise<boolean> {
  const [row] =
    'projectId' in link
      ? await db.select({ id: projects.id }).from(projects).where(and(eq(projects.id, link.projectId), eq(projects.companyId, companyId)))
      : await db.select({ id: requests.id }).from(requests).where(and(eq(requests.id, link.requestId), eq(requests.companyId, companyId)));
  return row !== undefined;
}

export async function findCompanyName(db: Db, companyId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}

export interface MessageRecipient {
  email: string;
  name: string;
}

/**
 * Who hears of a new message by e-mail: the other side's active people (every Admin for a client's
 * message, the company's Client contacts for the office's), except those who turned the e-mail off.
 */
export async function listMessageRecipients(db: Db, input: { side: MessageSide; companyId: string; exceptUserId: string }): Promise<MessageRecipient[]> {
  const readers = input.side === 'client' ? eq(profiles.role, 'Admin') : and(eq(profiles.role, 'Client'), eq(profiles.companyId, input.companyId));
  const wantsEmail = sql`coalesce((${profiles.notificationPrefs} ->> ${MESSAGE_EMAIL_PREF})::boolean, true)`;
  const rows = await db
    .select({ id: profiles.id, email: profiles.email, name: displayName })
    .from(profiles)
    .where(and(readers, eq(profiles.status, 'active'), wantsEmail))
    .orderBy(asc(profiles.email));
  return rows.filter((row) => row.id !== input.exceptUserId).map(({ email, name }) => ({ email, name }));
}
