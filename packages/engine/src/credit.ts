/**
 * Credit (two-sided, 双面盘) plays: a board of options, one bet per picked option, each paid at its
 * level's decimal odds (stake included) or pushed (和局, refunded) by the lottery's tie settings.
 */
import type { Draw, Play, PrizeLevel, Selection, TieSettings } from './model.ts';
import { example, makePlay, oddsLevel } from './playkit.ts';

export type Verdict = 'win' | 'lose' | 'push';

export interface CreditOption<D> {
  /** i18n key of the option (大, 龙, 豹子 …) and code part of its level key. */
  readonly key: string;
  /** Default decimal odds in thousandths (1.98 → 1980). */
  readonly odds: number;
  /** Level key when several options share odds (e.g. every ball's 大); defaults to `key`. */
  readonly level?: string;
  resolve(draw: D, ties: TieSettings): Verdict;
}

export interface CreditRow<D> {
  readonly key: string;
  readonly nameKey: string;
  readonly options: readonly CreditOption<D>[];
}

export interface CreditSpec<D> {
  readonly id: number;
  readonly code: string;
  readonly nameKey: string;
  readonly rows: readonly CreditRow<D>[];
}

/** Builds a credit play; option values are their index in the row. */
export function creditPlay<D = Draw>(spec: CreditSpec<D>): Play<D> {
  const levels = new Map<string, PrizeLevel>();
  for (const row of spec.rows)
    for (const o of row.options) {
      const key = o.level ?? o.key;
      const prev = levels.get(key);
      if (prev && prev.payout.kind === 'odds' && prev.payout.oddsThousandths !== o.odds)
        throw new Error(`credit level ${key} with two odds`);
      levels.set(key, oddsLevel(key, `play.opt.${o.key}`, o.odds));
    }
  return makePlay<D>({
    id: spec.id,
    code: spec.code,
    nameKey: spec.nameKey,
    playMethodName: 'play.method.double',
    ticketPlayExample: example('credit'),
    market: 'credit',
    shape: {
      kind: 'rows',
      minFilledRows: 1,
      rows: spec.rows.map((r) => ({
        key: r.key,
        nameKey: r.nameKey,
        values: r.options.map((_, i) => i),
        valueKeys: r.options.map((o) => `play.opt.${o.key}`),
        valueLevels: r.options.map((o) => o.level ?? o.key),
        minPicks: 0,
        maxPicks: r.options.length,
      })),
    },
    levels: [...levels.values()],
    count: (sel: Selection) => sel.rows.reduce((a, r) => a + r.length, 0),
    settle: (sel, draw, ties) => {
      const wins: Record<string, number> = {};
      let pushes = 0;
      sel.rows.forEach((picks, i) => {
        const row = spec.rows[i];
        if (!row) return;
        for (const v of picks) {
          const o = row.options[v];
          if (!o) continue;
          const verdict = o.resolve(draw, ties);
          if (verdict === 'win') {
            const k = o.level ?? o.key;
            wins[k] = (wins[k] ?? 0) + 1;
          } else if (verdict === 'push') pushes++;
        }
      });
      return { wins, pushes };
    },
  });
}

export const bool = (b: boolean): Verdict => (b ? 'win' : 'lose');
