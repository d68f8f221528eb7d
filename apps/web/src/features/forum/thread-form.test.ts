import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { EMPTY_DRAFT, checkThread, serverThreadErrors } from './thread-form';

const good = { ...EMPTY_DRAFT, title: 'PSU hiccups at start', content: 'The 12 V rail pulses.' };

describe('checkThread', () => {
  it('accepts a thread without a poll and sends no poll', () => {
    const result = checkThread(good);
    expect(result).toEqual({ ok: true, input: { title: good.title, content: good.content } });
  });

  it('names the title and content limits from the contract', () => {
    const result = checkThread({ ...EMPTY_DRAFT, title: 'abc' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe('A title needs at least 5 characters.');
    expect(result.errors.content).toBe('Write something before posting.');
  });

  it('checks the poll: question, at least two distinct options', () => {
    const result = checkThread({ ...good, withPoll: true, question: 'Q?', options: ['Yes', 'yes', ''] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.question).toBe('A poll question needs at least 3 characters.');
    expect(result.errors.options).toBe('Poll options must differ from each other.');
  });

  it('drops blank extra option rows and sends the closing time as ISO', () => {
    const later = new Date(Date.now() + 86_400_000);
    const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}T12:00`;
    const result = checkThread({
      ...good,
      withPoll: true,
      question: 'Which cap?',
      options: ['C1', 'C2', ' '],
      closesAt: local,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.poll?.options).toEqual(['C1', 'C2']);
    expect(result.input.poll?.closes_at).toBe(new Date(local).toISOString());
  });

  it('refuses a closing time in the past', () => {
    const result = checkThread({
      ...good,
      withPoll: true,
      question: 'Which cap?',
      options: ['a', 'b'],
      closesAt: '2020-01-01T10:00',
    });
    expect(result).toEqual({ ok: false, errors: { closesAt: 'The closing time must lie in the future.' } });
  });
});

describe('serverThreadErrors', () => {
  it('puts 422 issues beside their fields', () => {
    const error = new ApiError('x', 422, [
      { loc: ['body', 'poll', 'options', 1], msg: 'A poll option cannot be empty.', type: 'x' },
      { loc: ['body', 'title'], msg: 'A title is at most 150 characters.', type: 'x' },
    ]);
    expect(serverThreadErrors(error)).toEqual({
      options: 'A poll option cannot be empty.',
      title: 'A title is at most 150 characters.',
    });
  });

  it('shows any other refusal for the whole form', () => {
    expect(
      serverThreadErrors(new ApiError('Too many new threads. Try again in 30 seconds.', 429, 'x')),
    ).toEqual({
      form: 'Too many new threads. Try again in 30 seconds.',
    });
  });
});
