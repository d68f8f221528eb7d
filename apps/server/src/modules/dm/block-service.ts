import { and, count, desc, eq } from 'drizzle-orm';
import { DM_DETAIL } from '@electrobench/contracts/dm';
import { toPage, type PageWindow } from '@electrobench/contracts/pagination';
import type { AppContext } from '../../app-context';
import { dmBlocks } from '../../db/schema/dm';
import { users } from '../../db/schema/users';
import { FieldError, notFound } from '../../lib/http-errors';
import { canBlock } from './policy';

const NOT_BLOCKED = 'This member is not blocked.';

export async function block(ctx: AppContext, userId: number, targetId: number): Promise<void> {
  if (!canBlock(userId, targetId)) throw new FieldError(['path', 'userId'], DM_DETAIL.blockSelf);
  const [target] = await ctx.db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, targetId));
  if (!target || target.deletedAt !== null) throw notFound(DM_DETAIL.noRecipient);
  await ctx.db
    .insert(dmBlocks)
    .values({ blockerId: userId, blockedId: targetId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
}

export async function unblock(ctx: AppContext, userId: number, targetId: number): Promise<void> {
  const rows = await ctx.db
    .delete(dmBlocks)
    .where(and(eq(dmBlocks.blockerId, userId), eq(dmBlocks.blockedId, targetId)))
    .returning({ id: dmBlocks.blockedId });
  if (rows.length === 0) throw notFound(NOT_BLOCKED);
}

/** The members this member blocked, most recent first. */
export async function listBlocks(ctx: AppContext, userId: number, window: PageWindow) {
  const mine = eq(dmBlocks.blockerId, userId);
  const [total] = await ctx.db.select({ n: count() }).from(dmBlocks).where(mine);
  const rows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      profile_image_url: users.profileImageUrl,
      blockedAt: dmBlocks.createdAt,
    })
    .from(dmBlocks)
    .innerJoin(users, eq(users.id, dmBlocks.blockedId))
    .where(mine)
    .orderBy(desc(dmBlocks.createdAt), desc(dmBlocks.blockedId))
    .offset(window.skip)
    .limit(window.limit);
  const items = rows.map(({ blockedAt, ...member }) => ({ ...member, blocked_at: blockedAt.toISOString() }));
  return toPage(items, total?.n ?? 0, window);
}
