import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  ReviewInput,
  Submission,
  SubmissionStatus,
  SubmissionsPage,
} from '@electrobench/contracts/submissions';
import { toPage } from '@electrobench/contracts/pagination';
import type { AppContext, AuthUser } from '../../app-context';
import { smdSubmissions as s, type SmdSubmissionRow } from '../../db/schema/smd-submissions';
import { users } from '../../db/schema/users';
import { catalogueChanged } from '../../lib/catalogue-changes';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { insertComponent, type ComponentInput } from '../../lib/component-search/smd-component-writer';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { notify } from '../notifications/notification-service';
import { canEditSubmission, canReview, canSeeSubmission, listsOnlyOwn } from './policy';

/** Pending proposals one member may have open at a time. */
export const MAX_PENDING_PER_MEMBER = 50;

const NOT_FOUND = 'Submission not found.';

function toSubmission(row: SmdSubmissionRow, username: string): Submission {
  return {
    id: row.id,
    status: row.status,
    code: row.code,
    part_number: row.partNumber,
    manufacturer: row.manufacturer,
    package: row.package,
    function: row.function,
    pin_count: row.pinCount,
    description: row.description,
    source: row.source,
    submitter: { id: row.submitterId, username },
    review_reason: row.reviewReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    component_id: row.componentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const fields = (input: ComponentInput) => ({
  code: input.code,
  partNumber: input.part_number,
  manufacturer: input.manufacturer,
  package: input.package,
  function: input.function,
  pinCount: input.pin_count,
  description: input.description,
  source: input.source,
});

async function load(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select({ row: s, username: users.username })
    .from(s)
    .innerJoin(users, eq(users.id, s.submitterId))
    .where(eq(s.id, id));
  return row;
}

export async function createSubmission(
  ctx: AppContext,
  user: AuthUser,
  input: ComponentInput,
): Promise<Submission> {
  const [open] = await ctx.db
    .select({ n: count() })
    .from(s)
    .where(and(eq(s.submitterId, user.id), eq(s.status, 'pending')));
  if ((open?.n ?? 0) >= MAX_PENDING_PER_MEMBER) {
    throw conflict(
      `You have ${MAX_PENDING_PER_MEMBER} proposals waiting for review; wait for some to be reviewed.`,
    );
  }
  const [row] = await ctx.db
    .insert(s)
    .values({ submitterId: user.id, ...fields(input) })
    .returning();
  const loaded = row ? await load(ctx, row.id) : undefined;
  if (!loaded) throw new Error('insert returned no row');
  return toSubmission(loaded.row, loaded.username);
}

export async function listSubmissions(
  ctx: AppContext,
  user: AuthUser,
  q: { status?: SubmissionStatus | undefined; mine: boolean; skip: number; limit: number },
): Promise<SubmissionsPage> {
  const conditions: SQL[] = [];
  if (listsOnlyOwn(user, q.mine)) conditions.push(eq(s.submitterId, user.id));
  if (q.status) conditions.push(eq(s.status, q.status));
  const where = and(...conditions);
  const rows = await ctx.db
    .select({ row: s, username: users.username })
    .from(s)
    .innerJoin(users, eq(users.id, s.submitterId))
    .where(where)
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(q.limit)
    .offset(q.skip);
  const [total] = await ctx.db.select({ n: count() }).from(s).where(where);
  return toPage(
    rows.map((r) => toSubmission(r.row, r.username)),
    total?.n ?? 0,
    q,
  );
}

export async function updateSubmission(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: ComponentInput,
): Promise<Submission> {
  const current = await load(ctx, id);
  if (!current || !canSeeSubmission(user, current.row)) throw notFound(NOT_FOUND);
  if (!canEditSubmission(user, current.row))
    throw conflict('This proposal was already reviewed and can no longer change.');
  const [row] = await ctx.db
    .update(s)
    .set({ ...fields(input), updatedAt: new Date() })
    .where(and(eq(s.id, id), eq(s.status, 'pending')))
    .returning();
  if (!row) throw conflict('This proposal was reviewed meanwhile and can no longer change.');
  return toSubmission(row, current.username);
}

/** Approving creates the SMD component in the same transaction; rejecting records the reason. */
export async function reviewSubmission(
  ctx: AppContext,
  reviewer: AuthUser,
  id: number,
  input: ReviewInput,
): Promise<Submission> {
  if (!canReview(reviewer)) throw forbidden('Only administrators review submissions.');
  const current = await load(ctx, id);
  if (!current) throw notFound(NOT_FOUND);
  if (current.row.status !== 'pending') throw conflict(`This proposal was already ${current.row.status}.`);
  const p = current.row;
  const row = await ctx.db.transaction(async (tx) => {
    const decided = { reviewedBy: reviewer.id, reviewedAt: new Date(), updatedAt: new Date() };
    if (input.action === 'reject') {
      const [r] = await tx
        .update(s)
        .set({ ...decided, status: 'rejected', reviewReason: input.reason })
        .where(and(eq(s.id, id), eq(s.status, 'pending')))
        .returning();
      return r;
    }
    const component = await insertComponent(tx, {
      code: p.code,
      part_number: p.partNumber,
      manufacturer: p.manufacturer,
      package: p.package,
      function: p.function,
      pin_count: p.pinCount,
      description: p.description,
      source: p.source,
    });
    const [r] = await tx
      .update(s)
      .set({ ...decided, status: 'approved', reviewReason: null, componentId: component.id })
      .where(and(eq(s.id, id), eq(s.status, 'pending')))
      .returning();
    return r;
  });
  if (!row) throw conflict('This proposal was reviewed meanwhile.');
  // Again after the commit: the writer's own signal came while the transaction was open.
  if (row.status === 'approved') catalogueChanged();
  return toSubmission(row, current.username);
}

/**
 * Tells the member how their proposal was decided (Notification Center, live over the socket).
 * `message` carries the whole sentence so any client can show it; the web app words it itself.
 */
export async function notifySubmitter(ctx: AppContext, realtime: RealtimeHub, reviewed: Submission) {
  if (reviewed.status === 'pending') return;
  const what = `Your SMD code proposal "${reviewed.code}" (${reviewed.part_number})`;
  const message =
    reviewed.status === 'approved'
      ? `${what} was approved and is now in SMD Search.`
      : `${what} was rejected: ${reviewed.review_reason ?? 'no reason given'}`;
  await notify(
    ctx,
    realtime,
    reviewed.submitter.id,
    'SMD_SUBMISSION_REVIEWED',
    {
      submission_id: reviewed.id,
      status: reviewed.status,
      code: reviewed.code,
      part_number: reviewed.part_number,
      reason: reviewed.review_reason,
      message,
    },
    `/tools/smd-search?q=${encodeURIComponent(reviewed.code)}`,
  );
}
