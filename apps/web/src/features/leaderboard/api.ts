import type { Leaderboard, LeaderboardMetric } from '@electrobench/contracts/gamification';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage } from '@electrobench/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export function useLeaderboard(metric: LeaderboardMetric, page: number) {
  const limit = PAGE_SIZE.leaderboard;
  return useQuery({
    queryKey: ['gamification', 'top', metric, page],
    queryFn: ({ signal }) =>
      apiRequest<Leaderboard>('/gamification/top', {
        query: { metric, skip: skipForPage(page, limit), limit },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
