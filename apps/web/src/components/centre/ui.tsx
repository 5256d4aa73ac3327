import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import '@mantine/dates/styles.layer.css';
import { Alert, Button, Group, Pagination, Select, Skeleton, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from '../../lib/translate.ts';
import { Link } from 'react-router';
import { useThereAndBack } from './back.ts';
import { errorText } from '../../lib/api.ts';
import {
  DATE_PRESETS,
  freeRange,
  pageRows,
  platformToday,
  presetRange,
  type DatePreset,
  type DateRange,
} from './date-ranges.ts';

export { useBackPath } from './back.ts';

/**
 * The one page state of the member site: while a screen's data loads, a skeleton; when it failed,
 * the translated error with a retry; when it came back empty, the screen's empty text; null once
 * there is data to show. `testId` names its three states (`list-loading`, `list-error`,
 * `list-empty` by default).
 */
export function PageState({
  isPending,
  error,
  empty,
  emptyKey,
  onRetry,
  testId = 'list',
}: {
  isPending: boolean;
  error: unknown;
  empty: boolean;
  emptyKey: string;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <Stack gap="xs" data-testid={`${testId}-loading`}>
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  if (error)
    return (
      <Alert color="red" variant="light" data-testid={`${testId}-error`}>
        <Group justify="space-between">
          <Text size="sm">{errorText(error, t)}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  if (empty)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid={`${testId}-empty`}>
        {t(emptyKey)}
      </Text>
    );
  return null;
}

/** PageState over one query: its states, then `children` with the data. */
export function QueryState<T>({
  query,
  isEmpty,
  emptyKey,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyKey: string;
  testId?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || query.isError || isEmpty?.(query.data))
    return (
      <PageState
        isPending={query.isPending}
        error={query.error}
        empty={query.data !== undefined && Boolean(isEmpty?.(query.data))}
        emptyKey={emptyKey}
        onRetry={() => void query.refetch()}
        testId={testId}
      />
    );
  return <>{children(query.data)}</>;
}

/** The one pager of the member site: page links with "rows X to Y of total" (docs/product.md §9). */
export function RowsPager({
  page,
  size,
  total,
  onChange,
}: {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const { from, to } = pageRows(page, size, total);
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" data-testid="pager-text">
        {t('pages.pager.rows', { from, to, total })}
      </Text>
      {total > size && (
        <Pagination size="sm" siblings={0} value={page} onChange={onChange} total={Math.ceil(total / size)} />
      )}
    </Group>
  );
}

export type RangeChoice = { preset: DatePreset } | { preset: 'custom'; range: DateRange };

export const rangeOf = (choice: RangeChoice): DateRange =>
  choice.preset === 'custom' ? choice.range : presetRange(choice.preset);

/**
 * The spec's date ranges (today … last 30 days) and a free range. The picker cannot pick a start
 * after its end; the server checks it again (wallet.dateRange).
 */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (v: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  const range = rangeOf(value);
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select
        label={t('centre.range.label')}
        data={[...DATE_PRESETS, 'custom'].map((p) => ({ value: p, label: t(`centre.range.${p}`) }))}
        value={value.preset}
        allowDeselect={false}
        w={170}
        data-testid="range-preset"
        onChange={(p) => {
          if (!p) return;
          onChange(p === 'custom' ? { preset: 'custom', range } : { preset: p as DatePreset });
        }}
      />
      {value.preset === 'custom' && (
        <DatePickerInput
          type="range"
          label={t('centre.range.custom')}
          valueFormat="YYYY-MM-DD"
          value={[range.startDate, range.endDate]}
          maxDate={platformToday().format('YYYY-MM-DD')}
          miw={220}
          data-testid="range-dates"
          onChange={([start, end]) => {
            const next = freeRange(start, end);
            if (next) onChange({ preset: 'custom', range: next });
          }}
        />
      )}
    </Group>
  );
}

/**
 * A spec guidance message (no fund password, no card, no withdrawal account…) with a button that
 * goes where it is fixed and comes back.
 */
export function Guidance({
  messageKey,
  to,
  actionKey,
  testId,
}: {
  messageKey: string;
  to: string;
  actionKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const link = useThereAndBack(to);
  return (
    <Alert color="orange" variant="light" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(messageKey)}</Text>
        <Button size="xs" component={Link} to={link} data-testid={`${testId}-go`}>
          {t(actionKey)}
        </Button>
      </Stack>
    </Alert>
  );
}

/** "Back to where you were" once a guided fix is done. */
export function BackButton({ back }: { back: string | null }): ReactNode {
  const { t } = useTranslation();
  if (!back) return null;
  return (
    <Button variant="light" component={Link} to={back} data-testid="guidance-back">
      {t('centre.back')}
    </Button>
  );
}

/** Form error keys of the contracts' schemas, translated. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => (typeof error === 'string' && error ? t(error) : undefined);
}
