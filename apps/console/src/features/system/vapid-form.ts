import { schemaResolver } from '@mantine/form';
import { vapidSetRequest, type RouteInput, type deviceRoutes } from '@lotus/contracts';

/** The VAPID form's values: both keys, as `web-push generate-vapid-keys` prints them. */
export type VapidFormValues = RouteInput<typeof deviceRoutes.vapidSet>;

export const emptyVapidForm: VapidFormValues = { publicKey: '', privateKey: '' };

/**
 * The form's errors from the contracts' schema (the server parses the body with the same one),
 * each a message key; the server then checks that the private key belongs to the public one.
 */
export function vapidFormErrors(values: VapidFormValues): Partial<Record<keyof VapidFormValues, string>> {
  return schemaResolver(vapidSetRequest, { sync: true })(values) as Partial<Record<keyof VapidFormValues, string>>;
}
