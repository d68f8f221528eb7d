import { describe, expect, it } from 'vitest';
import { fakeClock } from './clock';
import { ttlCache, ttlValue } from './ttl-cache';

describe('ttlValue', () => {
  it('computes once per period and shares one computation between concurrent callers', async () => {
    const clock = fakeClock();
    let calls = 0;
    const get = ttlValue(async () => ++calls, 1000, clock);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    clock.advance(999);
    expect(await get()).toBe(1);
    clock.advance(1);
    expect(await get()).toBe(2);
  });

  it('does not cache a failure', async () => {
    const clock = fakeClock();
    let fail = true;
    const get = ttlValue(
      async () => {
        if (fail) throw new Error('down');
        return 'up';
      },
      1000,
      clock,
    );
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe('up');
  });
});

describe('ttlCache', () => {
  it('keeps each key apart and drops the least recently used when full', async () => {
    const clock = fakeClock();
    const cache = ttlCache<string>(1000, clock, { maxEntries: 2 });
    let calls = 0;
    const compute = (key: string) => async () => `${key}${++calls}`;
    expect(await cache.get('a', compute('a'))).toBe('a1');
    expect(await cache.get('b', compute('b'))).toBe('b2');
    expect(await cache.get('a', compute('a'))).toBe('a1');
    expect(await cache.get('c', compute('c'))).toBe('c3');
    expect(await cache.get('a', compute('a'))).toBe('a1');
    expect(await cache.get('b', compute('b'))).toBe('b4');
  });

  it('bounds the total size of the answers', async () => {
    const cache = ttlCache<string>(1000, fakeClock(), { maxSize: 10, sizeOf: (v) => v.length });
    let calls = 0;
    const compute = (text: string) => async () => `${text}${++calls}`;
    expect(await cache.get('a', compute('aaaa'))).toBe('aaaa1');
    expect(await cache.get('b', compute('bbbb'))).toBe('bbbb2');
    expect(await cache.get('c', compute('cccc'))).toBe('cccc3');
    expect(await cache.get('a', compute('aaaa'))).toBe('aaaa4');
  });

  it('clear() forgets answers, and a computation running meanwhile is not stored', async () => {
    const cache = ttlCache<string>(60_000, fakeClock());
    let release: (v: string) => void = () => undefined;
    const running = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('old');
    expect(await running).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });
});
