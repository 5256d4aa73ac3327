import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxPaths, type InboxPage } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';

/** The member's messages (issue #33): his security alerts, newest first. */
export const INBOX_PAGE = 20;
export const useInbox = (page: number) =>
  useQuery({
    queryKey: ['inbox', page],
    queryFn: () => api<InboxPage>('GET', inboxPaths.list, { page, size: INBOX_PAGE }),
  });

export function useMarkInboxRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ read: number }>('POST', inboxPaths.read, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['inbox'] }),
  });
}
