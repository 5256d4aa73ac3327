import { useState } from 'react';
import { SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { PageState } from '../../components/centre/ui.tsx';
import { useLotteryList } from '../catalogue/api/get-lottery-list.ts';
import { useIssueClocks } from '../catalogue/hooks/use-issue-clocks.ts';
import { LotteryCard } from '../catalogue/components/LotteryCard.tsx';

/**
 * Recent draws (docs/product.md §2 "recent draws", /manager/games/draws): the last result of every lottery,
 * one category at a time (a category's cards fetch their results when shown), each card leading
 * to its lottery.
 */
export function RecentDrawsPage() {
  const { t } = useTranslation();
  const list = useLotteryList();
  const [tab, setTab] = useState<string | null>(null);
  const categories = (list.data ?? []).filter((c) => c.list.length > 0);
  const current = categories.find((c) => String(c.seriesType) === tab) ?? categories[0];
  const clocks = useIssueClocks(current?.list.map((l) => l.ticketId) ?? []);
  return (
    <Stack data-testid="recent-draws">
      <Title order={3}>{t('centre.draws.title')}</Title>
      <PageState
        isPending={list.isPending}
        error={list.error}
        empty={categories.length === 0}
        emptyKey="centre.draws.empty"
        onRetry={() => void list.refetch()}
      />
      {current && (
        <>
          <Tabs value={String(current.seriesType)} onChange={setTab}>
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              {categories.map((c) => (
                <Tabs.Tab key={c.seriesType} value={String(c.seriesType)} data-testid={`draws-tab-${c.seriesType}`}>
                  {c.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} data-testid="draws-list">
            {current.list.map((l) => (
              <LotteryCard key={l.ticketId} item={l} issue={clocks.issues.get(l.ticketId)} remain={clocks.remain} withDraw />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
