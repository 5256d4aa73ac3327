import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { memberMessageRoutes } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

/** Messages in one page of the member's chat history. */
export const CHAT_PAGE = 30;

/**
 * The member's conversation with customer service, newest page first; older pages load on demand.
 * The chat push (event 7) invalidates ['chat'], so a reply shows without a reload; the slow poll
 * only covers a broker that is out of reach.
 */
export const useChatHistory = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['chat', 'messages'],
    queryFn: ({ pageParam }) => client.call(memberMessageRoutes.chat, { size: CHAT_PAGE, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.more && last.list[0] ? Number(last.list[0].id) : undefined),
    enabled,
    refetchInterval: 60_000,
  });

export function useSendChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => client.call(memberMessageRoutes.chatSend, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['chat'] }),
  });
}
