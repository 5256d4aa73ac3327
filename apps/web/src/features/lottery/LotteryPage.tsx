import { useEffect, useState } from 'react';
import { Alert, Card, Loader, SegmentedControl, Stack } from '@mantine/core';
import { hideLotteryToasts, showLotteryToast } from './lottery-toasts.ts';
import { useTranslation } from '../../lib/translate.ts';
import { useParams } from 'react-router';
import { SaleState } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { getToken } from '../../lib/session.ts';
import { useUserConfig } from '../session/api/get-user-config.ts';
import { playIfEnabled } from '../settings/sounds.ts';
import { useTicketCfg } from './api/lottery-api.ts';
import { familyOf } from './families.ts';
import { useIssueClock } from './hooks/use-issue-clock.ts';
import { useBasket } from './store.ts';
import { Basket } from './components/Basket.tsx';
import { DoubleDisc } from './components/DoubleDisc.tsx';
import { IssueHeader } from './components/IssueHeader.tsx';
import { GuestNotice } from './components/LoginToBet.tsx';
import { useProtection } from '../protection/api/protection.ts';
import { activeBlock, BlockNotice } from '../protection/components/BlockNotice.tsx';
import { MyBets } from './components/MyBets.tsx';
import { StandardBoard } from './components/StandardBoard.tsx';

type Handicap = 'standard' | 'double';

/**
 * The betting page /lottery/:id (docs/product.md §2, §4): issue and countdown, the standard board with the
 * basket and chase, and the two-sided disc. Every rule comes from the engine family of the lottery.
 */
export function LotteryPage() {
  const { id = '' } = useParams();
  const ticketId = Number(id);
  // A new lottery starts from a clean page (docs/product.md §4: switching lottery clears the state).
  return Number.isInteger(ticketId) && ticketId > 0 ? (
    <LotteryView key={ticketId} ticketId={ticketId} />
  ) : (
    <InvalidLottery />
  );
}

function InvalidLottery() {
  const { t } = useTranslation();
  return <Alert color="red">{t('lottery.notFound')}</Alert>;
}

function LotteryView({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const cfg = useTicketCfg(ticketId);
  const config = useUserConfig();
  // The countdown sound: a tick in each of the last three seconds, if the member has it on.
  const clock = useIssueClock(ticketId, { onLastSecond: () => playIfEnabled('tick', config) });
  const forTicket = useBasket((s) => s.forTicket);
  // Issue #17: a member in time-out or self-exclusion sees it here, not as a late bet refusal.
  const protection = useProtection();
  // docs/product.md §4: the handicap defaults to two-sided when the lottery has two-sided plays.
  const [handicap, setHandicap] = useState<Handicap | null>(null);
  const family = cfg.data ? familyOf(cfg.data.family) : undefined;
  const hasDouble = Boolean(family?.plays.some((p) => p.market === 'credit'));
  const hasStandard = Boolean(family?.plays.some((p) => p.market === 'standard'));
  const mode: Handicap =
    handicap ?? (hasDouble && !hasStandard ? 'double' : hasStandard ? 'standard' : 'double');

  useEffect(() => forTicket(ticketId), [forTicket, ticketId]);
  // Toasts about this lottery close when its page is left: none is read on another lottery's page (#27).
  useEffect(() => () => hideLotteryToasts(ticketId), [ticketId]);
  const lotteryName = cfg.data?.name;
  useEffect(() => {
    if (clock.changedFrom)
      showLotteryToast(
        { ticketId, name: lotteryName ?? '' },
        {
          id: `issue-${ticketId}-${clock.changedFrom}`,
          color: 'blue',
          message: t('webApp.lottery.issueChanged', { issue: clock.changedFrom }),
        },
      );
  }, [clock.changedFrom, t, ticketId, lotteryName]);

  if (cfg.isPending) return <Loader m="xl" />;
  if (cfg.isError)
    return (
      <Alert color="red" data-testid="lottery-error">
        {errorText(cfg.error, t)}
      </Alert>
    );
  if (!family)
    return (
      <Alert color="orange" data-testid="lottery-error">
        {t('lottery.suspended')}
      </Alert>
    );
  const onSale = clock.issue?.sale === SaleState.ON_SALE && !clock.failed;
  const loggedIn = Boolean(getToken());
  const block = loggedIn ? activeBlock(protection.data?.block) : null;
  const disabled = !onSale || !loggedIn || block !== null;

  return (
    <Stack gap="sm" maw={1100} mx="auto">
      <IssueHeader cfg={cfg.data} clock={clock} />
      {!loggedIn && <GuestNotice />}
      {block && <BlockNotice block={block} />}
      {hasStandard && hasDouble && (
        <SegmentedControl
          value={mode}
          onChange={(v) => setHandicap(v as Handicap)}
          data-testid="handicap"
          data={[
            { value: 'standard', label: t('lottery.group.standard') },
            { value: 'double', label: t('lottery.group.double') },
          ]}
        />
      )}
      {mode === 'standard' ? (
        <>
          <Card withBorder padding="sm">
            <StandardBoard cfg={cfg.data} family={family} disabled={disabled} guest={!loggedIn} />
          </Card>
          <Basket
            ticketId={ticketId}
            issue={onSale ? (clock.issue?.issue ?? null) : null}
            family={family}
            confirmBets={!config.quickConfirm}
            disabled={disabled}
          />
        </>
      ) : (
        <DoubleDisc
          cfg={cfg.data}
          family={family}
          ticketId={ticketId}
          issue={onSale ? (clock.issue?.issue ?? null) : null}
          config={config}
          disabled={disabled}
          guest={!loggedIn}
        />
      )}
      {loggedIn && <MyBets ticketId={ticketId} family={cfg.data.family} />}
    </Stack>
  );
}
