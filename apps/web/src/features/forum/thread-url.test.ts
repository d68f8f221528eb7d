import { describe, expect, it } from 'vitest';
import { canonicalLocation, parseId } from './thread-url';

const thread = { id: 42, slug: 'smps-hiccups-at-start' };
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('canonicalLocation', () => {
  it('leaves a canonical address alone', () => {
    expect(canonicalLocation(at('/forum/t/42/smps-hiccups-at-start'), thread, null)).toBeNull();
    expect(canonicalLocation(at('/forum/t/42/smps-hiccups-at-start/post/7'), thread, 7)).toBeNull();
  });

  it('adds a missing slug', () => {
    expect(canonicalLocation(at('/forum/t/42'), thread, null)).toBe('/forum/t/42/smps-hiccups-at-start');
  });

  it('replaces a wrong or outdated slug and keeps the page and hash', () => {
    expect(canonicalLocation(at('/forum/t/42/old-title', '?page=2', '#post-9'), thread, null)).toBe(
      '/forum/t/42/smps-hiccups-at-start?page=2#post-9',
    );
  });

  it('keeps the post of a permalink whose slug is missing or wrong', () => {
    expect(canonicalLocation(at('/forum/t/42/post/7'), thread, 7)).toBe(
      '/forum/t/42/smps-hiccups-at-start/post/7',
    );
    expect(canonicalLocation(at('/forum/t/42/nope/post/7'), thread, 7)).toBe(
      '/forum/t/42/smps-hiccups-at-start/post/7',
    );
  });

  it('treats a trailing slash as the same address', () => {
    expect(canonicalLocation(at('/forum/t/42/smps-hiccups-at-start/'), thread, null)).toBeNull();
  });

  it('survives a broken %-escape in the slug', () => {
    expect(canonicalLocation(at('/forum/t/42/%E0%A4%A'), thread, null)).toBe(
      '/forum/t/42/smps-hiccups-at-start',
    );
  });
});

describe('parseId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '4.2', 'abc', '42abc', '99999999999']) {
      expect(parseId(bad)).toBeNull();
    }
  });
});
