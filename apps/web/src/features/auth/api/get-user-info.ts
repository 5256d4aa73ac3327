import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type UserInfo } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user-info'],
    queryFn: () => api<UserInfo>('GET', paths.userInfo),
    enabled: Boolean(getToken()),
    staleTime: 30_000,
  });

export const useUserInfo = () => useQuery(userInfoQueryOptions());
