import type {
  ForumCategory,
  Poll,
  PostList,
  SearchHit,
  ThreadDetail,
  ThreadList,
} from '@electrobench/contracts/forum';
import type { ThreadSort } from '@electrobench/contracts/forum-constants';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage, type Paged } from '@electrobench/contracts/paging';
import type { userSearchItemSchema } from '@electrobench/contracts/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

export type MemberMatch = z.infer<typeof userSearchItemSchema>;

/** Every forum answer sits under this key, so one invalidation refreshes whatever is on screen. */
export const FORUM_KEY = ['forum'] as const;

export function useCategories() {
  return useQuery({
    queryKey: [...FORUM_KEY, 'categories'],
    queryFn: ({ signal }) => apiRequest<ForumCategory[]>('/forum/categories', { signal }),
    staleTime: 30_000,
  });
}

export function useThreadList(categoryId: number | undefined, sort: ThreadSort, page: number) {
  const limit = PAGE_SIZE.forum;
  return useQuery({
    queryKey: [...FORUM_KEY, 'threads', categoryId, sort, page],
    queryFn: ({ signal }) =>
      apiRequest<ThreadList>(`/forum/categories/${categoryId}/threads`, {
        query: { sort_by: sort, skip: skipForPage(page, limit), limit },
        signal,
      }),
    enabled: categoryId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useThread(threadId: number) {
  return useQuery({
    queryKey: [...FORUM_KEY, 'thread', threadId],
    queryFn: ({ signal }) => apiRequest<ThreadDetail>(`/forum/threads/${threadId}`, { signal }),
    enabled: Number.isInteger(threadId) && threadId > 0,
  });
}

/** One page of a thread's posts; with `postId` the server answers the page that holds that post. */
export function usePosts(threadId: number, page: number, postId: number | null) {
  const limit = PAGE_SIZE.forum;
  return useQuery({
    queryKey: [...FORUM_KEY, 'posts', threadId, postId === null ? { page } : { postId }],
    queryFn: ({ signal }) =>
      apiRequest<PostList>(`/forum/threads/${threadId}/posts`, {
        query: postId === null ? { skip: skipForPage(page, limit), limit } : { post_id: postId, limit },
        signal,
      }),
    enabled: Number.isInteger(threadId) && threadId > 0,
    placeholderData: keepPreviousData,
  });
}

export function pollKey(postId: number) {
  return [...FORUM_KEY, 'poll', postId] as const;
}

export function usePoll(postId: number) {
  return useQuery({
    queryKey: pollKey(postId),
    queryFn: ({ signal }) => apiRequest<Poll>(`/forum/posts/${postId}/poll`, { signal }),
  });
}

export function useForumSearch(q: string, page: number, enabled: boolean) {
  const limit = PAGE_SIZE.forum;
  return useQuery({
    queryKey: [...FORUM_KEY, 'search', q, page],
    queryFn: ({ signal }) =>
      apiRequest<Paged<SearchHit>>('/forum/search', {
        query: { q, skip: skipForPage(page, limit), limit },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Members whose name starts with `prefix`, for @mention suggestions (empty prefix: no call). */
export function useUserSearch(prefix: string) {
  return useQuery({
    queryKey: ['users', 'search', prefix.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest<MemberMatch[]>('/users/search', {
        query: { q: prefix, limit: PAGE_SIZE.userSearch },
        signal,
      }),
    enabled: prefix.length > 0,
    staleTime: 60_000,
  });
}
