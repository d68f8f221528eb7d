import { useEffect, useRef, useState } from 'react';
import { INITIAL_TRACK, isScrolled, trackScroll } from './navbar-scroll';

interface NavbarScroll {
  scrolled: boolean;
  hidden: boolean;
}

/**
 * Applies the scroll rules of navbar-scroll.ts to the window. `locked` (a menu, drawer or panel is
 * open, or the pointer is over the bar) keeps it shown; a new `routeKey` shows it again.
 */
export function useNavbarScroll(locked: boolean, routeKey: string): NavbarScroll {
  const track = useRef(INITIAL_TRACK);
  const lockedRef = useRef(locked);
  const routeKeyRef = useRef(routeKey);
  const [view, setView] = useState({ scrolled: false, hidden: false, hiddenOn: routeKey });

  useEffect(() => {
    lockedRef.current = locked;
    routeKeyRef.current = routeKey;
  }, [locked, routeKey]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        track.current = trackScroll(track.current, y, lockedRef.current);
        const next = { scrolled: isScrolled(y), hidden: track.current.hidden, hiddenOn: routeKeyRef.current };
        setView((current) =>
          current.scrolled === next.scrolled &&
          current.hidden === next.hidden &&
          current.hiddenOn === next.hiddenOn
            ? current
            : next,
        );
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // A hide recorded on an earlier page does not carry over to the new one.
  return { scrolled: view.scrolled, hidden: !locked && view.hidden && view.hiddenOn === routeKey };
}
