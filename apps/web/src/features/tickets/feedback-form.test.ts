import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { feedbackSchema, rateLimitMessage } from './feedback-form';

const ok = { title: 'Broken link', description: 'The BC547 datasheet link is dead.' };

describe('feedback form rules', () => {
  it('asks a guest for a reply address but not a member', () => {
    const guest = feedbackSchema(true).safeParse({ ...ok, email: '' });
    expect(guest.success).toBe(false);
    expect(guest.error?.issues[0]).toMatchObject({
      path: ['email'],
      message: 'Give an e-mail address so we can reply.',
    });
    expect(feedbackSchema(true).safeParse({ ...ok, email: 'me@example.test' }).success).toBe(true);
    expect(feedbackSchema(false).safeParse({ ...ok, email: '' }).success).toBe(true);
  });

  it('keeps the contract limits on title and description', () => {
    const short = feedbackSchema(false).safeParse({ title: 'x', description: 'short' });
    expect(short.error?.issues.map((i) => i.message)).toEqual([
      'The title needs at least 3 characters.',
      'The description needs at least 10 characters.',
    ]);
  });

  it('words a rate-limit refusal and leaves other errors alone', () => {
    const limited = new ApiError('Too many attempts. Try again in 3000 seconds.', 429, 'x');
    expect(rateLimitMessage(limited)).toBe(
      'You have sent several tickets in a short time. Too many attempts. Try again in 3000 seconds.',
    );
    expect(rateLimitMessage(new ApiError('Bad', 422, []))).toBeNull();
  });
});
