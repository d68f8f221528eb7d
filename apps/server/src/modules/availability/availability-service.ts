import { and, eq, isNull } from 'drizzle-orm';
import type { Availability } from '@electrobench/contracts/availability';
import {
  REALTIME_AVAILABILITY_CHANGED,
  type AvailabilityStatus,
} from '@electrobench/contracts/availability-status';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/http-errors';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { shownAvailability } from './policy';

export async function getAvailability(ctx: AppContext, userId: number): Promise<Availability> {
  const [row] = await ctx.db
    .select({ availability: users.availability, deletedAt: users.deletedAt, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found.');
  return { status: shownAvailability(row) };
}

/** Stores the member's status and tells every socket of theirs (other tabs and devices). */
export async function setAvailability(
  ctx: AppContext,
  realtime: RealtimeHub,
  userId: number,
  status: AvailabilityStatus,
): Promise<Availability> {
  const rows = await ctx.db
    .update(users)
    .set({ availability: status, updatedAt: ctx.clock.now() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (rows.length === 0) throw notFound('User not found.');
  realtime.publish(userId, { type: REALTIME_AVAILABILITY_CHANGED, status });
  return { status };
}
