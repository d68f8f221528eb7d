import { type Conversation, type DmMessage, type MessageList } from '@electrobench/contracts/dm';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { skipForPage, type Paged } from '@electrobench/contracts/paging';
import type { PublicProfile } from '@electrobench/contracts/users';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { upsertMessage, type ThreadPages } from './message-pages';

export const dmKeys = {
  all: ['dm'] as const,
  conversations: ['dm', 'conversations'] as const,
  conversation: (id: number) => ['dm', 'conversation', id] as const,
  messages: (id: number) => ['dm', 'messages', id] as const,
  blocks: ['dm', 'blocks'] as const,
};

export function useConversations(page: number) {
  const limit = PAGE_SIZE.dmConversations;
  return useQuery({
    queryKey: [...dmKeys.conversations, page],
    queryFn: () =>
      apiRequest<Paged<Conversation>>('/dm/conversations', {
        query: { skip: skipForPage(page, limit), limit },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useConversation(id: number) {
  return useQuery({
    queryKey: dmKeys.conversation(id),
    queryFn: () => apiRequest<Conversation>(`/dm/conversations/${id}`),
  });
}

/** Pages of 50 counted back from the newest; the next page param is the next skip. */
export function useThreadMessages(id: number) {
  const limit = PAGE_SIZE.dmMessages;
  return useInfiniteQuery({
    queryKey: dmKeys.messages(id),
    queryFn: ({ pageParam }) =>
      apiRequest<MessageList>(`/dm/conversations/${id}/messages`, { query: { skip: pageParam, limit } }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.current_page < last.total_pages ? all.length * limit : undefined),
  });
}

/** Puts a message (answer or live event) into its thread, and lets the list re-sort and recount. */
export function applyMessage(client: QueryClient, message: DmMessage): void {
  client.setQueryData<ThreadPages>(dmKeys.messages(message.conversation_id), (data) =>
    upsertMessage(data, message),
  );
  void client.invalidateQueries({ queryKey: dmKeys.conversations });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { recipient_id: number; content: string }) =>
      apiRequest<DmMessage>('/dm/messages', { method: 'POST', body: input }),
    onSuccess: (message) => applyMessage(client, message),
  });
}

export function useEditMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      apiRequest<DmMessage>(`/dm/messages/${id}`, { method: 'PUT', body: { content } }),
    onSuccess: (message) => applyMessage(client, message),
  });
}

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<DmMessage>(`/dm/messages/${id}`, { method: 'DELETE' }),
    onSuccess: (message) => applyMessage(client, message),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/dm/conversations/${id}/mark-read`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: dmKeys.conversations }),
  });
}

export function useHideConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/dm/conversations/${id}/hide`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: dmKeys.conversations }),
  });
}

interface BlockedMember {
  id: number;
  username: string;
}

/** The members this member blocked (one page of 100 covers any real list). */
export function useBlockedIds() {
  return useQuery({
    queryKey: dmKeys.blocks,
    queryFn: async () => {
      const answer = await apiRequest<Paged<BlockedMember>>('/dm/blocks', { query: { limit: 100 } });
      return new Set(answer.items.map((member) => member.id));
    },
  });
}

export function useSetBlocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      apiRequest(`/dm/blocks/${userId}`, { method: blocked ? 'POST' : 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: dmKeys.blocks }),
  });
}

export interface MemberMatch {
  id: number;
  username: string;
  profile_image_url: string | null;
}

/** SPEC section 5: an empty query asks nothing and finds nobody. */
export function useMemberSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['users', 'search', q.toLowerCase()],
    queryFn: () => apiRequest<MemberMatch[]>('/users/search', { query: { q, limit: PAGE_SIZE.userSearch } }),
    enabled: q.length > 0,
  });
}

/** The member a new conversation is addressed to (from ?to=username). */
export function useMember(username: string) {
  return useQuery({
    queryKey: ['users', 'profile', username.toLowerCase()],
    queryFn: () => apiRequest<PublicProfile>(`/users/profile/${encodeURIComponent(username)}`),
    enabled: username.length > 0,
  });
}
