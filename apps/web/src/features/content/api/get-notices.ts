import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, routeRef, type memberContentRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { keptQuery } from '../../../lib/storage.ts';
import { HOME_NOTICE_COUNT } from '../../home/early-gets.ts';

/**
 * The notices route by reference: home's first page prefetches them (features/home/first-page.ts),
 * and naming the route itself would bring its schemas, and zod, into the first page's JavaScript.
 */
const noticesRoute = routeRef<typeof memberContentRoutes.notices>('GET', contentPaths.noticeList);

/** Notices of this site in the reader's language (the server falls back to the site's language). */
export const getNotices = (page: number, size: number) =>
  client.call(noticesRoute, { page, size, serviceName: window.location.hostname });

/** How many of the latest notices the home line carries (index.html asks for them early: home/early-gets.ts). */
export const HOME_NOTICES = HOME_NOTICE_COUNT;

/** Home's line (the first page of HOME_NOTICES) starts from the notices kept from the last visit (lib/storage.ts, issue #31). */
export const noticesQueryOptions = (page: number, size: number) => {
  const lang = currentLanguage();
  const load = () => getNotices(page, size);
  return queryOptions({
    queryKey: ['content', 'notices', page, size, lang],
    ...(page === 1 && size === HOME_NOTICES ? keptQuery('home-notices', lang, load) : { queryFn: load }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
};

export const useNotices = (page: number, size: number) => useQuery(noticesQueryOptions(page, size));
