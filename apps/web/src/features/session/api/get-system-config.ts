import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, routeRef, type sessionRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/** On the first page: the route by reference (its type only), see lottery/api/last-issue.ts. */
const systemConfigRoute = routeRef<typeof sessionRoutes.systemConfig>('GET', paths.systemConfig);

/** docs/product.md §7: service_date_url (time server), play_desc_url and mqtt_url. */
export const getSystemConfig = () => client.call(systemConfigRoute);

export const systemConfigQueryOptions = () =>
  queryOptions({ queryKey: ['system-config'], queryFn: getSystemConfig, staleTime: Infinity });

export const useSystemConfig = () => useQuery(systemConfigQueryOptions());
