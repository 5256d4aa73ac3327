import { Fragment, memo, useState, type CSSProperties, type MouseEvent } from 'react';
import { Button, Card, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import type { FpcSymbol, RowShape } from '@lotus/engine';
import { FpcPicture, fpcSymbolOfKey } from '../../../components/ui/pictures.tsx';
import { pickHint } from '../pick-hint.ts';
import { showOdds } from '../../../components/centre/money.ts';

/** Odds as read: "2.000" → "2", "1.980" → "1.98". */

/** Values shown at once; larger rows (000–999, 0000–9999) are paged by their leading digits. */
const PAGE = 100;

const cell: CSSProperties = {
  minWidth: 38,
  height: 30,
  padding: '0 6px',
  borderRadius: 6,
  border: '1px solid var(--mantine-primary-color-filled)',
  background: 'transparent',
  color: 'var(--mantine-primary-color-filled)',
  font: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
};
const cellOn: CSSProperties = {
  ...cell,
  background: 'var(--mantine-primary-color-filled)',
  color: 'var(--mantine-primary-color-contrast)',
};
const grid: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 4 };

/** A cell in its own colour (a Mark Six number in its wave): outlined, filled when picked. */
const toned = (color: string, on: boolean): CSSProperties =>
  on ? { ...cell, borderColor: color, background: color, color: 'white' } : { ...cell, borderColor: color, color };

/** One number or symbol: a native button, re-rendered only when its own state changes. */
const Cell = memo(function Cell({
  value,
  label,
  on,
  color,
  symbol,
}: {
  value: number;
  label: string;
  on: boolean;
  color?: string;
  /** A fish-prawn-crab symbol shows its picture beside its name. */
  symbol?: FpcSymbol | null;
}) {
  return (
    <button type="button" data-v={value} aria-pressed={on} style={color ? toned(color, on) : on ? cellOn : cell}>
      {symbol ? (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <FpcPicture symbol={symbol} size={24} />
          {label}
        </span>
      ) : (
        label
      )}
    </button>
  );
});

/**
 * The board of a two-sided "pick" play (dice, fish-prawn-crab, Vietnamese lô/đề …): the numbers or
 * symbols of the play's engine row as plain buttons in one wrapping grid, one click handler for
 * the whole grid, and rows of 1,000 or 10,000 numbers paged 100 at a time by their leading digits.
 */
export const PickBoard = memo(function PickBoard({
  name,
  odds,
  row,
  picks,
  refused,
  testId,
  onChange,
  tone,
  levels,
}: {
  name: string;
  /** Odds as the server lists them; hidden when the play has several prize levels (listed as 0). */
  odds: string;
  /** A play of several levels (Bầu cua "Một con"): each level's name and odds, shown under the hint. */
  levels?: readonly { name: string; odds: string }[];
  row: RowShape;
  picks: readonly number[];
  /** The engine counts the picks but refuses them as one two-sided line. */
  refused: boolean;
  testId: string;
  onChange: (next: number[]) => void;
  /** A number's own colour (CSS), e.g. Mark Six waves; undefined = the theme's. */
  tone?: (value: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const values = row.values;
  const width = String(Math.max(...values)).length;
  const label = (v: number) => {
    const i = row.valueKeys ? values.indexOf(v) : -1;
    return i >= 0 ? t(row.valueKeys![i] ?? '') : String(v).padStart(width, '0');
  };
  const pages = Math.ceil(values.length / PAGE);
  const shown = pages > 1 ? values.slice(page * PAGE, page * PAGE + PAGE) : values;
  const set = new Set(picks);
  const onGrid = (e: MouseEvent<HTMLDivElement>) => {
    const v = (e.target as HTMLElement).closest('button')?.dataset.v;
    if (v === undefined) return;
    const n = Number(v);
    if (set.has(n)) onChange(picks.filter((x) => x !== n));
    else if (picks.length < row.maxPicks) onChange([...picks, n].sort((a, b) => a - b));
  };
  const shownOdds = Number(odds) > 0 ? showOdds(odds) : null;
  // Leading-digit pager: "3xx" for 000–999; two levels ("3xxx", then "30xx") for 0000–9999.
  const x = (n: number) => 'x'.repeat(n);
  const pager = (
    label: (p: number) => string,
    pick: (p: number) => number,
    active: (p: number) => boolean,
  ) => (
    <Group gap={4}>
      {Array.from({ length: 10 }, (_, p) => (
        <Button
          key={p}
          size="compact-xs"
          variant={active(p) ? 'filled' : 'default'}
          onClick={() => setPage(pick(p))}
        >
          {label(p)}
        </Button>
      ))}
    </Group>
  );
  return (
    <Card withBorder padding="xs" data-testid={testId}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={700}>
          {name}
        </Text>
        {shownOdds && (
          <Text size="xs" c="pink">
            {shownOdds}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed" mb={4}>
        {pickHint(row, t)}
      </Text>
      {levels && levels.length > 0 && (
        <Text size="xs" c="pink" mb={4} data-testid="pick-level-odds">
          {t('webBoard.levelOdds')}
          {levels.map((l, i) => (
            <Fragment key={l.name}>
              {i > 0 && ' · '}
              <span style={{ whiteSpace: 'nowrap' }}>
                {l.name}: {showOdds(l.odds)}
              </span>
            </Fragment>
          ))}
        </Text>
      )}
      {pages > 1 && (
        <div data-testid="pick-pages" style={{ display: 'grid', gap: 4, marginBottom: 6 }}>
          {pages <= 10
            ? pager(
                (p) => `${p}${x(width - 1)}`,
                (p) => p,
                (p) => page === p,
              )
            : [
                <div key="hi">
                  {pager(
                    (p) => `${p}${x(width - 1)}`,
                    (p) => p * 10,
                    (p) => Math.floor(page / 10) === p,
                  )}
                </div>,
                <div key="lo">
                  {pager(
                    (p) => `${Math.floor(page / 10)}${p}${x(width - 2)}`,
                    (p) => Math.floor(page / 10) * 10 + p,
                    (p) => page % 10 === p,
                  )}
                </div>,
              ]}
        </div>
      )}
      <div role="group" aria-label={t(row.nameKey)} style={grid} onClick={onGrid} data-testid="pick-grid">
        {shown.map((v) => (
          <Cell
            key={v}
            value={v}
            label={label(v)}
            on={set.has(v)}
            color={tone?.(v)}
            symbol={row.valueKeys ? fpcSymbolOfKey(row.valueKeys[values.indexOf(v)]) : null}
          />
        ))}
      </div>
      {picks.length > 0 && (
        <Group gap="xs" mt={6} wrap="nowrap" align="flex-start">
          <Text size="xs" style={{ flex: 1, wordBreak: 'break-word' }} data-testid="pick-summary">
            {t('webBoard.picked', { count: picks.length, picks: picks.map(label).join(', ') })}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([])}>
            {t('webApp.quick.clear')}
          </Button>
        </Group>
      )}
      {refused && (
        <Text size="xs" c="red" mt={4} data-testid="pick-refused">
          {t('webBoard.lineRefused')}
        </Text>
      )}
    </Card>
  );
});
