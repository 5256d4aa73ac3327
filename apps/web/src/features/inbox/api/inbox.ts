import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberMessageRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/** The member's messages (issue #33): his security alerts, newest first. */
export const INBOX_PAGE = 20;
export const useInbox = (page: number) =>
  useQuery({
    queryKey: ['inbox', page],
    queryFn: () => client.call(memberMessageRoutes.inbox, { page, size: INBOX_PAGE }),
  });

export function useMarkInboxRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(memberMessageRoutes.inboxRead),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['inbox'] }),
  });
}
