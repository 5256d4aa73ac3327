import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceRoutes, type RouteInput } from '@lotus/contracts';
import { client } from '../../lib/api.ts';

const VAPID_KEY = ['console', 'push', 'vapid'] as const;

/** The VAPID public key members subscribe with and where it comes from (settings.manage). */
export const useVapid = () => useQuery({ queryKey: VAPID_KEY, queryFn: () => client.call(deviceRoutes.vapid) });

/** Sets the operators' own pair; the answer is the new view. */
export function useSetVapid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: RouteInput<typeof deviceRoutes.vapidSet>) => client.call(deviceRoutes.vapidSet, v),
    onSuccess: (view) => qc.setQueryData(VAPID_KEY, view),
  });
}
