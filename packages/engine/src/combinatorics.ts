/** Shared counting helpers. Exact for results below 2^53 (every legal selection is far below). */

const chooseCache = new Map<number, number>();

/** Binomial coefficient C(n, k); 0 when k < 0 or k > n. */
export function choose(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  if (k > n - k) k = n - k;
  const key = n * 1024 + k;
  const hit = chooseCache.get(key);
  if (hit !== undefined) return hit;
  let r = 1;
  // r × (n − k + i) / i stays an integer at every step.
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  r = Math.round(r);
  if (n <= 1000) chooseCache.set(key, r);
  return r;
}

/** All k-element subsets of `items`, in lexicographic order of indices. */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  const n = items.length;
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield idx.map((i) => items[i] as T);
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i] = (idx[i] as number) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

/** Cartesian product of the rows. */
export function* product<T>(rows: readonly (readonly T[])[]): Generator<T[]> {
  if (rows.some((r) => r.length === 0)) return;
  const idx = rows.map(() => 0);
  for (;;) {
    yield rows.map((r, i) => r[idx[i] as number] as T);
    let i = rows.length - 1;
    while (i >= 0) {
      idx[i] = (idx[i] as number) + 1;
      if ((idx[i] as number) < (rows[i] as readonly T[]).length) break;
      idx[i] = 0;
      i--;
    }
    if (i < 0) return;
  }
}

/** Size of the intersection of two sets of numbers. */
export function intersectCount(a: readonly number[], b: readonly number[]): number {
  const s = new Set(b);
  let c = 0;
  for (const x of a) if (s.has(x)) c++;
  return c;
}

/**
 * Number of ordered tuples (x_1 … x_k), x_i ∈ rows[i], with all x_i distinct — the 注数 of 11x5
 * 前二/前三 直选 and PK10 猜前N 复式 (the reference's inclusion–exclusion for 2 and 3 rows, and
 * its "enumerate tuples" for 4 and 5).
 */
export function distinctTupleCount(rows: readonly (readonly number[])[]): number {
  const k = rows.length;
  if (k === 1) return (rows[0] as readonly number[]).length;
  if (k === 2) {
    const [a, b] = rows as [readonly number[], readonly number[]];
    return a.length * b.length - intersectCount(a, b);
  }
  if (k === 3) {
    const [a, b, c] = rows as [readonly number[], readonly number[], readonly number[]];
    const ab = a.filter((x) => b.includes(x));
    const abc = intersectCount(ab, c);
    return (
      a.length * b.length * c.length -
      a.length * intersectCount(b, c) -
      b.length * intersectCount(a, c) -
      c.length * ab.length +
      2 * abc
    );
  }
  // 4+ rows (PK10 猜前四/五): dynamic programming over the set of values used so far (bitmask),
  // at most C(31, ≤5) states — instead of walking up to 30,240 tuples.
  let states = new Map<number, number>([[0, 1]]);
  for (const row of rows) {
    const next = new Map<number, number>();
    for (const [mask, ways] of states)
      for (const x of row) {
        const bit = 2 ** x;
        if (Math.floor(mask / bit) % 2 === 1) continue;
        next.set(mask + bit, (next.get(mask + bit) ?? 0) + ways);
      }
    states = next;
  }
  let total = 0;
  for (const ways of states.values()) total += ways;
  return total;
}

/** How many times each value occurs. */
export function counts(values: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}
