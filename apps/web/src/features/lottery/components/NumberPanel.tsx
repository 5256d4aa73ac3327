import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import type { DanshiParse, Selection } from '@lotus/engine';
import type { AnyPlay } from '../families.ts';
import { QUICK_PICKS, quickPick } from '../quick-select.ts';
import { FpcPicture, fpcSymbolOfKey } from '../../../components/ui/pictures.tsx';

export interface PanelValue {
  rows: number[][];
  positions: number[];
  text: string;
}

export const emptyPanel = (play: AnyPlay): PanelValue => ({
  rows: play.shape.rows.map(() => []),
  positions: [...(play.shape.positions?.defaults ?? [])],
  text: '',
});

/** The engine selection of what the panel shows (text plays go through the play's own parser). */
export function selectionOf(
  play: AnyPlay,
  value: PanelValue,
): { selection: Selection; parse: DanshiParse | null } {
  if (play.shape.kind === 'text' && play.parseText) {
    const parse = play.parseText(value.text);
    return { selection: { rows: [], tokens: parse.tokens }, parse };
  }
  const selection: Selection = play.shape.positions
    ? { rows: value.rows, positions: value.positions }
    : { rows: value.rows };
  return { selection, parse: null };
}

const label = (v: number, max: number) => (max >= 10 ? String(v).padStart(2, '0') : String(v));

/**
 * The number panel of a play, drawn from its selection shape (engine): one row of balls or options
 * per shape row with quick selectors for number rows, position checkboxes of "any N" plays, or the
 * single-entry text area.
 */
export function NumberPanel({
  play,
  value,
  onChange,
  parse,
}: {
  play: AnyPlay;
  value: PanelValue;
  onChange: (v: PanelValue) => void;
  parse: DanshiParse | null;
}) {
  const { t } = useTranslation();
  const shape = play.shape;
  if (shape.kind === 'text') {
    return (
      <Stack gap={6}>
        <Textarea
          data-testid="danshi-input"
          aria-label={t('webApp.bet.danshiLabel')}
          placeholder={t('webApp.bet.danshiPlaceholder')}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={200_000}
          value={value.text}
          onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        />
        {parse && (parse.invalid.length > 0 || parse.duplicates.length > 0) && (
          <Text size="xs" c="red" data-testid="danshi-problems">
            {parse.invalid.length > 0 &&
              t('webApp.bet.danshiInvalid', {
                count: parse.invalid.length,
                sample: parse.invalid.slice(0, 3).join(' '),
              })}{' '}
            {parse.duplicates.length > 0 &&
              t('webApp.bet.danshiDuplicates', { count: parse.duplicates.length })}
          </Text>
        )}
        <Group gap="xs">
          <Button size="compact-xs" variant="default" onClick={() => onChange({ ...value, text: '' })}>
            {t('webApp.quick.clear')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const setRow = (i: number, picks: number[]) =>
    onChange({ ...value, rows: value.rows.map((r, j) => (j === i ? picks : r)) });
  return (
    <Stack gap="sm" data-testid="number-panel">
      {shape.positions && (
        <Group gap="xs" data-testid="positions">
          <Text size="sm" fw={600}>
            {t('webApp.bet.positions')}
          </Text>
          {shape.positions.choices.map((pos, i) => (
            <Checkbox
              key={pos}
              size="xs"
              label={t(shape.positions!.nameKeys[i] ?? '')}
              checked={value.positions.includes(pos)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                onChange({
                  ...value,
                  positions: on
                    ? [...value.positions, pos].sort((a, b) => a - b)
                    : value.positions.filter((p) => p !== pos),
                });
              }}
            />
          ))}
        </Group>
      )}
      {shape.rows.map((row, i) => {
        const picks = value.rows[i] ?? [];
        const max = Math.max(...row.values);
        const isNumberRow = !row.valueKeys;
        return (
          <Stack key={row.key + i} gap={4} data-testid={`row-${i}`}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t(row.nameKey)}
              </Text>
              {isNumberRow && row.maxPicks > 1 && (
                <Group gap={4}>
                  {QUICK_PICKS.map((q) => (
                    <Button
                      key={q}
                      size="compact-xs"
                      variant="default"
                      data-testid={`quick-${i}-${q}`}
                      onClick={() => setRow(i, quickPick(row.values, q).slice(0, row.maxPicks))}
                    >
                      {t(`webApp.quick.${q}`)}
                    </Button>
                  ))}
                </Group>
              )}
            </Group>
            <Group gap={6}>
              {row.values.map((v, vi) => {
                const on = picks.includes(v);
                // Fish-prawn-crab options carry their picture beside their name.
                const symbol = fpcSymbolOfKey(row.valueKeys?.[vi]);
                return (
                  <Button
                    key={v}
                    size={symbol ? 'sm' : 'compact-sm'}
                    leftSection={symbol ? <FpcPicture symbol={symbol} size={26} /> : undefined}
                    radius={isNumberRow ? 'xl' : 'sm'}
                    variant={on ? 'filled' : 'outline'}
                    miw={isNumberRow ? 34 : undefined}
                    px={isNumberRow ? 4 : 8}
                    aria-pressed={on}
                    data-testid={`ball-${i}-${v}`}
                    onClick={() =>
                      setRow(
                        i,
                        on
                          ? picks.filter((x) => x !== v)
                          : row.maxPicks === 1
                            ? [v]
                            : [...picks, v].sort((a, b) => a - b),
                      )
                    }
                  >
                    {row.valueKeys ? t(row.valueKeys[vi] ?? '') : label(v, max)}
                  </Button>
                );
              })}
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
