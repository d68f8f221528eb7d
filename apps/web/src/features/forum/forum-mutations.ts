import type {
  CreatePostInput,
  CreateThreadInput,
  ForumPost,
  Poll,
  ThreadDetail,
  UpdatePostInput,
} from '@electrobench/contracts/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { FORUM_KEY, pollKey } from './forum-api';

/** A forum change: afterwards every forum answer on screen is fetched again. */
function useForumMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: FORUM_KEY }),
  });
}

export const useCreateThread = (categoryId: number) =>
  useForumMutation((input: CreateThreadInput) =>
    apiRequest<ThreadDetail>(`/forum/categories/${categoryId}/threads`, { method: 'POST', body: input }),
  );

export const useCreatePost = (threadId: number) =>
  useForumMutation((input: CreatePostInput) =>
    apiRequest<ForumPost>(`/forum/threads/${threadId}/posts`, { method: 'POST', body: input }),
  );

export const useUpdatePost = () =>
  useForumMutation(({ postId, input }: { postId: number; input: UpdatePostInput }) =>
    apiRequest<ForumPost>(`/forum/posts/${postId}`, { method: 'PUT', body: input }),
  );

export const useDeletePost = () =>
  useForumMutation((postId: number) => apiRequest(`/forum/posts/${postId}`, { method: 'DELETE' }));

export const useDeleteThread = () =>
  useForumMutation((threadId: number) => apiRequest(`/forum/threads/${threadId}`, { method: 'DELETE' }));

export const useVote = () =>
  useForumMutation(({ postId, vote }: { postId: number; vote: -1 | 0 | 1 }) =>
    apiRequest(`/forum/posts/${postId}/vote`, { method: 'POST', body: { vote } }),
  );

export const useAccept = () =>
  useForumMutation(({ postId, accept }: { postId: number; accept: boolean }) =>
    apiRequest(`/forum/posts/${postId}/accept`, { method: accept ? 'POST' : 'DELETE' }),
  );

export const useSetLocked = () =>
  useForumMutation(({ threadId, value }: { threadId: number; value: boolean }) =>
    apiRequest(`/forum/threads/${threadId}/lock`, { method: 'PUT', body: { is_locked: value } }),
  );

export const useSetSticky = () =>
  useForumMutation(({ threadId, value }: { threadId: number; value: boolean }) =>
    apiRequest(`/forum/threads/${threadId}/sticky`, { method: 'PUT', body: { is_sticky: value } }),
  );

export const useSubscribe = () =>
  useForumMutation(({ threadId, subscribe }: { threadId: number; subscribe: boolean }) =>
    apiRequest(`/forum/threads/${threadId}/subscribe`, { method: subscribe ? 'POST' : 'DELETE' }),
  );

/** A poll vote answers the poll with its results, which replace the cached poll at once. */
export function usePollVote(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pollId, optionId }: { pollId: number; optionId: number }) =>
      apiRequest<Poll>(`/forum/polls/${pollId}/vote`, { method: 'POST', body: { option_id: optionId } }),
    onSuccess: (poll) => {
      if (poll && typeof poll === 'object' && 'options' in poll) client.setQueryData(pollKey(postId), poll);
      return client.invalidateQueries({ queryKey: pollKey(postId) });
    },
  });
}

export function usePreview() {
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<{ content_html: string }>('/forum/preview', { method: 'POST', body: { content } }),
  });
}
