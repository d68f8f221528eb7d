import type { QuizBest, QuizResult, QuizResultCreate } from '@electrobench/contracts/quiz';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const BEST_KEY = ['quiz', 'best'] as const;

/** The signed-in member's best result per topic. */
export function useBestQuizResults(enabled: boolean) {
  return useQuery({
    queryKey: BEST_KEY,
    queryFn: () => apiRequest<QuizBest[]>('/quiz/results/best'),
    enabled,
  });
}

export function useSaveQuizResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizResultCreate) => apiRequest<QuizResult>('/quiz/results', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: BEST_KEY }),
  });
}
