import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_ACTIVITY_DAYS,
  DASHBOARD_RECENT,
  DASHBOARD_WEEK_DAYS,
  type AdminDashboard,
} from '@electrobench/contracts/admin-dashboard';
import type { TicketStatus } from '@electrobench/contracts/tickets';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { forumPosts, forumThreads } from '../../db/schema/forum';
import { smdSubmissions } from '../../db/schema/smd-submissions';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { isCountedMember } from '../users/policy';
import { activityDays, activityStart, type DayCount } from './activity-days';

const livePost = eq(forumPosts.isDeleted, false);

/**
 * Rows per UTC day since `start`. Each caller's condition matches a partial index on created_at
 * (users_member_created_idx, forum_posts_live_created_idx, tickets_created_idx), so the range scan
 * reads 30 days of rows, not the table.
 */
async function perDay(
  db: Database,
  table: typeof users | typeof forumPosts | typeof tickets,
  start: Date,
  where?: SQL,
): Promise<DayCount[]> {
  const day = sql<string>`to_char(${table.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, n: count() })
    .from(table)
    .where(and(gte(table.createdAt, start), where))
    .groupBy(day);
}

async function countOf(db: Database, table: typeof forumThreads | typeof forumPosts, where?: SQL) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Everything the /admin page shows, in one answer. */
export async function dashboard(ctx: AppContext): Promise<AdminDashboard> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const weekAgo = new Date(now.getTime() - DASHBOARD_WEEK_DAYS * 86_400_000);
  const start = activityStart(now, DASHBOARD_ACTIVITY_DAYS);
  const [members, threads, posts, openTickets, pending, recentTickets, recentSubmissions, ...days] =
    await Promise.all([
      db
        .select({
          total: count(),
          week: sql<number>`count(*) FILTER (WHERE ${users.createdAt} >= ${weekAgo})::int`,
        })
        .from(users)
        .where(isCountedMember()),
      countOf(db, forumThreads),
      countOf(db, forumPosts, livePost),
      db.select({ n: count() }).from(tickets).where(eq(tickets.status, 'open')),
      db.select({ n: count() }).from(smdSubmissions).where(eq(smdSubmissions.status, 'pending')),
      db
        .select({
          id: tickets.id,
          title: tickets.title,
          status: tickets.status,
          createdAt: tickets.createdAt,
        })
        .from(tickets)
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
        .limit(DASHBOARD_RECENT),
      db
        .select({
          id: smdSubmissions.id,
          code: smdSubmissions.code,
          partNumber: smdSubmissions.partNumber,
          username: users.username,
          createdAt: smdSubmissions.createdAt,
        })
        .from(smdSubmissions)
        .innerJoin(users, eq(users.id, smdSubmissions.submitterId))
        .where(eq(smdSubmissions.status, 'pending'))
        .orderBy(desc(smdSubmissions.createdAt), desc(smdSubmissions.id))
        .limit(DASHBOARD_RECENT),
      perDay(db, users, start, isCountedMember()),
      perDay(db, forumPosts, start, livePost),
      perDay(db, tickets, start),
    ]);
  const [signups = [], postDays = [], ticketDays = []] = days;
  return {
    members: { total: members[0]?.total ?? 0, new_this_week: members[0]?.week ?? 0 },
    forum: { threads, posts },
    tickets: { open: openTickets[0]?.n ?? 0 },
    submissions: { pending: pending[0]?.n ?? 0 },
    recent_tickets: recentTickets.map((t) => ({
      id: t.id,
      title: t.title,
      status: t.status as TicketStatus,
      created_at: t.createdAt.toISOString(),
    })),
    pending_submissions: recentSubmissions.map((s) => ({
      id: s.id,
      code: s.code,
      part_number: s.partNumber,
      submitter_username: s.username,
      created_at: s.createdAt.toISOString(),
    })),
    activity: activityDays(start, DASHBOARD_ACTIVITY_DAYS, {
      signups,
      posts: postDays,
      tickets: ticketDays,
    }),
  };
}
