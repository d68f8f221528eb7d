import { describe, expect, it } from 'vitest';
import { INITIAL_TRACK, isScrolled, trackScroll, type ScrollTrack } from './navbar-scroll';

function scrollThrough(positions: number[], locked = false, start: ScrollTrack = INITIAL_TRACK): ScrollTrack {
  return positions.reduce((track, y) => trackScroll(track, y, locked), start);
}

describe('navigation bar on scroll', () => {
  it('takes the scrolled look past 50px', () => {
    expect(isScrolled(50)).toBe(false);
    expect(isScrolled(51)).toBe(true);
  });

  it('stays while scrolling within the first 120px', () => {
    expect(scrollThrough([40, 80, 120]).hidden).toBe(false);
  });

  it('hides only after more than 12px down beyond 120px', () => {
    expect(scrollThrough([100, 126, 132]).hidden).toBe(false);
    expect(scrollThrough([100, 126, 133]).hidden).toBe(true);
  });

  it('comes back only after more than 6px up', () => {
    const hidden = scrollThrough([200, 400]);
    expect(hidden.hidden).toBe(true);
    expect(scrollThrough([397, 394], false, hidden).hidden).toBe(true);
    expect(scrollThrough([397, 393], false, hidden).hidden).toBe(false);
  });

  it('a short bounce up does not undo the downward count of a new scroll', () => {
    const hidden = scrollThrough([200, 400, 398, 410]);
    expect(hidden.hidden).toBe(true);
  });

  it('never hides while a menu is open or hovered', () => {
    expect(scrollThrough([200, 400, 800], true).hidden).toBe(false);
  });
});
