import type { SearchGroup, SearchHit } from '@electrobench/contracts/search';

/** The hits in the order they are shown (group by group), each with its place in that order. */
export function flattenGroups(groups: readonly SearchGroup[]): SearchHit[] {
  return groups.flatMap((g) => g.items);
}

/** The next highlighted row for a key, wrapping at both ends; -1 when there are no rows. */
export function moveActive(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return current;
  }
}

export const optionId = (index: number) => `search-hit-${index}`;
