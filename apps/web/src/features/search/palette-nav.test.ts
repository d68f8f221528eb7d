import { describe, expect, it } from 'vitest';
import type { SearchGroup } from '@electrobench/contracts/search';
import { flattenGroups, moveActive } from './palette-nav';

describe('moveActive', () => {
  it('walks down and up through the rows and wraps at both ends', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(1, 3, 'x')).toBe(1);
  });

  it('has no row to highlight when nothing was found', () => {
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('flattenGroups', () => {
  it('keeps the order of the groups, then of the hits in each', () => {
    const hit = (title: string) => ({
      kind: 'tool' as const,
      title,
      subtitle: '',
      path: `/${title}`,
      match: 0 as const,
    });
    const groups: SearchGroup[] = [
      { kind: 'tool', label: 'Tools', items: [hit('a'), hit('b')] },
      { kind: 'article', label: 'Education', items: [hit('c')] },
    ];
    expect(flattenGroups(groups).map((h) => h.title)).toEqual(['a', 'b', 'c']);
  });
});
