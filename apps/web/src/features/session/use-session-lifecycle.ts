import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../lib/translate.ts';
import type { IssueResult, LotteryCategory, UserConfig } from '@lotus/contracts';
import { getToken } from '../../lib/session.ts';
import { userInfoQueryOptions } from '../auth/api/get-user-info.ts';
import { KEEP_ALIVE_MS, keepAlive, useTokenVerify } from './api/verify-token.ts';
import { useSystemConfig } from './api/get-system-config.ts';
import { setPlatformTimeZone } from '../../lib/platform-zone.ts';
import { userConfigQueryOptions } from './api/get-user-config.ts';

/**
 * The member session of docs/product.md §7: verify the token at start, then user info and user config; keep
 * the session alive every 5 minutes; hold the push connection and react to its events.
 */
export function useSessionLifecycle(): void {
  const queryClient = useQueryClient();
  const verify = useTokenVerify();
  const system = useSystemConfig();
  const memberId = verify.data?.memberId;
  const mqttUrl = system.data?.mqtt_url;
  // Date presets count the platform's business days and times show in its zone: set before any page reads them.
  const zone = system.data?.time_zone;
  if (zone) setPlatformTimeZone(zone);

  useEffect(() => {
    if (!memberId) return;
    void queryClient.prefetchQuery(userInfoQueryOptions());
    void queryClient.prefetchQuery(userConfigQueryOptions());
    const timer = setInterval(() => void keepAlive().catch(() => undefined), KEEP_ALIVE_MS);
    return () => clearInterval(timer);
  }, [memberId, queryClient]);

  // Sounds need a user gesture first (autoplay rules): listen for it from the start. Their module
  // loads just after the first page (issue #32: home plays none).
  useEffect(() => void import('../settings/sounds.ts').then((m) => m.sounds()), []);

  // One push connection for the member's session: it does not depend on the texts (the notice
  // reads them, with the module's `t`, when a win arrives). It used to restart with each part of
  // the catalogue loaded (useTranslation's `t` is new with each), and a win pushed before the new
  // connection subscribed was lost: the broker keeps nothing for a client not connected.
  useEffect(() => {
    const token = getToken();
    if (!memberId || !mqttUrl || !token) return;
    let close: (() => void) | null = null;
    let cancelled = false;
    // The push client (mqtt and the event schema) loads on demand, after the first page.
    void import('./push.ts')
      .then(({ connectPush, drawnThrows }) => {
        const throws = drawnThrows();
        return connectPush({
          url: mqttUrl,
          token,
          memberId,
          onReconnect: () => void queryClient.invalidateQueries({ queryKey: ['user-info'] }),
          onEvent: (event, effects) => {
            const { refetch, winAmount } = effects;
            throws.record(event);
            for (const queryKey of refetch) void queryClient.invalidateQueries({ queryKey });
            const config = queryClient.getQueryData<UserConfig>(['user-config']);
            // The win sound follows the member's setting (user config winBeep).
            if (winAmount !== null) void import('../settings/sounds.ts').then((m) => m.playIfEnabled('win', config));
            // The win notice follows the member's setting (user config winModal, default on).
            if (winAmount !== null && (config?.winModal ?? true)) {
              // The throw the win came from, as pictures: the page's last result or the pushed draw.
              const ticketId = Number(event.data.ticketId);
              const code = throws.codeOf(event, queryClient.getQueryData<IssueResult>(['lottery', 'last', ticketId]));
              const lotteryIn = (lists: (LotteryCategory[] | undefined)[]) =>
                lists
                  .flatMap((data) => data ?? [])
                  .flatMap((c) => c.list)
                  .find((l) => l.ticketId === ticketId);
              // The lottery's family names the pictures. The list may not be loaded on this page
              // (a phone builds the side menu only when it opens): then it is fetched, on demand.
              const lottery = async () =>
                lotteryIn(queryClient.getQueriesData<LotteryCategory[]>({ queryKey: ['lottery', 'list'] }).map(([, data]) => data)) ??
                import('../catalogue/api/get-lottery-list.ts')
                  .then(({ lotteryListQueryOptions }) => queryClient.fetchQuery(lotteryListQueryOptions()))
                  .then((list) => lotteryIn([list]))
                  .catch(() => undefined);
              // The notice's pictures load with it, not with the first page.
              // The notice names the lottery the win is from: it shows on any page (#27).
              void Promise.all([lottery(), import('./WinMessage.tsx')]).then(([won, { showWinNotice }]) =>
                showWinNotice({
                  id: `win-${event.at}`,
                  title: won ? t('webApp.win.titleOf', { lottery: won.name }) : t('webApp.win.title'),
                  autoCloseMs: effects.winNoticeMs,
                  amount: winAmount,
                  code,
                  family: won?.family,
                }),
              );
            }
          },
        });
      })
      .then((fn) => {
        if (cancelled) fn();
        else close = fn;
      })
      .catch((err: unknown) => console.error('push connection failed', err));
    return () => {
      cancelled = true;
      close?.();
    };
  }, [memberId, mqttUrl, queryClient]);
}
