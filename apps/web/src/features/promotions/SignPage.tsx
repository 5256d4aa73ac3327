import { IconGift } from '@tabler/icons-react';
import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translate.ts';
import { PageState } from '../../components/centre/ui.tsx';
import type { SignDetailView, SignDrawResult } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { formatDate } from '../content/format.ts';
import { useDoSign, useRefreshAfterDraw, useSignDetail, useSignDraw } from './api/promo.ts';
import { DrawHistory } from './components/DrawHistory.tsx';
import { useUserInfo } from '../auth/api/get-user-info.ts';
import { useBalanceHold } from '../../lib/balance-hold.ts';
import { PrizeBoard } from './components/PrizeBoard.tsx';
import { PromoNav } from './components/PromoNav.tsx';
import { RulesCard } from './components/RulesCard.tsx';
import { money, times } from './format.ts';

/** The 7-day calendar of the current streak: signed days, today's day, day 7's richer prizes. */
function Calendar({ s }: { s: SignDetailView }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={7} spacing={6} data-testid="sign-calendar">
      {s.calendar.map((c) => {
        const today = c.streak === s.streak;
        return (
          <Paper
            key={c.streak}
            withBorder
            radius="md"
            p={6}
            data-testid="sign-day"
            data-signed={c.signed ? 'true' : 'false'}
            data-today={today ? 'true' : undefined}
            style={{
              textAlign: 'center',
              background: c.signed ? 'var(--mantine-color-green-1)' : undefined,
              borderColor: today ? 'var(--mantine-color-orange-6)' : undefined,
              borderWidth: today ? 2 : undefined,
            }}
          >
            {/* A phone's tile (about 46 px at 390) holds the day's number alone, on one line; the word from sm up. */}
            <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }} aria-label={t('promoWeb.sign.day', { n: c.streak })}>
              <Text span inherit hiddenFrom="sm">
                {c.streak}
              </Text>
              <Text span inherit visibleFrom="sm">
                {t('promoWeb.sign.day', { n: c.streak })}
              </Text>
            </Text>
            {/* Day 7's gift as a drawn icon: an emoji shows as an empty box where the phone lacks the font. */}
            {!c.signed && c.streak === 7 ? (
              <IconGift size={22} color="var(--mantine-color-orange-6)" style={{ display: 'block', margin: '3px auto' }} aria-hidden />
            ) : (
              <Text size="lg">{c.signed ? '✓' : '·'}</Text>
            )}
            {c.streak === 7 && (
              <Text size="10px" c="orange" visibleFrom="sm">
                {t('promoWeb.sign.day7')}
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** The daily sign-in draw (issue #15): calendar, today's state and chances, the draw and its history with verification. */
export function SignPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const detail = useSignDetail();
  const doSign = useDoSign();
  const draw = useSignDraw();
  const refresh = useRefreshAfterDraw();
  const userInfo = useUserInfo();
  const balanceHold = useBalanceHold();
  // Leaving the page mid-spin shows the live balance again.
  useEffect(() => () => useBalanceHold.getState().release(), []);
  const [landing, setLanding] = useState<{ index: number; key: string; result: SignDrawResult } | null>(null);
  const s = detail.data;
  const multiplier = s?.tiers.find((x) => x.tier === s.tier)?.multiplier ?? 1;

  const sign = () =>
    doSign.mutate(undefined, {
      onSuccess: (r) => notifications.show({ color: 'green', message: t('promoWeb.sign.signedOk', { n: r.streak }) }),
      onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
    });
  const start = () => {
    // The header keeps the balance the draw started with until the wheel stops (the prize is credited at once).
    const balance = userInfo.data?.balance;
    if (balance !== undefined) balanceHold.hold(balance);
    draw.mutate(undefined, {
      onSuccess: (r) => setLanding({ index: r.draw.prizeIndex, key: r.draw.id, result: r }),
      onError: (err) => {
        balanceHold.release();
        notifications.show({ color: 'red', message: errorText(err, t) });
      },
    });
  };
  const landed = () => {
    if (landing) notifications.show({ color: 'orange', title: t('promoWeb.sign.won', { amount: money(landing.result.draw.amount) }), message: '' });
    refresh('sign');
    balanceHold.release();
    setLanding(null);
  };

  return (
    <Stack maw={1100} mx="auto" w="100%" data-testid="sign-page">
      <PromoNav />
      <Title order={2}>{t('promoWeb.nav.sign')}</Title>
      <PageState testId="content" isPending={detail.isLoading} error={detail.error} empty={false} emptyKey="promoWeb.sign.noHistory" onRetry={() => void detail.refetch()} />
      {s && (
        <>
          {s.barred && <Alert color="red">{t('promoWeb.barred')}</Alert>}
          <Card withBorder radius="md">
            <Calendar s={s} />
            <Group justify="space-between" mt="md" wrap="wrap" gap="xs">
              {s.signedToday ? (
                <Badge size="lg" color="green" variant="light" data-testid="signed-today">
                  {t('promoWeb.sign.signed')}
                </Badge>
              ) : (
                <Button onClick={sign} loading={doSign.isPending} disabled={s.barred} data-testid="do-sign">
                  {t('promoWeb.sign.signIn')}
                </Button>
              )}
              <Text size="xs" c="dimmed">
                {t('promoWeb.sign.endsAt', { time: formatDate(s.endsAt, lang, true) })}
              </Text>
            </Group>
          </Card>
          <SimpleGrid cols={{ base: 3 }} spacing="xs">
            <Paper withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t('promoWeb.sign.validBet')}
              </Text>
              <Text fw={700} data-testid="sign-valid-bet">
                {money(s.validBet)}
              </Text>
            </Paper>
            <Paper withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t('promoWeb.sign.tier')}
              </Text>
              <Text fw={700} data-testid="sign-tier">
                {s.tier > 0 ? `T${s.tier}` : t('promoWeb.sign.noTier')}
              </Text>
            </Paper>
            <Paper withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t('promoWeb.sign.chances')}
              </Text>
              <Text fw={700} data-testid="sign-chances">
                {t('promoWeb.sign.chancesOf', { left: s.left, total: s.chances })}
              </Text>
            </Paper>
          </SimpleGrid>
          {s.nextTier && (
            <Text size="sm" c="dimmed">
              {t('promoWeb.sign.nextTier', { amount: money(s.nextTier.validBet), tier: s.nextTier.tier })}
            </Text>
          )}
          <Card withBorder radius="md">
            <Group justify="space-between" mb="sm">
              <Title order={4} data-testid="sign-prizes-title" data-day7={s.streak === 7 ? 'true' : 'false'}>
                {t('promoWeb.sign.prizes', { multiplier })}
              </Title>
              {s.streak === 7 && <Badge color="orange">{t('promoWeb.sign.day7')}</Badge>}
            </Group>
            <PrizeBoard amounts={s.prizes.map((p) => times(p.amount, multiplier))} landOn={landing} onLanded={landed} testId="sign-board" />
            {!s.signedToday && s.chances === 0 && (
              <Text size="sm" c="dimmed" mt="sm">
                {t('promoWeb.sign.signFirst')}
              </Text>
            )}
            <Button fullWidth mt="md" size="md" color="orange" onClick={start} loading={draw.isPending || landing !== null} disabled={s.left <= 0} data-testid="sign-draw">
              {t('promoWeb.sign.draw')}
            </Button>
            <Text size="xs" c="dimmed" mt="sm" style={{ wordBreak: 'break-all' }}>
              {t('promoWeb.sign.commitment')}: {s.commitment}
            </Text>
          </Card>
          <Card withBorder radius="md">
            <Title order={4} mb="sm">
              {t('promoWeb.sign.history')}
            </Title>
            <DrawHistory draws={s.draws} testId="sign-history" />
            <Text size="xs" c="dimmed" mt="sm">
              {t('promoWeb.sign.fairness')}
            </Text>
          </Card>
        </>
      )}
      <RulesCard textKey="promoWeb.sign.rulesText" />
    </Stack>
  );
}
