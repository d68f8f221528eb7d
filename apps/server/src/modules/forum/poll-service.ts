import { and, asc, count, eq } from 'drizzle-orm';
import type { Poll, PollInput } from '@electrobench/contracts/forum';
import type { AppContext, AuthUser } from '../../app-context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  forumPollOptions,
  forumPolls,
  forumPollVotes,
  forumPosts,
  type ForumPollRow,
} from '../../db/schema/forum';
import { conflict, FieldError, forbidden, notFound } from '../../lib/http-errors';
import { loadPostWithThread, NOT_FOUND } from './forum-rows';
import { canAddPoll, pollResultsVisible } from './policy';

type ParsedPoll = { question: string; options: string[]; closes_at?: string | null | undefined };

/** closes_at, if given, must lie ahead: a poll that is closed at birth takes no votes. */
export function pollCloseTime(input: PollInput, now: Date, loc: (string | number)[]): Date | null {
  const { closes_at: closesAt } = input as ParsedPoll;
  if (!closesAt) return null;
  const at = new Date(closesAt);
  if (at.getTime() <= now.getTime())
    throw new FieldError([...loc, 'closes_at'], 'closes_at must be in the future.');
  return at;
}

export async function insertPoll(
  tx: Database,
  postId: number,
  input: PollInput,
  closesAt: Date | null,
  now: Date,
) {
  const p = input as ParsedPoll;
  const [poll] = await tx
    .insert(forumPolls)
    .values({ postId, question: p.question, closesAt, createdAt: now })
    .returning();
  if (!poll) throw new Error('poll insert returned nothing');
  await tx
    .insert(forumPollOptions)
    .values(p.options.map((text, i) => ({ pollId: poll.id, text, position: i + 1 })));
  return poll;
}

async function pollView(
  db: Database,
  poll: ForumPollRow,
  threadId: number,
  viewer: AuthUser | null,
  now: Date,
): Promise<Poll> {
  const options = await db
    .select({ id: forumPollOptions.id, text: forumPollOptions.text })
    .from(forumPollOptions)
    .where(eq(forumPollOptions.pollId, poll.id))
    .orderBy(asc(forumPollOptions.position));
  const tallies = await db
    .select({ optionId: forumPollVotes.optionId, n: count() })
    .from(forumPollVotes)
    .where(eq(forumPollVotes.pollId, poll.id))
    .groupBy(forumPollVotes.optionId);
  const [mine] = viewer
    ? await db
        .select({ optionId: forumPollVotes.optionId })
        .from(forumPollVotes)
        .where(and(eq(forumPollVotes.pollId, poll.id), eq(forumPollVotes.userId, viewer.id)))
    : [];
  const isClosed = poll.closesAt !== null && poll.closesAt.getTime() <= now.getTime();
  const visible = pollResultsVisible(mine !== undefined, isClosed);
  const tally = new Map(tallies.map((t) => [t.optionId, t.n]));
  return {
    id: poll.id,
    post_id: poll.postId,
    thread_id: threadId,
    question: poll.question,
    closes_at: poll.closesAt?.toISOString() ?? null,
    is_closed: isClosed,
    options: options.map((o) => ({
      id: o.id,
      text: o.text,
      vote_count: visible ? (tally.get(o.id) ?? 0) : null,
    })),
    results_visible: visible,
    total_votes: visible ? tallies.reduce((sum, t) => sum + t.n, 0) : null,
    my_vote: mine?.optionId ?? null,
  };
}

export async function getPollOfPost(ctx: AppContext, viewer: AuthUser | null, postId: number): Promise<Poll> {
  const { post } = await loadPostWithThread(ctx.db, postId);
  const [poll] = await ctx.db.select().from(forumPolls).where(eq(forumPolls.postId, postId));
  if (!poll) throw notFound(NOT_FOUND.poll);
  return pollView(ctx.db, poll, post.threadId, viewer, ctx.clock.now());
}

export async function addPoll(
  ctx: AppContext,
  user: AuthUser,
  postId: number,
  input: PollInput,
): Promise<Poll> {
  const { post, thread } = await loadPostWithThread(ctx.db, postId);
  const denied = canAddPoll(user, thread, post);
  if (denied) throw forbidden(denied);
  const now = ctx.clock.now();
  const closesAt = pollCloseTime(input, now, ['body']);
  const ALREADY = 'This post already has a poll.';
  try {
    const poll = await ctx.db.transaction((tx) => insertPoll(tx, postId, input, closesAt, now));
    return await pollView(ctx.db, poll, thread.id, user, now);
  } catch (error) {
    if (isUniqueViolation(error, 'forum_polls_post_key')) throw conflict(ALREADY);
    throw error;
  }
}

/** One vote per member, changeable until the poll closes. */
export async function votePoll(
  ctx: AppContext,
  user: AuthUser,
  pollId: number,
  optionId: number,
): Promise<Poll> {
  const [row] = await ctx.db
    .select({ poll: forumPolls, threadId: forumPosts.threadId })
    .from(forumPolls)
    .innerJoin(forumPosts, eq(forumPosts.id, forumPolls.postId))
    .where(eq(forumPolls.id, pollId));
  if (!row) throw notFound(NOT_FOUND.poll);
  const now = ctx.clock.now();
  if (row.poll.closesAt !== null && row.poll.closesAt.getTime() <= now.getTime()) {
    throw conflict('This poll has closed; its votes can no longer change.');
  }
  const [option] = await ctx.db
    .select({ id: forumPollOptions.id })
    .from(forumPollOptions)
    .where(and(eq(forumPollOptions.id, optionId), eq(forumPollOptions.pollId, pollId)));
  if (!option) throw new FieldError(['body', 'option_id'], 'option_id is not an option of this poll.');
  await ctx.db
    .insert(forumPollVotes)
    .values({ pollId, userId: user.id, optionId, createdAt: now })
    .onConflictDoUpdate({
      target: [forumPollVotes.pollId, forumPollVotes.userId],
      set: { optionId, createdAt: now },
    });
  return pollView(ctx.db, row.poll, row.threadId, user, now);
}
