import type { Poll } from '@electrobench/contracts/forum';
import { describe, expect, it } from 'vitest';
import { percentOf, pollView } from './poll-state';

const NOW = new Date('2026-05-01T12:00:00Z');

function poll(overrides: Partial<Poll> = {}): Poll {
  return {
    id: 1,
    post_id: 10,
    thread_id: 5,
    question: 'Which capacitor failed?',
    closes_at: null,
    is_closed: false,
    options: [
      { id: 1, text: 'C12', vote_count: null },
      { id: 2, text: 'C14', vote_count: null },
    ],
    results_visible: false,
    total_votes: null,
    my_vote: null,
    ...overrides,
  };
}

const withCounts = {
  options: [
    { id: 1, text: 'C12', vote_count: 3 },
    { id: 2, text: 'C14', vote_count: 1 },
  ],
  total_votes: 4,
  results_visible: true,
};

describe('pollView', () => {
  it('hides the results from a member who has not voted and lets them vote', () => {
    const view = pollView(poll(), true, NOW);
    expect(view).toMatchObject({ showResults: false, canVote: true, closed: false });
    expect(view.hiddenReason).toBe('Results show after you vote or when the poll closes.');
  });

  it('shows the results after voting, and the vote can still be changed', () => {
    expect(pollView(poll({ ...withCounts, my_vote: 2 }), true, NOW)).toMatchObject({
      showResults: true,
      canVote: true,
      hiddenReason: '',
    });
  });

  it('shows the results to everyone, guests too, once closed; nobody votes any more', () => {
    const closed = poll({ ...withCounts, is_closed: true });
    expect(pollView(closed, false, NOW)).toMatchObject({ showResults: true, canVote: false, closed: true });
    expect(pollView(closed, true, NOW).canVote).toBe(false);
  });

  it('counts a closing time in the past as closed even before the server says so', () => {
    const view = pollView(poll({ closes_at: '2026-05-01T11:59:00Z' }), true, NOW);
    expect(view.closed).toBe(true);
    expect(view.canVote).toBe(false);
  });

  it('never shows counts the server withheld', () => {
    expect(pollView(poll({ my_vote: 1 }), true, NOW).showResults).toBe(false);
  });

  it('asks guests to log in to vote', () => {
    expect(pollView(poll(), false, NOW)).toMatchObject({ canVote: false });
    expect(pollView(poll(), false, NOW).hiddenReason).toMatch(/^Log in to vote/);
  });
});

describe('percentOf', () => {
  it('rounds to whole percent and is 0 without votes', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(null, null)).toBe(0);
  });
});
