import { SSC, P5, D3, P3, X5, K3, PK10, KL8, createFpcFamily, createDiceFamily, createLhcFamily, computedTables, createVnFamily, lineFrontier, isPickCredit } from './src/index.ts';
const fams: any[] = [SSC, P5, D3, P3, X5, K3, PK10, KL8, createFpcFamily(), createDiceFamily(), createLhcFamily(computedTables(2026)), createVnFamily('mb')];
for (const f of fams) for (const p of f.plays) {
  if (p.shape.kind === 'text') continue;
  // Biggest selection: every row at its max picks (first values), positions all.
  let sel: any = { rows: p.shape.rows.map((r: any) => r.values.slice(0, r.maxPicks)) };
  if (p.shape.kind === 'bankerDrag') sel = { rows: [p.shape.rows[0].values.slice(0, p.shape.rows[0].maxPicks), p.shape.rows[1].values.slice(p.shape.rows[0].maxPicks, p.shape.rows[0].maxPicks + p.shape.rows[1].maxPicks)] };
  if (p.shape.positions) sel.positions = p.shape.positions.choices;
  if (p.market === 'credit' && !isPickCredit(p)) sel = { rows: p.shape.rows.map((r: any, i: number) => (i === 0 ? [r.values[0]] : [])) };
  // Parlay: every leg.
  if (p.code === 'regular.parlay') sel = { rows: p.shape.rows.map((r: any) => [r.values[0]]) };
  let v = p.validate(sel);
  if (!v.ok) { // shrink
    for (let n = 20; n >= 1 && !v.ok; n--) { const s2 = { ...sel, rows: sel.rows.map((r: any) => r.slice(0, n)) }; if (p.validate(s2).ok) { sel = s2; v = { ok: true }; } }
  }
  if (!v.ok) { console.log('skip', f.code, p.code, v.code); continue; }
  const t = performance.now();
  const r = lineFrontier(f, p, sel);
  const ms = performance.now() - t;
  if (!r || ms > 50) console.log(f.code, p.code, r ? 'ok' : 'UNDEFINED', ms.toFixed(0) + 'ms');
}
