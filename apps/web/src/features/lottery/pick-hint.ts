import type { RowShape } from '@lotus/engine';

/** The i18n key prefix of what a row's values are: Bầu cua's animals, named options, or numbers. */
function kindOf(row: RowShape): 'symbols' | 'options' | 'numbers' {
  if (!row.valueKeys || row.valueKeys.length === 0) return 'numbers';
  return row.valueKeys.every((k) => /^play\.fpc\.symbol\.\w+$/.test(k)) ? 'symbols' : 'options';
}

/**
 * How many to pick, in the row's own words: "Chọn 1–6 con" for Bầu cua's animals, "mục" for named
 * options (Tài, Xỉu …), "số" for numbers (#27: the animals read "Chọn 1 - 6 số").
 */
export function pickHint(row: RowShape, t: (key: string, params: Record<string, number>) => string): string {
  const exactly = row.minPicks === row.maxPicks;
  const range = { min: row.minPicks, max: row.maxPicks };
  switch (kindOf(row)) {
    case 'symbols':
      return exactly ? t('webBoard.pickSymbolsExactly', { count: row.minPicks }) : t('webBoard.pickSymbols', range);
    case 'options':
      return exactly ? t('webBoard.pickOptionsExactly', { count: row.minPicks }) : t('webBoard.pickOptions', range);
    default:
      return exactly ? t('webApp.double.pickExactly', { count: row.minPicks }) : t('webApp.double.pickHint', range);
  }
}
