import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import type { LotteryListItem } from '@lotus/contracts';
import { PageState } from '../../components/centre/ui.tsx';
import { useLotteryList } from '../catalogue/api/get-lottery-list.ts';
import { useRecentPlayed } from '../catalogue/api/get-recent-played.ts';
import { useIssueClocks } from '../catalogue/hooks/use-issue-clocks.ts';
import { LotteryCard } from '../catalogue/components/LotteryCard.tsx';

/**
 * Hot lotteries (docs/product.md §2 "hot lotteries", /manager/games/hot): the lotteries the operator marks
 * hot, with their countdown and last result, then those the member played lately.
 */
export function HotLotteriesPage() {
  const { t } = useTranslation();
  const list = useLotteryList();
  const recent = useRecentPlayed();
  const all = (list.data ?? []).flatMap((c) => c.list);
  const hot = all.filter((l) => l.hotLabel === 1);
  const hotIds = new Set(hot.map((l) => l.ticketId));
  const played = (recent.data ?? [])
    .map((r) => all.find((l) => l.ticketId === r.ticketId))
    .filter((l): l is LotteryListItem => l !== undefined && !hotIds.has(l.ticketId));
  const clocks = useIssueClocks([...hot, ...played].map((l) => l.ticketId));
  return (
    <Stack data-testid="hot-lotteries">
      <Title order={3}>{t('centre.hot.title')}</Title>
      <PageState
        isPending={list.isPending}
        error={list.error}
        empty={hot.length === 0}
        emptyKey="centre.hot.empty"
        onRetry={() => void list.refetch()}
      />
      {hot.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} data-testid="hot-list">
          {hot.map((l) => (
            <LotteryCard key={l.ticketId} item={l} issue={clocks.issues.get(l.ticketId)} remain={clocks.remain} withDraw />
          ))}
        </SimpleGrid>
      )}
      {played.length > 0 && (
        <Stack gap="xs" data-testid="hot-played">
          <Text fw={600}>{t('centre.hot.played')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
            {played.map((l) => (
              <LotteryCard key={l.ticketId} item={l} issue={clocks.issues.get(l.ticketId)} remain={clocks.remain} withDraw={false} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
