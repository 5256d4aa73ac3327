import { startTransition, useEffect, useState } from 'react';
import { SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { useLotteryList } from '../api/get-lottery-list.ts';
import { homeSections } from '../api/current-issues.ts';
import { useIssueClocks } from '../hooks/use-issue-clocks.ts';
import { LotteryCard } from './LotteryCard.tsx';

/**
 * The cards home renders with its first render: a phone's first screen shows three (issue #31).
 * The others, and the lottery list's tabs when they come after, render just after it, in a
 * transition: they are all below these in the page, so nothing on screen moves when they come.
 */
export const FIRST_RENDER_CARDS = 4;

/**
 * Home's lottery sections (docs/product.md §2 home): hot lotteries with their recent draw, and the lottery
 * list by category, each with its countdown.
 */
export function HomeLotteries() {
  const { t } = useTranslation();
  const list = useLotteryList();
  const [tab, setTab] = useState<string | null>(null);
  const categories = list.data ?? [];
  const { hot, current, clockIds } = homeSections(categories, tab);
  const clocks = useIssueClocks(clockIds);
  const [cards, setCards] = useState(FIRST_RENDER_CARDS);
  const listIn = list.data !== undefined;
  useEffect(() => {
    if (listIn) startTransition(() => setCards(Infinity));
  }, [listIn]);
  const hotShown = hot.slice(0, cards);
  const listShown = current?.list.slice(0, Math.max(0, cards - hot.length)) ?? [];
  // A list kept from the last visit (or the last answer) stays shown when refreshing it fails.
  if (list.isError && !list.data) return <Text c="dimmed">{t('webApp.lotteries.loadFailed')}</Text>;
  return (
    <Stack gap="lg">
      {hot.length > 0 && (
        <Stack gap="xs" data-testid="home-hot">
          <Title order={3}>{t('web.home.hot')}</Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {hotShown.map((l) => (
              <LotteryCard key={l.ticketId} item={l} issue={clocks.issues.get(l.ticketId)} remain={clocks.remain} withDraw />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {current && cards > hot.length && (
        <Stack gap="xs" data-testid="home-categories">
          <Title order={3}>{t('webApp.menu.lotteries')}</Title>
          <Tabs value={String(current.seriesType)} onChange={setTab}>
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              {categories.map((c) => (
                <Tabs.Tab key={c.seriesType} value={String(c.seriesType)}>
                  {c.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {listShown.map((l) => (
              <LotteryCard key={l.ticketId} item={l} issue={clocks.issues.get(l.ticketId)} remain={clocks.remain} withDraw={false} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
