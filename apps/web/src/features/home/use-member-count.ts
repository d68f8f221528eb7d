import { useApiGet } from '../../lib/use-api-get';

export function useMemberCount() {
  const answer = useApiGet<{ total_count: number }>('/users/stats/total-count');
  return { ...answer, data: answer.data?.total_count };
}
