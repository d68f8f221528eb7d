import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  POINT_REASONS,
  type Badge,
  type Leaderboard,
  type LeaderboardMetric,
  type PointReason,
  type PointsAnswer,
  type UserBadges,
} from '@electrobench/contracts/gamification';
import { toPage, type PageWindow } from '@electrobench/contracts/pagination';
import type { Database } from '../../db/client';
import { gamificationTotals, pointsLedger, userBadges } from '../../db/schema/gamification';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/http-errors';
import { badgeDefinition } from './badges';

type Member = { id: number; username: string };

const MAX_ID = 2_147_483_647;

/**
 * `x` is a member id or a username. Digits are read as an id first: usernames may be all digits,
 * and such a member is still found by name when no member has that id.
 */
export async function resolveMember(db: Database, x: string): Promise<Member> {
  const live = isNull(users.deletedAt);
  const pick = { id: users.id, username: users.username };
  if (/^\d{1,10}$/.test(x) && Number(x) <= MAX_ID) {
    const [byId] = await db
      .select(pick)
      .from(users)
      .where(and(eq(users.id, Number(x)), live))
      .limit(1);
    if (byId) return byId;
  }
  const [byName] = await db
    .select(pick)
    .from(users)
    .where(and(sql`lower(${users.username}) = ${x.toLowerCase()}`, live))
    .limit(1);
  if (!byName) throw notFound('User not found.');
  return byName;
}

export async function totalPoints(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ points: gamificationTotals.points })
    .from(gamificationTotals)
    .where(eq(gamificationTotals.userId, userId));
  return row?.points ?? 0;
}

export async function pointsOf(db: Database, member: Member): Promise<PointsAnswer> {
  const rows = await db
    .select({ reason: pointsLedger.reason, points: sql<number>`sum(${pointsLedger.points})`.mapWith(Number) })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, member.id))
    .groupBy(pointsLedger.reason);
  const breakdown = Object.fromEntries(POINT_REASONS.map((r) => [r, 0])) as Record<PointReason, number>;
  for (const row of rows) {
    if ((POINT_REASONS as readonly string[]).includes(row.reason)) {
      breakdown[row.reason as PointReason] = row.points;
    }
  }
  return {
    user_id: member.id,
    username: member.username,
    total_points: await totalPoints(db, member.id),
    breakdown,
  };
}

export async function badgeList(db: Database, userId: number): Promise<Badge[]> {
  const rows = await db
    .select()
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.awardedAt), asc(userBadges.badgeCode));
  return rows.flatMap((r) => {
    const def = badgeDefinition(r.badgeCode);
    return def
      ? [
          {
            code: def.code,
            name: def.name,
            description: def.description,
            awarded_at: r.awardedAt.toISOString(),
          },
        ]
      : [];
  });
}

export async function badgesOf(db: Database, member: Member): Promise<UserBadges> {
  return { user_id: member.id, username: member.username, badges: await badgeList(db, member.id) };
}

const metricColumn = {
  points: gamificationTotals.points,
  posts: gamificationTotals.posts,
  accepted: gamificationTotals.accepted,
} as const;

/**
 * Members ranked by one metric, read in the order of that metric's index. Only values above zero
 * are ranked; ties share a rank (1, 2, 2, 4) and are listed oldest member first.
 */
export async function leaderboard(
  db: Database,
  metric: LeaderboardMetric,
  window: PageWindow,
): Promise<Leaderboard> {
  const column = metricColumn[metric];
  const ranked = and(gt(column, 0), isNull(users.deletedAt));
  const rows = await db
    .select({
      user_id: users.id,
      username: users.username,
      profile_image_url: users.profileImageUrl,
      value: column,
    })
    .from(gamificationTotals)
    .innerJoin(users, eq(users.id, gamificationTotals.userId))
    .where(ranked)
    // NULLS LAST as the index is built, or PostgreSQL cannot read the order from it.
    .orderBy(sql`${column} desc nulls last`, asc(gamificationTotals.userId))
    .offset(window.skip)
    .limit(window.limit);
  const count = (above?: number) =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(gamificationTotals)
      .innerJoin(users, eq(users.id, gamificationTotals.userId))
      .where(above === undefined ? ranked : and(ranked, gt(column, above)))
      .then((r) => r[0]?.n ?? 0);
  const total = await count();
  const first = rows[0];
  let rank = first ? (window.skip === 0 ? 1 : (await count(first.value)) + 1) : 0;
  const items = rows.map((row, i) => {
    const prev = rows[i - 1];
    if (prev && prev.value !== row.value) rank = window.skip + i + 1;
    return { rank, ...row };
  });
  return { ...toPage(items, total, window), metric };
}
