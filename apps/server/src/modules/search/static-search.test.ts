import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@electrobench/contracts/search';
import { orderGroups } from './search-service';
import { rankEntry, searchArticles, searchTools } from './static-search';

const entry = {
  name: '555 Timer',
  keywords: ['ne555', 'astable'],
  description: 'Astable and monostable timing.',
};

describe('rankEntry', () => {
  it('ranks a whole word of the name over its start, a keyword, then text anywhere', () => {
    expect(rankEntry('555', entry)).toBe(0);
    expect(rankEntry('tim', entry)).toBe(1);
    expect(rankEntry('ne5', entry)).toBe(1);
    expect(rankEntry('monostable', entry)).toBe(2);
    expect(rankEntry('mo', entry)).toBeNull();
    expect(rankEntry('   ', entry)).toBeNull();
  });
});

describe('tools and articles', () => {
  it('lists the education pages once, as articles', () => {
    expect(searchTools('zener', 10).map((h) => h.path)).not.toContain('/education/zener-diodes');
    expect(searchArticles('zener', 10)[0]).toMatchObject({ path: '/education/zener-diodes', match: 0 });
  });
});

const hit = (kind: SearchHit['kind'], match: SearchHit['match']): SearchHit => ({
  kind,
  match,
  title: kind,
  subtitle: '',
  path: `/${kind}`,
});

describe('orderGroups', () => {
  it('puts the group with the best match first, tools before parts among equals, and drops empty ones', () => {
    const groups = orderGroups([[hit('tool', 1)], [], [hit('transistor', 1)], [hit('smd', 0)]]);
    expect(groups.map((g) => g.kind)).toEqual(['smd', 'tool', 'transistor']);
    expect(groups[0]?.label).toBe('SMD codes');
  });
});
