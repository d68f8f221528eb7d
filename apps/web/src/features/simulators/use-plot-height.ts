import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 600px)';

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Signature plot height: shorter on a phone so the knobs under the sticky plot stay reachable. */
export function usePlotHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => (isPhone() ? 280 : 360),
    () => 360,
  );
}
