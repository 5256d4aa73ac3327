import { Group, Stack, Text, Title } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translate.ts';
import {
  askRoad,
  buildRoads,
  ROAD_ROWS,
  trimGrid,
  type BigRoadMark,
  type DerivedColour,
  type Grid,
  type RoadOutcome,
} from '@lotus/engine';
import type { Side } from '../markets.ts';
import classes from './trend.module.css';

const CELL = 20;
/** Columns shown per road; older columns are dropped whole (engine trimGrid). */
const MAX_COLUMNS = 36;
const MIN_COLUMNS = 12;

const SIDE_COLOUR = (side: Side, first: Side) => (side === first ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-blue-6)');
const DERIVED_COLOUR: Record<DerivedColour, string> = {
  red: 'var(--mantine-color-red-6)',
  blue: 'var(--mantine-color-blue-6)',
};

function GridSvg<V>({
  grid,
  cell = CELL,
  render,
  label,
  testId,
}: {
  grid: Grid<V>;
  cell?: number;
  render: (value: V, cx: number, cy: number, r: number) => React.ReactNode;
  label: string;
  testId: string;
}) {
  const { ref: sizeRef, width: boxWidth } = useElementSize<HTMLDivElement>();
  const boxRef = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(sizeRef, boxRef);
  const shown = trimGrid(grid, MAX_COLUMNS);
  // Empty columns fill the box; when the marks are wider than the box it scrolls to the newest.
  const columns = Math.max(MIN_COLUMNS, shown.columns, Math.floor(boxWidth / cell));
  const width = columns * cell;
  const height = ROAD_ROWS * cell;
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [shown.columns]);
  return (
    <div className={classes.scroll} ref={ref}>
      <svg width={width} height={height} className={classes.road} role="img" aria-label={label} data-testid={testId} data-marks={shown.cells.length}>
        {Array.from({ length: columns + 1 }, (_, c) => (
          <line key={`c${c}`} x1={c * cell} y1={0} x2={c * cell} y2={height} stroke="var(--mantine-color-gray-2)" />
        ))}
        {Array.from({ length: ROAD_ROWS + 1 }, (_, r) => (
          <line key={`r${r}`} x1={0} y1={r * cell} x2={width} y2={r * cell} stroke="var(--mantine-color-gray-2)" />
        ))}
        {shown.cells.map((c, i) => (
          <g key={i}>{render(c.value, c.col * cell + cell / 2, c.row * cell + cell / 2, cell / 2 - 2)}</g>
        ))}
      </svg>
    </div>
  );
}

/** The derived roads' marks (domain §3): big eye road hollow circles, small road dots, cockroach road slashes. */
function derivedMark(kind: 'bigEye' | 'small' | 'cockroach') {
  return function Mark(colour: DerivedColour, cx: number, cy: number, r: number) {
    const stroke = DERIVED_COLOUR[colour];
    if (kind === 'bigEye') return <circle cx={cx} cy={cy} r={r - 1} fill="none" stroke={stroke} strokeWidth={2} />;
    if (kind === 'small') return <circle cx={cx} cy={cy} r={r - 1} fill={stroke} />;
    return <line x1={cx - r + 1} y1={cy + r - 1} x2={cx + r - 1} y2={cy - r + 1} stroke={stroke} strokeWidth={2.5} />;
  };
}

/**
 * Bead plate, big road and the three derived roads of one two-sided market, laid out by the
 * engine (packages/engine roads); the "ask road" row shows the marks the next issue would add.
 */
export function RoadsView({ outcomes, sides }: { outcomes: RoadOutcome<Side>[]; sides: readonly [Side, Side] }) {
  const { t } = useTranslation();
  const roads = buildRoads(outcomes);
  const short = (s: Side) => t(`pages.trend.short.${s}`);
  const counts = {
    a: outcomes.filter((o) => o === sides[0]).length,
    b: outcomes.filter((o) => o === sides[1]).length,
    tie: outcomes.filter((o) => o === null).length,
  };
  const bead = (v: RoadOutcome<Side>, cx: number, cy: number, r: number) => (
    <>
      <circle cx={cx} cy={cy} r={r} fill={v === null ? 'var(--mantine-color-green-6)' : SIDE_COLOUR(v, sides[0])} />
      <text x={cx} y={cy + 4} textAnchor="middle" fontSize={11} fontWeight={700} fill="#fff">
        {v === null ? t('pages.trend.short.tie') : short(v)}
      </text>
    </>
  );
  const big = (m: BigRoadMark<Side>, cx: number, cy: number, r: number) => (
    <>
      <circle cx={cx} cy={cy} r={r - 1} fill="none" stroke={SIDE_COLOUR(m.side, sides[0])} strokeWidth={2.5} />
      {m.ties > 0 && <line x1={cx - r} y1={cy + r} x2={cx + r} y2={cy - r} stroke="var(--mantine-color-green-6)" strokeWidth={2} />}
    </>
  );
  const roadsOf: { key: 'bigEye' | 'small' | 'cockroach'; grid: Grid<DerivedColour> }[] = [
    { key: 'bigEye', grid: roads.bigEye },
    { key: 'small', grid: roads.small },
    { key: 'cockroach', grid: roads.cockroach },
  ];
  return (
    <Stack gap="sm" data-testid="roads">
      <Group gap="md">
        <Text size="sm" data-testid="road-counts">
          <b style={{ color: 'var(--mantine-color-red-6)' }}>{t(`pages.trend.side.${sides[0]}`)}</b> {counts.a} ·{' '}
          <b style={{ color: 'var(--mantine-color-blue-6)' }}>{t(`pages.trend.side.${sides[1]}`)}</b> {counts.b} ·{' '}
          <b style={{ color: 'var(--mantine-color-green-6)' }}>{t('pages.trend.side.tie')}</b> {counts.tie}
        </Text>
        <AskRoad outcomes={outcomes} sides={sides} />
      </Group>
      <Title order={6}>{t('pages.trend.road.bead')}</Title>
      <GridSvg grid={roads.bead} render={bead} label={t('pages.trend.road.bead')} testId="road-bead" />
      <Title order={6}>{t('pages.trend.road.big')}</Title>
      <GridSvg grid={roads.big} render={big} label={t('pages.trend.road.big')} testId="road-big" />
      {roadsOf.map((r) => (
        <Stack key={r.key} gap={4}>
          <Title order={6}>{t(`pages.trend.road.${r.key}`)}</Title>
          <GridSvg grid={r.grid} cell={14} render={derivedMark(r.key)} label={t(`pages.trend.road.${r.key}`)} testId={`road-${r.key}`} />
        </Stack>
      ))}
    </Stack>
  );
}

/** 问路: for each side, the mark each derived road would get if the next issue fell on it. */
function AskRoad({ outcomes, sides }: { outcomes: RoadOutcome<Side>[]; sides: readonly [Side, Side] }) {
  const { t } = useTranslation();
  if (outcomes.length === 0) return null;
  return (
    <Group gap="sm" data-testid="ask-road">
      {sides.map((side) => {
        const marks = askRoad(outcomes, side);
        return (
          <Group key={side} gap={4} wrap="nowrap">
            <Text size="xs">{t('pages.trend.ask', { side: t(`pages.trend.side.${side}`) })}</Text>
            <svg width={48} height={14} aria-hidden>
              {(['bigEye', 'small', 'cockroach'] as const).map((k, i) => {
                const c = marks[k];
                return c ? <g key={k}>{derivedMark(k)(c, 7 + i * 16, 7, 7)}</g> : null;
              })}
            </svg>
          </Group>
        );
      })}
    </Group>
  );
}
