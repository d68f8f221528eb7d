import { useEffect, useState } from 'react';
import type { SearchResult } from '@electrobench/contracts/search';
import { apiRequest } from '../../lib/api-client';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SearchResult | undefined }
  | { status: 'done'; query: string; result: SearchResult }
  | { status: 'error'; error: unknown };

type Answer = { query: string; attempt: number; result?: SearchResult; error?: unknown };

/**
 * The answer of GET /search for a settled query; a newer query aborts the older request. While a
 * new answer is on its way the previous results stay on screen (dimmed) instead of flickering.
 */
export function useSearchResults(query: string, attempt: number): SearchState {
  const q = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (q === '') return;
    const controller = new AbortController();
    apiRequest<SearchResult>('/search', { query: { q, limit: 5 }, signal: controller.signal }).then(
      (result) => setAnswer({ query: q, attempt, result }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ query: q, attempt, error });
      },
    );
    return () => controller.abort();
  }, [q, attempt]);
  if (q === '') return { status: 'idle' };
  if (answer === null || answer.query !== q || answer.attempt !== attempt) {
    return { status: 'loading', previous: answer?.result };
  }
  if (answer.result) return { status: 'done', query: q, result: answer.result };
  return { status: 'error', error: answer.error };
}
