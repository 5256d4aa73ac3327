import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/translate.ts';
import type { LoStat } from '@lotus/engine';
import { loLabel, loTop, loValue, type LoView } from '../lo.ts';
import classes from './lo.module.css';

/** Above this share of the largest value the cell is dark enough to need white text. */
const STRONG_SHADE = 0.6;

/**
 * Lô gan (draws each ending 00–99 has been missing) or lô hay về (draws it came in) over the
 * window: the classic 10 × 10 grid shaded by value, and the ten most overdue / most frequent.
 */
export function LoStatsView({
  view,
  stats,
  draws,
}: {
  view: LoView;
  stats: readonly LoStat[];
  draws: number;
}) {
  const { t } = useTranslation();
  const top = Math.max(1, ...stats.map((s) => loValue(view, s)));
  const valueLabel = t(view === 'gan' ? 'trendVn.gan.value' : 'trendVn.frequent.value');
  return (
    <Stack gap="sm" data-testid={`lo-${view}`}>
      <Text size="sm" c="dimmed">
        {t('trendVn.window', { n: draws })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between">
            <Title order={5}>{t(view === 'gan' ? 'trendVn.tab.gan' : 'trendVn.tab.frequent')}</Title>
            <Text size="xs" c="dimmed">
              {t('trendVn.number')} / {valueLabel}
            </Text>
          </Group>
          <div className={`${classes.grid} ${classes[view]}`} data-testid="lo-grid">
            {stats.map((s) => {
              const value = loValue(view, s);
              const shade = value / top;
              return (
                <div
                  key={s.ending}
                  className={`${classes.cell} ${shade > STRONG_SHADE ? classes.strong : ''}`}
                  style={{ '--lo-shade': shade } as CSSProperties}
                  title={t('trendVn.cell', { number: loLabel(s.ending), value: `${valueLabel} ${value}` })}
                  data-testid={`lo-cell-${loLabel(s.ending)}`}
                  data-value={value}
                >
                  <span className={classes.number}>{loLabel(s.ending)}</span>
                  <span className={classes.value}>{value}</span>
                </div>
              );
            })}
          </div>
        </Stack>
        <Stack gap={6}>
          <Title order={5}>{t(view === 'gan' ? 'trendVn.top.gan' : 'trendVn.top.frequent')}</Title>
          <Table striped fz="sm" horizontalSpacing="xs" maw={420} data-testid="lo-top">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('trendVn.number')}</Table.Th>
                <Table.Th>{valueLabel}</Table.Th>
                <Table.Th>{t(view === 'gan' ? 'trendVn.gan.max' : 'trendVn.frequent.times')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loTop(view, stats).map((s) => (
                <Table.Tr key={s.ending}>
                  <Table.Td fw={700}>{loLabel(s.ending)}</Table.Td>
                  <Table.Td>{loValue(view, s)}</Table.Td>
                  <Table.Td>{view === 'gan' ? s.max : s.times}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
