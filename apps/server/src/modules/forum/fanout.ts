import { and, eq, inArray } from 'drizzle-orm';
import { postLink } from '@electrobench/contracts/forum';
import { REALTIME_NEW_NOTIFICATION, type NotificationType } from '@electrobench/contracts/notifications';
import { forumSubscriptions } from '../../db/schema/forum';
import { notifications } from '../../db/schema/notifications';
import type { Database } from '../../db/client';
import type { AfterCommit } from '../../lib/after-commit';
import type { AwardedBadge } from '../gamification/gamification-service';
import { toNotification } from '../notifications/notification-service';

type NewNotification = {
  userId: number;
  type: NotificationType;
  content: Record<string, unknown>;
  link: string | null;
};

export type PostEvent = {
  post: { id: number; authorId: number; authorName: string };
  thread: { id: number; title: string; slug: string; authorId: number };
  /** Author of the post this one answers (a quoted reply), if any. */
  repliedToAuthorId: number | null;
  mentions: { id: number }[];
  /** False for a thread's first post: nobody is replied to and nobody else is subscribed yet. */
  isReply: boolean;
};

/**
 * Who hears about a new post, each person at most once and never its author, by priority:
 * FORUM_REPLY (the thread's author and the author of the post answered), then FORUM_MENTION
 * (existing members named with @), then THREAD_SUBSCRIPTION (everyone else following the thread).
 * A member who unsubscribed from the thread gets no reply or subscription notice there; an
 * explicit @mention still reaches them.
 */
export async function planPostNotifications(tx: Database, e: PostEvent): Promise<NewNotification[]> {
  const rows = await tx
    .select({ userId: forumSubscriptions.userId, subscribed: forumSubscriptions.subscribed })
    .from(forumSubscriptions)
    .where(eq(forumSubscriptions.threadId, e.thread.id));
  const left = new Set(rows.filter((r) => !r.subscribed).map((r) => r.userId));
  const done = new Set<number>([e.post.authorId]);
  const out: NewNotification[] = [];
  const link = postLink(e.thread.id, e.thread.slug, e.post.id);
  const add = (userId: number, type: NotificationType, who: 'replier_username' | 'mentioner_username') => {
    if (done.has(userId)) return;
    done.add(userId);
    const content = { thread_id: e.thread.id, [who]: e.post.authorName, thread_title: e.thread.title };
    out.push({ userId, type, content, link });
  };
  if (e.isReply) {
    for (const target of [e.thread.authorId, e.repliedToAuthorId]) {
      if (target !== null && !left.has(target)) add(target, 'FORUM_REPLY', 'replier_username');
    }
  }
  for (const m of e.mentions) add(m.id, 'FORUM_MENTION', 'mentioner_username');
  if (e.isReply) {
    for (const r of rows) if (r.subscribed) add(r.userId, 'THREAD_SUBSCRIPTION', 'replier_username');
  }
  return out;
}

/** BADGE_AWARDED (beyond SPEC section 3, like SMD_SUBMISSION_REVIEWED) for each badge just earned. */
export const badgeNotifications = (badges: AwardedBadge[]): NewNotification[] =>
  badges.map((b) => ({
    userId: b.userId,
    type: 'BADGE_AWARDED',
    content: { badge_code: b.code, badge_name: b.name, description: b.description },
    link: '/leaderboard',
  }));

/** Inserts inside the transaction; each is pushed to its member's sockets only after COMMIT. */
export async function insertNotifications(
  tx: Database,
  after: AfterCommit,
  list: NewNotification[],
  now: Date,
): Promise<void> {
  if (list.length === 0) return;
  const rows = await tx
    .insert(notifications)
    .values(list.map((n) => ({ ...n, createdAt: now })))
    .returning();
  for (const row of rows) {
    after.publish(row.userId, { type: REALTIME_NEW_NOTIFICATION, notification: toNotification(row) });
  }
}

/** Authors and repliers follow the thread; an earlier explicit unsubscribe is kept. */
export async function autoSubscribe(tx: Database, threadId: number, userId: number): Promise<void> {
  await tx.insert(forumSubscriptions).values({ threadId, userId }).onConflictDoNothing();
}

export async function setSubscription(tx: Database, threadId: number, userId: number, subscribed: boolean) {
  await tx
    .insert(forumSubscriptions)
    .values({ threadId, userId, subscribed })
    .onConflictDoUpdate({
      target: [forumSubscriptions.threadId, forumSubscriptions.userId],
      set: { subscribed },
    });
}

export async function subscribedThreadIds(
  tx: Database,
  userId: number,
  threadIds: number[],
): Promise<Set<number>> {
  if (threadIds.length === 0) return new Set();
  const rows = await tx
    .select({ threadId: forumSubscriptions.threadId })
    .from(forumSubscriptions)
    .where(
      and(
        eq(forumSubscriptions.userId, userId),
        inArray(forumSubscriptions.threadId, threadIds),
        eq(forumSubscriptions.subscribed, true),
      ),
    );
  return new Set(rows.map((r) => r.threadId));
}
