import { describe, expect, it } from 'vitest';
import { moveStep, moveTo, orderChanged } from './reorder';

describe('moveStep (keyboard buttons)', () => {
  const ids = [1, 2, 3, 4];

  it('moves an item one place up or down', () => {
    expect(moveStep(ids, 2, -1)).toEqual([1, 3, 2, 4]);
    expect(moveStep(ids, 0, 1)).toEqual([2, 1, 3, 4]);
  });

  it('leaves the first item when moved up and the last when moved down', () => {
    expect(moveStep(ids, 0, -1)).toEqual(ids);
    expect(moveStep(ids, 3, 1)).toEqual(ids);
  });

  it('never changes the list it was given', () => {
    moveStep(ids, 1, 1);
    expect(ids).toEqual([1, 2, 3, 4]);
  });
});

describe('moveTo (drag and drop)', () => {
  it('drops an item at the target position', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('ignores a source outside the list and clamps the target', () => {
    expect(moveTo(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    expect(moveTo(['a', 'b', 'c'], 0, 10)).toEqual(['b', 'c', 'a']);
  });
});

describe('orderChanged', () => {
  it('tells a moved order from the saved one', () => {
    expect(orderChanged([1, 2, 3], [1, 2, 3])).toBe(false);
    expect(orderChanged([1, 2, 3], [2, 1, 3])).toBe(true);
    expect(orderChanged([1, 2], [1, 2, 3])).toBe(true);
  });
});
