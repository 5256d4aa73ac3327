import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import type { TrendRow } from '@lotus/contracts';
import classes from './trend.module.css';

const CELL = 26;
const ROW = 24;
const ISSUE_COL = 76;

/** Number as a chart label: two digits when the lottery's numbers reach 10 (11x5, PK10, Mark Six). */
export const numberLabel = (n: number, max: number) => (max >= 10 ? String(n).padStart(2, '0') : String(n));

/**
 * The missing-number chart (遗漏分布图) of one position: a row per issue (oldest at the top), a
 * column per number; the drawn number is a ball, the other cells show how many issues it has been
 * missing; a line joins the balls. Below, the statistics of docs/product.md §3 per number.
 */
export function MissingChart({
  row,
  issues,
  showMissing,
  labelOf,
}: {
  row: TrendRow;
  issues: { issue: string; code: string }[];
  showMissing: boolean;
  /** How a number shows (a Bầu cua face as its animal); its digits when left out. */
  labelOf?: (n: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const numbers = row.stats.map((s) => s.number);
  const max = Math.max(...numbers);
  const width = ISSUE_COL + numbers.length * CELL;
  // One drawn number per issue on a position: join the balls (not for "anywhere" rows of long draws).
  const points =
    row.position >= 0
      ? row.missing
          .map((cells, i) => {
            const j = cells.indexOf(0);
            return j < 0 ? null : `${ISSUE_COL + j * CELL + CELL / 2},${ROW + i * ROW + ROW / 2}`;
          })
          .filter((p): p is string => p !== null)
      : [];
  const statRows: { key: string; values: number[] }[] = [
    { key: 'pages.trend.stat.occurrences', values: row.stats.map((s) => s.occurrences) },
    { key: 'pages.trend.stat.currentMissing', values: row.stats.map((s) => s.currentMissing) },
    { key: 'pages.trend.stat.averageMissing', values: row.stats.map((s) => s.averageMissing) },
    { key: 'pages.trend.stat.maxMissing', values: row.stats.map((s) => s.maxMissing) },
    { key: 'pages.trend.stat.maxConsecutive', values: row.stats.map((s) => s.maxConsecutive) },
  ];
  const columns = `${ISSUE_COL}px repeat(${numbers.length}, ${CELL}px)`;
  return (
    <div className={classes.scroll} data-testid="missing-chart">
      <Box className={classes.chart} style={{ width }}>
        <div className={classes.grid} style={{ gridTemplateColumns: columns, gridAutoRows: `${ROW}px` }}>
          <div className={`${classes.head} ${classes.sticky}`}>{t('pages.trend.issue')}</div>
          {numbers.map((n) => (
            <div key={n} className={classes.head}>
              {labelOf ? labelOf(n) : numberLabel(n, max)}
            </div>
          ))}
          {row.missing.map((cells, i) => (
            <Row key={issues[i]?.issue ?? i} issue={issues[i]?.issue ?? ''} cells={cells} numbers={numbers} max={max} showMissing={showMissing} labelOf={labelOf} />
          ))}
        </div>
        {points.length > 1 && (
          <svg className={classes.line} width={width} height={ROW + row.missing.length * ROW} aria-hidden>
            <polyline points={points.join(' ')} fill="none" stroke="var(--mantine-color-pink-5)" strokeWidth={1.5} />
          </svg>
        )}
        <div className={classes.grid} style={{ gridTemplateColumns: columns, gridAutoRows: `${ROW}px` }} data-testid="missing-stats">
          {statRows.map((s) => (
            <StatRow key={s.key} label={t(s.key)} values={s.values} />
          ))}
        </div>
      </Box>
    </div>
  );
}

function Row({
  issue,
  cells,
  numbers,
  max,
  showMissing,
  labelOf,
}: {
  issue: string;
  cells: number[];
  numbers: number[];
  max: number;
  showMissing: boolean;
  labelOf?: (n: number) => ReactNode;
}) {
  return (
    <>
      <div className={`${classes.issue} ${classes.sticky}`} title={issue}>
        {issue.slice(-6)}
      </div>
      {cells.map((miss, j) => (
        <div key={j} className={classes.cell}>
          {miss === 0 ? (
            <span className={labelOf ? undefined : classes.ball} data-testid="chart-ball">
              {labelOf ? labelOf(numbers[j]!) : numberLabel(numbers[j]!, max)}
            </span>
          ) : showMissing ? (
            <span className={classes.miss}>{miss}</span>
          ) : null}
        </div>
      ))}
    </>
  );
}

function StatRow({ label, values }: { label: string; values: number[] }) {
  return (
    <>
      <div className={`${classes.statLabel} ${classes.sticky}`}>
        <Text span size="10px" lineClamp={2} lh={1.1}>
          {label}
        </Text>
      </div>
      {values.map((v, j) => (
        <div key={j} className={classes.stat}>
          {v}
        </div>
      ))}
    </>
  );
}
