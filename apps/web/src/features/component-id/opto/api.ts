import type { OptoXrefResult } from '@electrobench/contracts/opto-xref';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Substitutes of one optocoupler with their verdicts; nothing is asked without a part number. */
export function useOptoXref(mpn: string | null) {
  return useQuery({
    queryKey: ['opto', 'xref', mpn],
    queryFn: ({ signal }) =>
      apiRequest<OptoXrefResult>(`/opto/xref/${encodeURIComponent(mpn ?? '')}`, { signal }),
    enabled: mpn !== null,
    staleTime: 5 * 60_000,
  });
}
