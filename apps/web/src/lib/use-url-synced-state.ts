import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Page state that starts from the query string and is written back to it once it settles, so a
 * view can be shared as a link while sliders stay fast (browsers throttle history updates).
 */
export function useUrlSyncedState<T>(
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState(() => parse(params));
  const settled = useDebouncedValue(state, 300);
  const written = useRef(params.toString());

  useEffect(() => {
    const next = serialize(settled);
    const text = next.toString();
    if (text === written.current) return;
    written.current = text;
    setParams(next, { replace: true });
  }, [settled, serialize, setParams]);

  return [state, setState] as const;
}
