import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Search state kept in the query string so every result list can be bookmarked or shared. Empty
 * values are removed; changing anything but the page sends the list back to page 1. Changes replace
 * the history entry so typing does not fill the back button.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  const set = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const text = value === null ? '' : String(value);
            if (text === '') next.delete(key);
            else next.set(key, text);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { get, set, page, params };
}
