import { NAVBAR_SCROLL } from '@electrobench/contracts/limits';

/** Scroll bookkeeping of the navigation bar between two scroll events. */
export interface ScrollTrack {
  lastY: number;
  /** Distance scrolled down since the last upward move. */
  down: number;
  /** Distance scrolled up since the last downward move. */
  up: number;
  hidden: boolean;
}

export const INITIAL_TRACK: ScrollTrack = { lastY: 0, down: 0, up: 0, hidden: false };

export function isScrolled(y: number): boolean {
  return y > NAVBAR_SCROLL.scrolledAt;
}

/**
 * Hides the bar after more than 12px of scrolling down beyond 120px from the top and shows it after
 * more than 6px up. Near the top, or while something in the bar is open or hovered, it stays.
 */
export function trackScroll(previous: ScrollTrack, y: number, locked: boolean): ScrollTrack {
  if (locked || y <= NAVBAR_SCROLL.hideAfter) return { lastY: y, down: 0, up: 0, hidden: false };
  if (y > previous.lastY) {
    // Only the distance travelled beyond the 120px line counts towards hiding.
    const down = previous.down + y - Math.max(previous.lastY, NAVBAR_SCROLL.hideAfter);
    return { lastY: y, down, up: 0, hidden: previous.hidden || down > NAVBAR_SCROLL.downTrigger };
  }
  if (y < previous.lastY) {
    const up = previous.up + previous.lastY - y;
    return { lastY: y, down: 0, up, hidden: previous.hidden && up <= NAVBAR_SCROLL.upTrigger };
  }
  return previous;
}
