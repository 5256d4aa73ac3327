import { Alert, Badge, Button, Card, Group, Paper, Progress, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translate.ts';
import { PageState } from '../../components/centre/ui.tsx';
import type { BonusView, MemberVipView } from '@lotus/contracts';
import { BonusStatus } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { formatDate } from '../content/format.ts';
import { useClaimBonus, useMemberVip, useVipTable } from './api/promo.ts';
import { PromoNav } from './components/PromoNav.tsx';
import { RulesCard } from './components/RulesCard.tsx';
import { money, percent } from './format.ts';

const STATUS_COLOURS: Record<number, string> = { 1: 'yellow', 2: 'green', 3: 'gray', 4: 'red', 5: 'gray' };

function Bar({ label, done, need, testId }: { label: string; done: string; need: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {t('promoWeb.vip.progress', { done: money(done), need: money(need) })}
        </Text>
      </Group>
      <Progress value={percent(done, need)} size="lg" radius="xl" />
    </Stack>
  );
}

function MyLevel({ me }: { me: MemberVipView }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" data-testid="vip-me">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{t('promoWeb.vip.myLevel')}</Text>
        <Badge size="xl" variant="gradient" gradient={{ from: 'orange', to: 'pink' }} data-testid="vip-level">
          {me.supreme ? t('promoWeb.vip.supreme') : t('promoWeb.vip.level', { level: me.level })}
        </Badge>
      </Group>
      {me.barred && (
        <Alert color="red" mb="sm">
          {t('promoWeb.barred')}
        </Alert>
      )}
      {me.next ? (
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {t('promoWeb.vip.next', { level: me.next.level })}
          </Text>
          <Bar label={t('promoWeb.vip.deposit')} done={me.deposit} need={me.next.deposit} testId="vip-deposit-bar" />
          <Bar label={t('promoWeb.vip.validBet')} done={me.validBet} need={me.next.validBet} testId="vip-bet-bar" />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('promoWeb.vip.top')}
        </Text>
      )}
    </Card>
  );
}

function BonusRow({ b }: { b: BonusView }) {
  const { t } = useTranslation();
  const claim = useClaimBonus();
  const lang = currentLanguage();
  const receive = () =>
    claim.mutate(
      { kind: b.kind, id: b.id },
      {
        onSuccess: (r) =>
          notifications.show({
            color: 'green',
            message: t('promoWeb.vip.received', { amount: money(r.bonus.amount), balance: money(r.balance), turnover: money(r.turnoverRequired) }),
          }),
        onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
      },
    );
  return (
    <Paper withBorder p="sm" radius="md" data-testid="vip-bonus" data-status={b.status} data-kind={b.kind}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {t(`promoWeb.vip.kind.${b.kind}`)}
            {b.kind === 'up' ? ` · ${t('promoWeb.vip.level', { level: b.level })}` : b.kind === 'invite' ? '' : ` · ${b.period}`}
          </Text>
          <Text size="lg" fw={700} c="orange">
            {money(b.amount)}
          </Text>
          {b.turnover !== null && (
            <Text size="xs" c="dimmed" data-testid="vip-bonus-turnover">
              {t('promoWeb.vip.turnover', { turnover: money(b.turnover) })}
            </Text>
          )}
          {b.status === BonusStatus.CLAIMABLE && b.claimableUntil && (
            <Text size="xs" c="dimmed">
              {t('promoWeb.vip.until', { date: formatDate(b.claimableUntil, lang, true) })}
            </Text>
          )}
        </Stack>
        {b.status === BonusStatus.CLAIMABLE ? (
          <Button onClick={receive} loading={claim.isPending} data-testid="vip-receive">
            {t('promoWeb.vip.receive')}
          </Button>
        ) : (
          <Badge color={STATUS_COLOURS[b.status] ?? 'gray'} variant="light">
            {t(`promoWeb.vip.status.${b.status}`)}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

/** The level column stays put while the amounts scroll under it, with an edge that says there is more. */
const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '2px 0 4px -2px rgba(0, 0, 0, 0.25)',
} as const;

/** The sticky cell of a striped (odd) row: the stripe over the page's colour, as the row's other cells. */
const STICKY_STRIPED = {
  ...STICKY,
  background: 'linear-gradient(var(--table-striped-color), var(--table-striped-color)), var(--mantine-color-body)',
} as const;

function LevelTable() {
  const { t } = useTranslation();
  const table = useVipTable();
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        {t('promoWeb.vip.table')}
      </Title>
      <PageState testId="content" isPending={table.isLoading} error={table.error} empty={false} emptyKey="promoWeb.vip.noBonuses" onRetry={() => void table.refetch()} />
      {table.data && (
        <>
          {/* On a phone the table is wider than the card: say so, keep the level column in place and show the scrollbar (#27). */}
          <Text size="xs" c="dimmed" mb={4} hiddenFrom="sm" data-testid="vip-table-hint">
            {t('promoWeb.vip.scrollHint')}
          </Text>
          <ScrollArea type="always" offsetScrollbars="x" scrollbarSize={8} data-testid="vip-table-scroll">
            <Table striped miw={560} data-testid="vip-table">
              <Table.Thead>
                <Table.Tr>
                  {(['level', 'deposit', 'validBet', 'up', 'weekly', 'monthly'] as const).map((c) => (
                    <Table.Th key={c} style={c === 'level' ? STICKY : undefined}>
                      {t(`promoWeb.vip.col.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.data.map((l, i) => (
                  <Table.Tr key={l.level}>
                    <Table.Td fw={600} style={i % 2 === 0 ? STICKY_STRIPED : STICKY}>
                      {t('promoWeb.vip.level', { level: l.level })}
                    </Table.Td>
                    <Table.Td>{money(l.deposit)}</Table.Td>
                    <Table.Td>{money(l.validBet)}</Table.Td>
                    <Table.Td>{money(l.upBonus)}</Table.Td>
                    <Table.Td>{money(l.weekly)}</Table.Td>
                    <Table.Td>{money(l.monthly)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </Card>
  );
}

/** VIP levels (issue #15): my level and progress, my bonuses with their receive buttons, the level table and the rules. */
export function VipPage() {
  const { t } = useTranslation();
  const me = useMemberVip();
  return (
    <Stack maw={1100} mx="auto" w="100%" data-testid="vip-page">
      <PromoNav />
      <Title order={2}>{t('promoWeb.nav.vip')}</Title>
      <PageState testId="content" isPending={me.isLoading} error={me.error} empty={false} emptyKey="promoWeb.vip.noBonuses" onRetry={() => void me.refetch()} />
      {me.data && (
        <>
          <MyLevel me={me.data} />
          <Card withBorder radius="md">
            <Title order={4} mb="sm">
              {t('promoWeb.vip.bonuses')}
            </Title>
            {me.data.bonuses.length === 0 ? (
              <Text c="dimmed" size="sm" data-testid="vip-no-bonuses">
                {t('promoWeb.vip.noBonuses')}
              </Text>
            ) : (
              <Stack gap="xs">
                {me.data.bonuses.map((b) => (
                  <BonusRow key={b.id} b={b} />
                ))}
              </Stack>
            )}
          </Card>
        </>
      )}
      <LevelTable />
      <RulesCard textKey="promoWeb.vip.rulesText" />
    </Stack>
  );
}
