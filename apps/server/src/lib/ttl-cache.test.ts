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
  it('keeps each key apart and starts over when full', async () => {
    const clock = fakeClock();
    const cache = ttlCache<string>(1000, clock, 2);
    let calls = 0;
    const compute = (key: string) => async () => `${key}${++calls}`;
    expect(await cache.get('a', compute('a'))).toBe('a1');
    expect(await cache.get('b', compute('b'))).toBe('b2');
    expect(await cache.get('a', compute('a'))).toBe('a1');
    expect(await cache.get('c', compute('c'))).toBe('c3');
    expect(await cache.get('a', compute('a'))).toBe('a4');
  });
});
