import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gamificationTotals, pointsLedger } from '../../db/schema/gamification';
import { totalsDelta, type AwardTarget, type TotalsDelta } from './rules';

export type TotalsRow = typeof gamificationTotals.$inferSelect;

type Standing = {
  key: string;
  userId: number;
  reason: string;
  sourceType: string;
  sourceId: number;
  net: number;
  lastSeq: number;
};

/** The current net and last row number of each award matching `where` (one index range each). */
async function standings(tx: Database, where: SQL | undefined): Promise<Standing[]> {
  return tx
    .select({
      key: pointsLedger.awardKey,
      userId: sql<number>`min(${pointsLedger.userId})`.mapWith(Number),
      reason: sql<string>`min(${pointsLedger.reason})`,
      sourceType: sql<string>`min(${pointsLedger.sourceType})`,
      sourceId: sql<number>`min(${pointsLedger.sourceId})`.mapWith(Number),
      net: sql<number>`sum(${pointsLedger.points})`.mapWith(Number),
      lastSeq: sql<number>`max(${pointsLedger.seq})`.mapWith(Number),
    })
    .from(pointsLedger)
    .where(where)
    .groupBy(pointsLedger.awardKey);
}

/** Serialises concurrent changes of the same awards; PostgreSQL READ COMMITTED then sees the
 * other writer's rows. Sorted so two events touching the same awards cannot deadlock. */
async function lockAwards(tx: Database, keys: string[]) {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return;
  const list = sql.join(
    sorted.map((k) => sql`${k}`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(array[${list}]::text[]) as k`);
}

type Change = {
  key: string;
  userId: number;
  reason: string;
  sourceType: string;
  sourceId: number;
  actorId: number | null;
  before: number;
  after: number;
  seq: number;
};

/** Writes the ledger rows and moves the totals; returns the new totals of members who gained. */
async function writeChanges(tx: Database, changes: Change[]): Promise<TotalsRow[]> {
  const real = changes.filter((c) => c.after !== c.before);
  if (real.length === 0) return [];
  await tx.insert(pointsLedger).values(
    real.map((c) => ({
      userId: c.userId,
      points: c.after - c.before,
      reason: c.reason,
      sourceType: c.sourceType,
      sourceId: c.sourceId,
      actorId: c.actorId,
      awardKey: c.key,
      seq: c.seq,
    })),
  );
  const perUser = new Map<number, TotalsDelta>();
  for (const c of real) {
    const d = totalsDelta(c.reason, c.before, c.after);
    const sum = perUser.get(c.userId) ?? { points: 0, posts: 0, threads: 0, accepted: 0 };
    perUser.set(c.userId, {
      points: sum.points + d.points,
      posts: sum.posts + d.posts,
      threads: sum.threads + d.threads,
      accepted: sum.accepted + d.accepted,
    });
  }
  const gained: TotalsRow[] = [];
  // In user order so that two events moving the same members lock their rows in the same order.
  for (const [userId, d] of [...perUser].sort((a, b) => a[0] - b[0])) {
    const [row] = await tx
      .insert(gamificationTotals)
      .values({ userId, ...d })
      .onConflictDoUpdate({
        target: gamificationTotals.userId,
        set: {
          points: sql`${gamificationTotals.points} + ${d.points}`,
          posts: sql`${gamificationTotals.posts} + ${d.posts}`,
          threads: sql`${gamificationTotals.threads} + ${d.threads}`,
          accepted: sql`${gamificationTotals.accepted} + ${d.accepted}`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (row && (d.points > 0 || d.posts > 0 || d.threads > 0 || d.accepted > 0)) gained.push(row);
  }
  return gained;
}

/**
 * Brings each award to the worth the forum state gives it now, writing only the difference: an
 * award already standing is not granted twice, a withdrawn one is taken back once.
 */
export async function applyTargets(tx: Database, targets: AwardTarget[]): Promise<TotalsRow[]> {
  if (targets.length === 0) return [];
  await lockAwards(
    tx,
    targets.map((t) => t.key),
  );
  const current = new Map(
    (
      await standings(
        tx,
        inArray(
          pointsLedger.awardKey,
          targets.map((t) => t.key),
        ),
      )
    ).map((s) => [s.key, s]),
  );
  return writeChanges(
    tx,
    targets.map((t) => {
      const s = current.get(t.key);
      return { ...t, before: s?.net ?? 0, after: t.points, seq: (s?.lastSeq ?? 0) + 1 };
    }),
  );
}

/** Takes back every standing award earned by these threads and posts (their deletion). */
export async function revokeSources(
  tx: Database,
  sources: { threadIds: number[]; postIds: number[] },
  actorId: number,
): Promise<void> {
  const parts: SQL[] = [];
  if (sources.threadIds.length > 0) {
    parts.push(
      and(eq(pointsLedger.sourceType, 'thread'), inArray(pointsLedger.sourceId, sources.threadIds)) as SQL,
    );
  }
  if (sources.postIds.length > 0) {
    parts.push(
      and(eq(pointsLedger.sourceType, 'post'), inArray(pointsLedger.sourceId, sources.postIds)) as SQL,
    );
  }
  if (parts.length === 0) return;
  const found = (await standings(tx, or(...parts))).filter((s) => s.net !== 0);
  if (found.length === 0) return;
  await lockAwards(
    tx,
    found.map((s) => s.key),
  );
  // Re-read under the locks: a vote may have changed an award since the first look.
  const locked = await standings(
    tx,
    inArray(
      pointsLedger.awardKey,
      found.map((s) => s.key),
    ),
  );
  await writeChanges(
    tx,
    locked.map((s) => ({ ...s, actorId, before: s.net, after: 0, seq: s.lastSeq + 1 })),
  );
}

/** Live upvotes on one post, counted from the ledger (awards standing above zero). */
export async function standingUpvotes(tx: Database, postId: number): Promise<number> {
  const rows = await standings(
    tx,
    and(
      eq(pointsLedger.sourceType, 'post'),
      eq(pointsLedger.sourceId, postId),
      eq(pointsLedger.reason, 'upvote_received'),
    ),
  );
  return rows.filter((r) => r.net > 0).length;
}
