import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt, moveHighlight } from './mention';

describe('mentionAt', () => {
  it('finds the name typed after @ at the caret', () => {
    const text = 'Thanks @bo';
    expect(mentionAt(text, text.length)).toEqual({ start: 7, end: 10, query: 'bo' });
  });

  it('offers suggestions as soon as @ is typed', () => {
    expect(mentionAt('@', 1)).toEqual({ start: 0, end: 1, query: '' });
  });

  it('ignores e-mail addresses and words glued to the @', () => {
    const text = 'write to ada@example';
    expect(mentionAt(text, text.length)).toBeNull();
  });

  it('stops at a space: the mention is finished', () => {
    const text = '@bob thanks';
    expect(mentionAt(text, text.length)).toBeNull();
  });

  it('covers the rest of the word when the caret sits inside a name', () => {
    expect(mentionAt('hi @alice!', 5)).toEqual({ start: 3, end: 9, query: 'a' });
  });

  it('accepts the characters usernames may hold', () => {
    const text = '(@ma_x-1';
    expect(mentionAt(text, text.length)?.query).toBe('ma_x-1');
  });
});

describe('insertMention', () => {
  it('replaces the partial name and puts the caret after the inserted space', () => {
    const text = 'Ask @bo about it';
    const token = mentionAt(text, 7);
    expect(token).not.toBeNull();
    const result = insertMention(text, token!, 'bob_repairs');
    expect(result.text).toBe('Ask @bob_repairs about it');
    expect(result.text.slice(0, result.caret)).toBe('Ask @bob_repairs ');
  });
});

describe('moveHighlight', () => {
  it('walks down and up and wraps at both ends', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(1, 3, 'Home')).toBe(0);
    expect(moveHighlight(0, 3, 'End')).toBe(2);
    expect(moveHighlight(1, 3, 'a')).toBe(1);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(moveHighlight(0, 0, 'ArrowDown')).toBe(-1);
  });
});
