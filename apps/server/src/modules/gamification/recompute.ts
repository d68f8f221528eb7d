import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gamificationTotals, pointsLedger } from '../../db/schema/gamification';

type Totals = { userId: number; points: number; posts: number; threads: number; accepted: number };

/** Every member's totals as the ledger alone says (or one member's). */
export async function totalsFromLedger(db: Database, userId?: number): Promise<Totals[]> {
  const nets = db
    .select({
      userId: sql<number>`min(${pointsLedger.userId})`.as('user_id'),
      reason: sql<string>`min(${pointsLedger.reason})`.as('reason'),
      net: sql<number>`sum(${pointsLedger.points})`.as('net'),
    })
    .from(pointsLedger)
    .where(userId === undefined ? undefined : eq(pointsLedger.userId, userId))
    .groupBy(pointsLedger.awardKey)
    .as('nets');
  const standing = (reasons: string[]) =>
    sql<number>`count(*) filter (where ${nets.net} <> 0 and ${nets.reason} in (${sql.join(
      reasons.map((r) => sql`${r}`),
      sql`, `,
    )}))`.mapWith(Number);
  return db
    .select({
      userId: sql<number>`${nets.userId}`.mapWith(Number),
      points: sql<number>`coalesce(sum(${nets.net}), 0)`.mapWith(Number),
      posts: standing(['thread_created', 'reply_created']),
      threads: standing(['thread_created']),
      accepted: standing(['answer_accepted']),
    })
    .from(nets)
    .groupBy(nets.userId)
    .orderBy(nets.userId);
}

/**
 * Rebuilds the running totals from the ledger and returns the members whose totals were wrong.
 * The ledger is the record; the totals only exist so the leaderboard is an index read.
 */
export async function recomputeTotals(db: Database, userId?: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const truth = new Map((await totalsFromLedger(tx, userId)).map((t) => [t.userId, t]));
    const stored = await tx
      .select()
      .from(gamificationTotals)
      .where(userId === undefined ? undefined : eq(gamificationTotals.userId, userId))
      .for('update');
    const zero = { points: 0, posts: 0, threads: 0, accepted: 0 };
    const have = new Map(stored.map((s) => [s.userId, s]));
    const fixed: number[] = [];
    const ids = new Set([...truth.keys(), ...have.keys()]);
    for (const id of [...ids].sort((a, b) => a - b)) {
      const want = truth.get(id) ?? { userId: id, ...zero };
      const old = have.get(id);
      const same =
        old &&
        old.points === want.points &&
        old.posts === want.posts &&
        old.threads === want.threads &&
        old.accepted === want.accepted;
      if (same) continue;
      const values = {
        points: want.points,
        posts: want.posts,
        threads: want.threads,
        accepted: want.accepted,
      };
      await tx
        .insert(gamificationTotals)
        .values({ userId: id, ...values })
        .onConflictDoUpdate({ target: gamificationTotals.userId, set: { ...values, updatedAt: sql`now()` } });
      fixed.push(id);
    }
    return fixed;
  });
}
