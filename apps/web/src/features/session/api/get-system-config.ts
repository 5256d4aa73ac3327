import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type SystemConfig } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';

/** docs/product.md §7: service_date_url (time server), play_desc_url and mqtt_url. */
export const getSystemConfig = () => api<SystemConfig>('GET', paths.systemConfig);

export const systemConfigQueryOptions = () =>
  queryOptions({ queryKey: ['system-config'], queryFn: getSystemConfig, staleTime: Infinity });

export const useSystemConfig = () => useQuery(systemConfigQueryOptions());
