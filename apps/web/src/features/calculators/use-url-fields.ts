import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Form state kept in the query string so a calculation can be bookmarked or shared. Missing keys
 * fall back to the defaults; a cleared field stays cleared (`?r=`). Each change replaces the
 * history entry so typing does not fill the back button.
 */
export function useUrlFields<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const entries = Object.entries<string>(defaults).map(([key, fallback]) => [
      key,
      params.get(key) ?? fallback,
    ]);
    return Object.fromEntries(entries) as Record<K, string>;
  }, [params, defaults]);
  const setFields = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries<string | undefined>(changes)) {
            if (value !== undefined) next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setField = useCallback(
    (key: K, value: string) => setFields({ [key]: value } as Partial<Record<K, string>>),
    [setFields],
  );
  return [values, setField, setFields] as const;
}
