import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberContentRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Promotions running or upcoming, or (`ended`) those that have ended (activity/offLine/list). */
export const getActivities = (ended: boolean, page: number, size: number) =>
  client.call(ended ? memberContentRoutes.endedActivities : memberContentRoutes.activities, {
    page,
    size,
    serviceName: window.location.hostname,
  });

export const activitiesQueryOptions = (ended: boolean, page: number, size: number) =>
  queryOptions({
    queryKey: ['content', 'activities', ended, page, size, currentLanguage()],
    queryFn: () => getActivities(ended, page, size),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useActivities = (ended: boolean, page: number, size: number) =>
  useQuery(activitiesQueryOptions(ended, page, size));
