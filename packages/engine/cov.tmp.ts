import fc from 'fast-check';
import { SSC, P5, D3, P3, X5, K3, PK10, KL8, createFpcFamily, createDiceFamily, createLhcFamily, computedTables, searchFrontier, isPickCredit } from './src/index.ts';
import { selectionArb } from './src/testing/arbitraries.ts';
const fams: any[] = [SSC, P5, D3, P3, X5, K3, PK10, KL8, createFpcFamily(), createDiceFamily(), createLhcFamily(computedTables(2026))];
const only = process.argv[2];
for (const f of fams) {
  if (only && f.code !== only) continue;
  for (const p of f.plays) {
    const sels = fc.sample(selectionArb(p, 4, 3), 30).filter((s) => p.validate(s).ok).slice(0, 4);
    let worst = 0, fail = 0;
    for (let s of sels) {
      if (p.market === 'credit' && !isPickCredit(p)) { const i = s.rows.findIndex((r: any) => r.length > 0); s = { rows: s.rows.map((r: any, j: number) => (j === i ? [r[0]] : [])) }; }
      const t = performance.now();
      const r = searchFrontier(f, p, s, undefined, 200000);
      const ms = performance.now() - t;
      if (!r) fail++;
      worst = Math.max(worst, ms);
    }
    if (fail || worst > 30) console.log(f.code, p.code, sels.length, 'fail', fail, 'worst ms', worst.toFixed(1));
  }
}
