import { defineRoute } from '../client.ts';
import { paths } from '../paths.ts';
import { platformConfigQuery, platformConfigResponse } from '../platform.ts';

/**
 * The host's configuration (apps/web features/platform), in a file of its own: only the member
 * site's first page calls it, by reference (its type), so no page carries its schemas; in a
 * module a lazy page imports, they would share a chunk with the first page's platform readers
 * (platformConfigMap) and bring zod into the first page.
 */
export const memberSiteRoutes = {
  platformConfig: defineRoute({
    method: 'GET',
    path: paths.platformConfig,
    query: platformConfigQuery,
    response: platformConfigResponse,
  }),
};
