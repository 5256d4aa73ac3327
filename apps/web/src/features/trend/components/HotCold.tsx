import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import type { ColdHotCell, ColdHotKey } from '@lotus/engine';
import type { ColdHotTable } from '../api.ts';
import classes from './trend.module.css';

const KEYS: ColdHotKey[] = ['20Q', '50Q', '100Q', 'miss'];

/** docs/product.md §3: colour type 1 marks the maximum of a row, 3 the minimum. */
const cellClass = (c: ColdHotCell) => (c.type === 1 ? classes.max : c.type === 3 ? classes.min : undefined);

/**
 * Cold/hot (冷热) of one position: occurrences in the last 20, 50 and 100 issues and the current
 * miss of each column (a number, or a two-sided side), the row's largest and smallest marked.
 */
export function HotColdTable({ title, labels, table, testId }: { title: string; labels: string[]; table: ColdHotTable; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={5}>{title}</Title>
      <div className={classes.scroll}>
        <table className={classes.heat} data-testid={testId}>
          <thead>
            <tr>
              <th>{t('pages.trend.windowHead')}</th>
              {labels.map((l) => (
                <th key={l}>{l}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {KEYS.map((key) => (
              <tr key={key}>
                <th>{t(`pages.trend.window.${key}`)}</th>
                {table[key].map((c, i) => (
                  <td key={i} className={cellClass(c)}>
                    {c.value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

export function HeatLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Text size="xs" className={classes.max} px={6}>
        {t('pages.trend.legend.max')}
      </Text>
      <Text size="xs" className={classes.min} px={6}>
        {t('pages.trend.legend.min')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('pages.trend.legend.note')}
      </Text>
    </Group>
  );
}
