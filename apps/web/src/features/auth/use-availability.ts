import { emailSchema, usernameSchema } from '@electrobench/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

const CHECK_DELAY_MS = 400;

/**
 * Asks the server whether a username or email is still free, once typing pauses and only for values
 * the signup schema would accept.
 */
export function useAvailability(kind: 'email' | 'username', value: string): Availability {
  const trimmed = value.trim();
  const settled = useDebouncedValue(trimmed, CHECK_DELAY_MS);
  const valid = (kind === 'email' ? emailSchema : usernameSchema).safeParse(settled).success;
  const query = useQuery({
    queryKey: ['availability', kind, settled.toLowerCase()],
    queryFn: () =>
      apiRequest<{ available: boolean }>(`/auth/check-${kind}-availability`, { query: { [kind]: settled } }),
    enabled: valid,
    staleTime: 30_000,
    retry: false,
  });
  if (!trimmed) return 'idle';
  if (settled !== trimmed) return 'checking';
  if (!valid) return 'idle';
  if (query.isPending) return 'checking';
  if (query.isError) return 'unknown';
  return query.data.available ? 'available' : 'taken';
}
