import type { ReactNode } from 'react';
import {
  Card,
  SegmentedControl,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translate.ts';
import { QueryState as SiteQueryState } from '../../../components/centre/ui.tsx';
import { TEAM_RANGES, type TeamRange } from '../team-dates.ts';
import { showMoney } from '../../../components/centre/money.ts';

/** The team pages' page state: the site's one QueryState, with the team's empty text. */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  return <SiteQueryState {...props} emptyKey="team.empty" testId="team" />;
}

/** A grid of labelled figures (2 columns on a phone, 4 on a desktop). */
export function Figures({ items }: { items: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {items.map((i) => (
        <Card key={i.key} withBorder padding="xs" data-testid={`fig-${i.key}`}>
          <Text size="xs" c="dimmed">
            {i.label}
          </Text>
          <Text fw={600} size="lg">
            {i.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function RangeControl({ value, onChange }: { value: TeamRange; onChange: (r: TeamRange) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      data={TEAM_RANGES.map((r) => ({ value: r, label: t(`team.range.${r}`) }))}
      value={value}
      onChange={(v) => onChange(v as TeamRange)}
      data-testid="team-range"
    />
  );
}

export function ScopeControl({ value, onChange }: { value: number; onChange: (direct: number) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      data={[
        { value: '0', label: t('team.scope.all') },
        { value: '1', label: t('team.scope.direct') },
      ]}
      value={String(value)}
      onChange={(v) => onChange(Number(v))}
      data-testid="team-scope"
    />
  );
}

export function AccountSearch({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      size="xs"
      placeholder={t('team.search')}
      aria-label={t('team.search')}
      value={value}
      maxLength={16}
      onChange={(e) => onChange(e.currentTarget.value.trim())}
      data-testid="team-search"
      w={160}
    />
  );
}

/** Money text of the server ("12.340") in the reader's number format, a third decimal only when it is not 0 (docs/product.md §5). */
export const money = (text: string) => showMoney(text, 3);
