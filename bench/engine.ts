/**
 * Engine throughput: bet counting for the largest legal selections, parsing 100,000 single-entry
 * tokens, and settling 1,000,000 bet lines against one draw (with their win amounts). Prints
 * figures only; nothing here passes or fails on time.
 */
import {
  K3,
  KL8,
  PK10,
  SSC,
  X5,
  standardLineMoney,
  type Draw,
  type Family,
  type Play,
  type Selection,
} from '@lotus/engine';

export interface BenchResult {
  readonly name: string;
  readonly ops: number;
  readonly ms: number;
}

function time(name: string, ops: number, fn: () => void): BenchResult {
  fn(); // warm-up
  const start = performance.now();
  fn();
  const ms = performance.now() - start;
  return { name, ops, ms };
}

const find = (f: Family, code: string): Play => {
  const p = f.plays.find((x) => x.code === code);
  if (!p) throw new Error(`no play ${code}`);
  return p;
};

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** The largest legal selection of each heavy play, with the bets it holds. */
const LARGEST: [Play, Selection][] = [
  [find(SSC, 'ssc.5x.direct.fushi'), { rows: [DIGITS, DIGITS, DIGITS, DIGITS, DIGITS] }],
  [find(SSC, 'ssc.5x.direct.combo'), { rows: [DIGITS, DIGITS, DIGITS, DIGITS, DIGITS] }],
  [find(SSC, 'ssc.5x.group.g60'), { rows: [DIGITS, DIGITS] }],
  [find(SSC, 'ssc.5x.group.g30'), { rows: [DIGITS, DIGITS] }],
  [find(SSC, 'ssc.r4.direct.fushi'), { rows: [DIGITS, DIGITS, DIGITS, DIGITS, DIGITS] }],
  [find(SSC, 'ssc.r3.group.z6'), { rows: [DIGITS], positions: [0, 1, 2, 3, 4] }],
  [find(X5, 'x5.q3.direct.fushi'), { rows: [range(1, 11), range(1, 11), range(1, 11)] }],
  [find(X5, 'x5.r8.fushi'), { rows: [range(1, 11)] }],
  [find(K3, 'k3.diff2'), { rows: [range(1, 6)] }],
  [find(KL8, 'kl8.pick10'), { rows: [range(1, 20)] }],
  [find(PK10, 'pk10.top5.fushi'), { rows: [range(1, 10), range(1, 10), range(1, 10), range(1, 10), range(1, 10)] }],
];

export function runEngineBench(): BenchResult[] {
  const results: BenchResult[] = [];

  // 1. Counting (validation included, as the web does on every click).
  for (const [play, sel] of LARGEST) {
    const n = play.code === 'pk10.top5.fushi' ? 200 : 20_000;
    let bets = 0;
    const r = time(`countBets ${play.code} (${play.countBets(sel)} bets)`, n, () => {
      for (let i = 0; i < n; i++) bets += play.countBets(sel);
    });
    if (bets === 0) throw new Error('no bets');
    results.push(r);
  }

  // 2. Parsing 100,000 single-entry tokens (5 digits, mixed separators, some full-width).
  const danshi = find(SSC, 'ssc.5x.direct.danshi');
  const seps = ['\n', ',', ' ', ';', '|', '，'];
  const text = Array.from({ length: 100_000 }, (_, i) => String((i * 7919) % 100_000).padStart(5, '0') + (seps[i % seps.length] as string)).join('');
  let parsed = 0;
  results.push(
    time('parse 100,000 danshi tokens', 100_000, () => {
      parsed = danshi.parseText?.(text).tokens.length ?? 0;
    }),
  );
  if (parsed !== 100_000) throw new Error(`parsed ${parsed}`);

  // 3. Settling 1,000,000 bet lines against one draw: a mix of SSC plays, with win amounts.
  const draw: Draw = [3, 1, 4, 1, 5];
  const mix: [Play, Selection][] = [
    [find(SSC, 'ssc.5x.direct.fushi'), { rows: [[3, 2], [1], [4, 5], [1, 7], [5]] }],
    [find(SSC, 'ssc.h3.direct.fushi'), { rows: [[4], [1, 2], [5, 6]] }],
    [find(SSC, 'ssc.h3.group.z3'), { rows: [[1, 4, 5, 8]] }],
    [find(SSC, 'ssc.h3.group.z6'), { rows: [[1, 4, 5, 8]] }],
    [find(SSC, 'ssc.h2.direct.sum'), { rows: [[6, 7]] }],
    [find(SSC, 'ssc.5x.dwd'), { rows: [[3], [1], [], [], [5]] }],
    [find(SSC, 'ssc.h3.bdw1'), { rows: [[1, 5]] }],
    [find(SSC, 'ssc.x.dt'), { rows: [[0], [1], [], [], [], [], [], [], [], [2]] }],
    [find(SSC, 'ssc.5x.group.g60'), { rows: [[1], [3, 4, 5]] }],
    [find(SSC, 'ssc.r3.direct.fushi'), { rows: [[3], [1], [4], [1], [5]] }],
  ];
  let winMilli = 0n;
  const lines = 1_000_000;
  results.push(
    time('settle 1,000,000 bet lines (with win amounts)', lines, () => {
      winMilli = 0n;
      for (let i = 0; i < lines; i++) {
        const [play, sel] = mix[i % mix.length] as [Play, Selection];
        const o = play.settle(sel, draw);
        if (o.pushes === 0 && Object.keys(o.wins).length === 0) continue;
        winMilli += standardLineMoney(o, play.levels, { group: 1900, mode: 1, multiple: 1 }).winMilli;
      }
    }),
  );
  if (winMilli === 0n) throw new Error('no wins');
  return results;
}

export function formatResults(results: readonly BenchResult[]): string {
  return results
    .map((r) => {
      const perSec = (r.ops / r.ms) * 1000;
      return `${r.name.padEnd(58)} ${r.ms.toFixed(1).padStart(9)} ms  ${Math.round(perSec).toLocaleString('en-US').padStart(13)} /s`;
    })
    .join('\n');
}
