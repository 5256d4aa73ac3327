import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberAccountRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';

/** The member's own record (docs/product.md §3): the chase planner needs the prize group. */
export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['member-info'],
    queryFn: () => client.call(memberAccountRoutes.info),
    enabled: Boolean(getToken()),
    staleTime: 5 * 60_000,
  });

export const useMemberInfo = () => useQuery(memberInfoQueryOptions());
