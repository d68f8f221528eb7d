import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { toPage, type PageWindow, type Paged } from '@electrobench/contracts/pagination';
import {
  TICKET_DETAIL,
  type Ticket,
  type TicketInput,
  type TicketStatus,
} from '@electrobench/contracts/tickets';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { tickets, type TicketRow } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { FieldError, notFound } from '../../lib/http-errors';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { withAfterCommit } from '../../lib/after-commit';
import { newNotificationMessage, storeNotifications } from '../notifications/notification-service';
import { replyEmailFor } from './policy';

export const ticketLink = (id: number) => `/admin/tickets/${id}`;

const toReceipt = (row: TicketRow) => ({
  id: row.id,
  title: row.title,
  status: row.status as TicketStatus,
  created_at: row.createdAt.toISOString(),
});

const toTicket = (row: TicketRow, username: string | null): Ticket => ({
  ...toReceipt(row),
  description: row.description,
  reply_email: row.replyEmail,
  submitted_by: row.userId !== null && username !== null ? { id: row.userId, username } : null,
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});

/**
 * Stores a ticket and gives every administrator a TICKET_SUBMITTED notification in the same
 * transaction; the live pushes go out once it has committed.
 */
export async function submitTicket(
  ctx: AppContext,
  realtime: RealtimeHub,
  memberId: number | null,
  input: TicketInput,
) {
  const [member] = memberId
    ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, memberId))
    : [];
  const replyEmail = replyEmailFor(member?.email ?? null, input.email);
  if (!replyEmail) throw new FieldError(['body', 'email'], TICKET_DETAIL.emailNeeded);
  const now = ctx.clock.now();
  const row = await withAfterCommit(ctx.db, realtime, async (tx, after) => {
    const [row] = await tx
      .insert(tickets)
      .values({
        userId: memberId,
        replyEmail,
        title: input.title,
        description: input.description,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('ticket insert returned nothing');
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`${users.isSuperuser}`, isNull(users.deletedAt), eq(users.isActive, true)));
    const stored = await storeNotifications(
      tx,
      now,
      admins.map((admin) => admin.id),
      'TICKET_SUBMITTED',
      { title: row.title, ticket_id: row.id },
      ticketLink(row.id),
    );
    for (const { userId, notification } of stored)
      after.publish(userId, newNotificationMessage(notification));
    return row;
  });
  return toReceipt(row);
}

function withSender(db: Database) {
  return db
    .select({ ticket: tickets, username: users.username })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .$dynamic();
}

/** Newest first, all or one status; 100 a page by default. */
export async function listTickets(
  ctx: AppContext,
  query: PageWindow & { status?: TicketStatus | undefined },
): Promise<Paged<Ticket>> {
  const where = query.status ? eq(tickets.status, query.status) : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(tickets).where(where);
  const rows = await withSender(ctx.db)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .offset(query.skip)
    .limit(query.limit);
  return toPage(
    rows.map((r) => toTicket(r.ticket, r.username)),
    total?.n ?? 0,
    query,
  );
}

export async function getTicket(ctx: AppContext, id: number): Promise<Ticket> {
  const [row] = await withSender(ctx.db).where(eq(tickets.id, id));
  if (!row) throw notFound(TICKET_DETAIL.notFound);
  return toTicket(row.ticket, row.username);
}

/** Marks a ticket resolved (recording who and when) or opens it again. */
export async function setStatus(ctx: AppContext, adminId: number, id: number, status: TicketStatus) {
  const resolved = status === 'resolved';
  const [row] = await ctx.db
    .update(tickets)
    .set({
      status,
      resolvedAt: resolved ? sql`COALESCE(${tickets.resolvedAt}, ${ctx.clock.now()})` : null,
      resolvedById: resolved ? sql`COALESCE(${tickets.resolvedById}, ${adminId})` : null,
    })
    .where(eq(tickets.id, id))
    .returning({ id: tickets.id });
  if (!row) throw notFound(TICKET_DETAIL.notFound);
  return getTicket(ctx, id);
}

export async function deleteTicket(ctx: AppContext, id: number): Promise<void> {
  const rows = await ctx.db.delete(tickets).where(eq(tickets.id, id)).returning({ id: tickets.id });
  if (rows.length === 0) throw notFound(TICKET_DETAIL.notFound);
}

/** Account deletion: the member's tickets stay for the record but lose the reply address. */
export async function eraseTicketContact(tx: Database, userId: number): Promise<void> {
  await tx.update(tickets).set({ replyEmail: null }).where(eq(tickets.userId, userId));
}
