import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { chatRoutes, type ChatLanguage } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

/**
 * The console learns of new chat messages by polling, not by the push broker: the broker signs in
 * members only and lets each subscribe to his own topic, and the console's other queues (deposits,
 * withdrawals, the dashboard) already refresh this way. A few operators polling one bounded page
 * every few seconds is cheap; TanStack Query stops polling while the tab is hidden.
 */
export const INBOX_POLL_MS = 5_000;
export const CONVERSATION_POLL_MS = 3_000;
export const CONSOLE_CHAT_PAGE = 30;

export type InboxTab = '1' | 'mine' | '2' | '3';

export const useConversations = (status: InboxTab, page: number) =>
  useQuery({
    queryKey: ['console', 'chat', 'list', status, page],
    queryFn: () => client.call(chatRoutes.conversations, { status, page, size: 20 }),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_POLL_MS,
  });

export const useConversation = (id: string) =>
  useQuery({
    queryKey: ['console', 'chat', 'context', id],
    queryFn: () => client.call(chatRoutes.conversation, { id }),
    refetchInterval: INBOX_POLL_MS,
  });

export const useConversationMessages = (id: string) =>
  useInfiniteQuery({
    queryKey: ['console', 'chat', 'messages', id],
    queryFn: ({ pageParam }) =>
      client.call(chatRoutes.messages, { id, size: CONSOLE_CHAT_PAGE, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.more && last.list[0] ? Number(last.list[0].id) : undefined),
    refetchInterval: CONVERSATION_POLL_MS,
  });

export const useCanned = (lang: ChatLanguage) =>
  useQuery({ queryKey: ['console', 'chat', 'canned', lang], queryFn: () => client.call(chatRoutes.canned, { lang }), staleTime: 60_000 });

export const useAnswerers = () =>
  useQuery({ queryKey: ['console', 'chat', 'operators'], queryFn: () => client.call(chatRoutes.operators), staleTime: 60_000 });
