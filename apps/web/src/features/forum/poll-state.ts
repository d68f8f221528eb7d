import type { Poll } from '@electrobench/contracts/forum';

export interface PollView {
  closed: boolean;
  /** Counts are shown once the viewer has voted or the poll has closed (and the server sent them). */
  showResults: boolean;
  /** Members may vote, and change their vote, until the poll closes. */
  canVote: boolean;
  /** Why the results are not shown yet; empty when they are. */
  hiddenReason: string;
}

export function pollView(poll: Poll, signedIn: boolean, now: Date): PollView {
  const closed = poll.is_closed || (poll.closes_at !== null && new Date(poll.closes_at) <= now);
  const sent = poll.total_votes !== null && poll.options.every((option) => option.vote_count !== null);
  const showResults = sent && (closed || poll.my_vote !== null);
  let hiddenReason = '';
  if (!showResults) {
    hiddenReason = signedIn
      ? 'Results show after you vote or when the poll closes.'
      : 'Log in to vote. Results show after voting or when the poll closes.';
  }
  return { closed, showResults, canVote: signedIn && !closed, hiddenReason };
}

/** Whole percentages of the votes, 0 when nobody has voted. */
export function percentOf(count: number | null, total: number | null): number {
  if (!count || !total) return 0;
  return Math.round((count / total) * 100);
}
