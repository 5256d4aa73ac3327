/**
 * Natural batching (batcher.ts): a lone item goes at once and alone; what arrives while the slots
 * are busy goes together when one frees, within the batch and queue limits; a key is never twice
 * in flight; a failed batch is served item by item, each with its own answer or error.
 */
import { describe, expect, it } from 'vitest';
import { createBatcher, type BatcherOptions } from './batcher.ts';

/** Handlers whose calls wait until the test lets them finish; `many` and `one` double their items. */
function gated(fail: (items: number[]) => boolean = () => false, keyOf?: (n: number) => unknown) {
  const calls: { kind: 'one' | 'many'; items: number[]; finish: () => void }[] = [];
  const call = <T,>(kind: 'one' | 'many', items: number[], answer: () => T) =>
    new Promise<T>((resolve, reject) => {
      calls.push({
        kind,
        items,
        finish: () => {
          try {
            resolve(answer());
          } catch (err) {
            reject(err as Error);
          }
        },
      });
    });
  return {
    calls,
    handlers: {
      many: (items: number[]) =>
        call('many', items, () => {
          if (fail(items)) throw new Error('batch failed');
          return items.map((n) => n * 2);
        }),
      one: (n: number) =>
        call('one', [n], () => {
          if (n < 0) throw new Error(`bad ${n}`);
          return n * 2;
        }),
      ...(keyOf ? { keyOf } : {}),
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));
const natural: BatcherOptions = { windowMs: 0, maxBatch: 3, maxInFlight: 1 };

describe('natural batching', () => {
  it('sends a lone item at once, alone, through the single-item path', async () => {
    const g = gated();
    const b = createBatcher(g.handlers, natural);
    const answer = b.run(5);
    expect(g.calls).toEqual([expect.objectContaining({ kind: 'one', items: [5] })]); // before any await
    g.calls[0]!.finish();
    expect(await answer).toBe(10);
    expect(b.stats()).toEqual({ batches: 1, items: 1, fallbacks: 0, overflow: 0 });
  });

  it('sends what arrived while the slot was busy together when it frees, at most maxBatch a batch', async () => {
    const g = gated();
    const b = createBatcher(g.handlers, natural);
    const answers = [1, 2, 3, 4, 5, 6].map((n) => b.run(n));
    expect(g.calls.map((c) => c.items)).toEqual([[1]]);
    g.calls[0]!.finish();
    await tick();
    expect(g.calls.map((c) => [c.kind, c.items])).toEqual([
      ['one', [1]],
      ['many', [2, 3, 4]],
    ]);
    g.calls[1]!.finish();
    await tick();
    expect(g.calls[2]).toMatchObject({ kind: 'many', items: [5, 6] });
    g.calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8, 10, 12]);
  });

  it('keeps maxInFlight batches in flight and no more', async () => {
    const g = gated();
    const b = createBatcher(g.handlers, { ...natural, maxInFlight: 2 });
    const answers = [1, 2, 3, 4].map((n) => b.run(n));
    expect(g.calls.map((c) => c.items)).toEqual([[1], [2]]);
    g.calls[1]!.finish();
    await tick();
    expect(g.calls.map((c) => c.items)).toEqual([[1], [2], [3, 4]]);
    g.calls[0]!.finish();
    g.calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8]);
  });

  it('holds an item back while another of its key is in flight', async () => {
    const g = gated(undefined, (n) => n % 10);
    const b = createBatcher(g.handlers, natural);
    const answers = [1, 11, 2, 21, 3].map((n) => b.run(n));
    expect(g.calls.map((c) => c.items)).toEqual([[1]]);
    g.calls[0]!.finish();
    await tick();
    expect(g.calls[1]!.items).toEqual([11, 2, 3]); // 21 waits: 11 has its key
    g.calls[1]!.finish();
    await tick();
    expect(g.calls[2]).toMatchObject({ kind: 'one', items: [21] });
    g.calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual([2, 22, 4, 42, 6]);
  });

  it('serves a failed batch item by item: each its own answer or error', async () => {
    const g = gated(() => true);
    const b = createBatcher(g.handlers, natural);
    const answers = [1, 2, -3, 4].map((n) => b.run(n).catch((err: Error) => err.message));
    g.calls[0]!.finish();
    await tick();
    g.calls[1]!.finish(); // the batch [2, -3, 4] fails
    for (let i = 2; i < 5; i++) {
      await tick();
      g.calls[i]!.finish();
    }
    expect(await Promise.all(answers)).toEqual([2, 4, 'bad -3', 8]);
    expect(g.calls.slice(2).map((c) => [c.kind, c.items])).toEqual([
      ['one', [2]],
      ['one', [-3]],
      ['one', [4]],
    ]);
    expect(b.stats()).toMatchObject({ batches: 2, items: 4, fallbacks: 1 });
  });

  it('waits windowMs for company when asked to', async () => {
    const g = gated();
    const b = createBatcher(g.handlers, { ...natural, windowMs: 5, maxBatch: 8 });
    const answers = [1, 2, 3].map((n) => b.run(n));
    expect(g.calls).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(g.calls.map((c) => [c.kind, c.items])).toEqual([['many', [1, 2, 3]]]);
    g.calls[0]!.finish();
    expect(await Promise.all(answers)).toEqual([2, 4, 6]);
  });

  it('serves items past a full queue alone at once', async () => {
    const g = gated();
    const b = createBatcher(g.handlers, { ...natural, maxQueue: 2 });
    const answers = [1, 2, 3, 4].map((n) => b.run(n));
    // 1 in flight, 2 and 3 queued, 4 past the queue's limit.
    expect(g.calls.map((c) => c.items)).toEqual([[1], [4]]);
    g.calls[0]!.finish();
    g.calls[1]!.finish();
    await tick();
    g.calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8]);
    expect(b.stats().overflow).toBe(1);
  });
});
