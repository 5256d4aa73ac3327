import { Alert, Anchor, Box, Center, Checkbox, Group, Loader, Paper, SegmentedControl, Select, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translate.ts';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DrawBalls } from '../../components/ui/DrawBalls.tsx';
import { FpcPicture, fpcSymbolOf } from '../../components/ui/pictures.tsx';
import { VnResultTable } from '../../components/ui/VnResult.tsx';
import { vnRegionOf } from '../../components/ui/vn-prizes.ts';
import { useLotteryList } from '../catalogue/api/get-lottery-list.ts';
import { ticketCfgQueryOptions } from '../lottery/api/lottery-api.ts';
import { familyOf } from '../lottery/families.ts';
import { useDoubleHotMiss, useHotMiss, useLastDrawn, useOpenCodes, useTrendChart, useTrendHistory } from './api.ts';
import { HeatLegend, HotColdTable } from './components/HotCold.tsx';
import { MissingChart, numberLabel } from './components/MissingChart.tsx';
import { LoStatsView } from './components/LoStats.tsx';
import { RoadsView } from './components/Roads.tsx';
import { loStatsOf } from './lo.ts';
import { outcomesOf, PAIRS, roadMarkets, type Pair } from './markets.ts';

const WINDOWS = ['30', '50', '100'] as const;
type Tab = 'chart' | 'hot' | 'roads' | 'gan' | 'frequent' | 'history';
const DIGIT_TABS: readonly Tab[] = ['chart', 'hot', 'roads', 'history'];
/** A Vietnamese result is 18 or 27 prize numbers: its players read the lô endings, not digit positions. */
const VN_TABS: readonly Tab[] = ['gan', 'frequent', 'history'];

const TAB_LABELS: Record<Tab, string> = {
  chart: 'pages.trend.tab.chart',
  hot: 'pages.trend.tab.hot',
  roads: 'pages.trend.tab.roads',
  gan: 'trendVn.tab.gan',
  frequent: 'trendVn.tab.frequent',
  history: 'pages.trend.tab.history',
};

/**
 * The trend page (/home/trend, docs/product.md §2): pick a lottery; the last drawn issue, the missing-number
 * chart, cold/hot statistics, the roads and the draw history — for a Vietnamese lottery lô gan
 * and lô hay về over the last 100 draws (computed here with the engine) instead of the digit
 * views. The page asks every few seconds whether a new issue was drawn; the display and the
 * charts change only when it was.
 */
export function TrendPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const list = useLotteryList();
  const lotteries = list.data?.flatMap((c) => c.list) ?? [];
  const requested = Number(params.get('ticketId'));
  const ticketId = lotteries.some((l) => l.ticketId === requested) ? requested : (lotteries[0]?.ticketId ?? 0);
  const [pickedTab, setTab] = useState<Tab>('chart');
  const [num, setNum] = useState<(typeof WINDOWS)[number]>('30');
  const [position, setPosition] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(true);
  const [marketRow, setMarketRow] = useState<string | null>(null);
  const [pair, setPair] = useState<Pair>('bigSmall');

  const cfg = useQuery({ ...ticketCfgQueryOptions(ticketId), enabled: ticketId > 0 });
  const family = cfg.data ? familyOf(cfg.data.family) : undefined;
  const vnRegion = vnRegionOf(cfg.data?.family);
  const tabs = vnRegion ? VN_TABS : DIGIT_TABS;
  const tab = tabs.includes(pickedTab) ? pickedTab : (tabs[0] ?? 'history');
  // A Bầu cua face is an animal: the chart shows its picture (named), and a sum or span of faces means nothing.
  const isFpc = cfg.data?.family === 'fpc';
  const fpcLabel = (n: number) => {
    const symbol = fpcSymbolOf(n);
    return symbol ? <FpcPicture symbol={symbol} label={t(`play.fpc.symbol.${symbol}`)} size={20} /> : String(n);
  };
  const isLoTab = tab === 'gan' || tab === 'frequent';
  const last = useLastDrawn(ticketId);
  const issue = last.data?.issue ?? '';
  const ready = ticketId > 0 && last.isSuccess;
  const chart = useTrendChart(ticketId, Number(num), issue, ready && tab === 'chart');
  const hot = useHotMiss(ticketId, issue, ready && tab === 'hot');
  const double = useDoubleHotMiss(ticketId, issue, ready && tab === 'hot');
  const codes = useOpenCodes(ticketId, issue, ready && (tab === 'roads' || isLoTab));
  const history = useTrendHistory(ticketId, Number(num), issue, ready && tab === 'history');

  // The window is the history call's 100 draws; a new issue is a new key, so this follows the draws.
  const loStats = useMemo(() => (isLoTab && codes.data ? loStatsOf(codes.data) : null), [isLoTab, codes.data]);
  const chartRows = chart.data?.chart ?? [];
  const positionLabel = (p: number) => (p < 0 ? t('pages.trend.anyPosition') : t('pages.trend.position', { n: p + 1 }));
  const positions = (hot.data ?? chartRows).map((r) => String(r.position));
  const selectedPosition = position !== null && positions.includes(position) ? position : (positions[0] ?? null);
  const positionPicker =
    positions.length > 1 ? (
      <Select
        aria-label={t('pages.trend.pickPosition')}
        data={positions.map((p) => ({ value: p, label: positionLabel(Number(p)) }))}
        value={selectedPosition}
        onChange={setPosition}
        allowDeselect={false}
        w={140}
        data-testid="trend-position"
      />
    ) : null;

  const markets = family ? roadMarkets(family) : [];
  const rowsOfPair = markets.filter((m) => m.pair === pair);
  const market = rowsOfPair.find((m) => m.key.replace(/\.\w+$/, '') === marketRow) ?? rowsOfPair[0];

  const lotteryOptions = (list.data ?? []).map((c) => ({
    group: c.name,
    items: c.list.map((l) => ({ value: String(l.ticketId), label: l.name })),
  }));

  const noData = <Text c="dimmed" ta="center" py="lg" data-testid="trend-no-data">{t('pages.trend.noData')}</Text>;
  const loading = (
    <Center py="lg">
      <Loader size="sm" />
    </Center>
  );

  return (
    <Stack maw={1200} mx="auto" gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>{t('web.trend.title')}</Title>
        <Select
          label={t('pages.trend.pickLottery')}
          data={lotteryOptions}
          value={ticketId ? String(ticketId) : null}
          onChange={(v) => v && setParams({ ticketId: v }, { replace: true })}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 260 }}
          data-testid="trend-lottery"
        />
      </Group>

      <Paper withBorder radius="md" p="sm" data-testid="trend-last">
        {last.data ? (
          <Group gap="sm" wrap="wrap">
            <Text fw={700}>{t('pages.trend.lastIssue', { issue: last.data.issue })}</Text>
            {cfg.data?.drawKind === 'house' && (
              // Anyone checks a house draw himself (issue #27): its public verification page.
              <Anchor component={Link} to={`/draw/${ticketId}/${last.data.issue}`} size="sm" data-testid="trend-verify-last">
                {t('webVerify.link')}
              </Anchor>
            )}
            {vnRegion ? (
              // A Vietnamese result is read by its prizes (the table falls back to balls itself).
              <Box w="100%" maw={520}>
                <VnResultTable region={vnRegion} code={last.data.code} />
              </Box>
            ) : (
              <DrawBalls code={last.data.code} size={26} family={cfg.data?.family} />
            )}
          </Group>
        ) : last.isSuccess ? (
          <Text c="dimmed">{t('pages.trend.noDraws')}</Text>
        ) : (
          <Loader size="xs" />
        )}
      </Paper>

      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(TAB_LABELS[v])}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="chart" pt="sm">
          <Stack gap="sm">
            <Group gap="sm">
              {positionPicker}
              <SegmentedControl
                size="xs"
                value={num}
                onChange={(v) => setNum(v as (typeof WINDOWS)[number])}
                data={WINDOWS.map((w) => ({ value: w, label: t('pages.trend.issues', { n: w }) }))}
              />
              <Checkbox size="xs" label={t('pages.trend.showMissing')} checked={showMissing} onChange={(e) => setShowMissing(e.currentTarget.checked)} />
            </Group>
            {chart.isLoading
              ? loading
              : (() => {
                  const row = chartRows.find((r) => String(r.position) === selectedPosition) ?? chartRows[0];
                  return row && chart.data ? <MissingChart row={row} issues={chart.data.issues} showMissing={showMissing} labelOf={isFpc ? fpcLabel : undefined} /> : noData;
                })()}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="hot" pt="sm">
          <Stack gap="md">
            <Group gap="sm">{positionPicker}</Group>
            <HeatLegend />
            {hot.isLoading ? loading : (() => {
              const row = hot.data?.find((r) => String(r.position) === selectedPosition) ?? hot.data?.[0];
              if (!row) return noData;
              const max = Math.max(...row.numbers);
              const side = double.data?.find((d) => d.position === row.position);
              return (
                <>
                  <HotColdTable
                    title={t('pages.trend.hotNumbers', { position: positionLabel(row.position) })}
                    labels={row.numbers.map((n) => {
                      const symbol = isFpc ? fpcSymbolOf(n) : null;
                      return symbol ? t(`play.fpc.symbol.${symbol}`) : numberLabel(n, max);
                    })}
                    table={row}
                    testId="hot-numbers"
                  />
                  {side && (
                    <HotColdTable
                      title={t('pages.trend.hotSides', { position: positionLabel(row.position) })}
                      labels={side.features.map((f) => t(`pages.trend.side.${f}`))}
                      table={side}
                      testId="hot-sides"
                    />
                  )}
                </>
              );
            })()}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="roads" pt="sm">
          <Stack gap="sm">
            {markets.length === 0 && cfg.isSuccess ? (
              <Alert color="gray" data-testid="roads-none">{t('pages.trend.noRoads')}</Alert>
            ) : (
              <>
                <Group gap="sm">
                  <Select
                    aria-label={t('pages.trend.pickMarket')}
                    data={rowsOfPair.map((m) => ({ value: m.key.replace(/\.\w+$/, ''), label: t(m.rowNameKey) }))}
                    value={market ? market.key.replace(/\.\w+$/, '') : null}
                    onChange={setMarketRow}
                    allowDeselect={false}
                    w={160}
                    data-testid="road-market"
                  />
                  <SegmentedControl
                    size="xs"
                    value={pair}
                    onChange={(v) => setPair(v as Pair)}
                    data={(Object.keys(PAIRS) as Pair[]).map((p) => ({
                      value: p,
                      label: PAIRS[p].map((s) => t(`pages.trend.side.${s}`)).join(' / '),
                    }))}
                    data-testid="road-pair"
                  />
                </Group>
                {codes.isLoading || !family
                  ? loading
                  : market && codes.data && codes.data.length > 0
                    ? <RoadsView outcomes={outcomesOf(family, market, codes.data.map((c) => c.code))} sides={PAIRS[pair]} />
                    : noData}
              </>
            )}
          </Stack>
        </Tabs.Panel>

        {(['gan', 'frequent'] as const).map((view) => (
          <Tabs.Panel key={view} value={view} pt="sm">
            {codes.isLoading ? loading : loStats && codes.data && codes.data.length > 0 ? (
              <LoStatsView view={view} stats={loStats} draws={codes.data.length} />
            ) : (
              noData
            )}
          </Tabs.Panel>
        ))}

        <Tabs.Panel value="history" pt="sm">
          {history.isLoading ? loading : history.data && history.data.length > 0 ? (
            <Table.ScrollContainer minWidth={360}>
              <Table striped horizontalSpacing="xs" fz="sm" data-testid="trend-history">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('pages.trend.issue')}</Table.Th>
                    <Table.Th>{t('pages.trend.numbers')}</Table.Th>
                    {!isFpc && <Table.Th>{t('pages.trend.sum')}</Table.Th>}
                    {!isFpc && <Table.Th>{t('pages.trend.span')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data.map((h) => (
                    <Table.Tr key={h.issue}>
                      <Table.Td fz="xs" style={{ whiteSpace: 'nowrap' }}>
                        {cfg.data?.drawKind === 'house' ? (
                          <Anchor component={Link} to={`/draw/${ticketId}/${h.issue}`} fz="xs" title={t('webVerify.link')} data-testid="trend-verify-issue">
                            {h.issue}
                          </Anchor>
                        ) : (
                          h.issue
                        )}
                      </Table.Td>
                      <Table.Td>
                        <DrawBalls code={h.code} size={20} family={cfg.data?.family} />
                      </Table.Td>
                      {!isFpc && <Table.Td>{h.sum ?? '-'}</Table.Td>}
                      {!isFpc && <Table.Td>{h.span ?? '-'}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            noData
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
