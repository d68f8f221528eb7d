import { BADGES, type BadgeCode } from '@electrobench/contracts/gamification';
import type { Database } from '../../db/client';
import { userBadges } from '../../db/schema/gamification';
import type { TotalsRow } from './ledger';
import { qualifyingBadges } from './rules';

/** A badge given by this event; the forum turns each into a BADGE_AWARDED notification after commit. */
export type AwardedBadge = {
  userId: number;
  code: BadgeCode;
  name: string;
  description: string;
  awardedAt: Date;
};

const definitions = new Map(BADGES.map((b) => [b.code as BadgeCode, b]));

export function badgeDefinition(code: string) {
  return definitions.get(code as BadgeCode);
}

/**
 * Gives each member the badges their new totals (and, for a vote, the post's upvotes) qualify for.
 * The primary key (user, badge) makes each badge once: only rows actually inserted come back.
 */
export async function awardBadges(
  tx: Database,
  gained: TotalsRow[],
  postUpvotes?: { userId: number; count: number },
): Promise<AwardedBadge[]> {
  const rows = gained.flatMap((t) =>
    qualifyingBadges({
      posts: t.posts,
      threads: t.threads,
      accepted: t.accepted,
      points: t.points,
      ...(postUpvotes?.userId === t.userId && { post_upvotes: postUpvotes.count }),
    }).map((badgeCode) => ({ userId: t.userId, badgeCode })),
  );
  if (postUpvotes && !gained.some((t) => t.userId === postUpvotes.userId)) {
    for (const badgeCode of qualifyingBadges({ post_upvotes: postUpvotes.count })) {
      rows.push({ userId: postUpvotes.userId, badgeCode });
    }
  }
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(userBadges)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: userBadges.userId, code: userBadges.badgeCode, awardedAt: userBadges.awardedAt });
  return inserted.flatMap((r) => {
    const def = definitions.get(r.code as BadgeCode);
    return def
      ? [
          {
            userId: r.userId,
            code: def.code,
            name: def.name,
            description: def.description,
            awardedAt: r.awardedAt,
          },
        ]
      : [];
  });
}
