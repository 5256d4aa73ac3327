/**
 * Natural batching (issue #18): items that arrive while earlier ones are being served go to the
 * backend together, as one batch; an item that arrives when a slot is free goes at once. Under
 * light load every item is served alone, with no waiting; under heavy load the batches grow by
 * themselves, as large as what arrived during the last batch's round trip (up to `maxBatch`).
 *
 *   - An item arriving when fewer than `maxInFlight` batches are in flight goes at once (or, with
 *     `windowMs` > 0, after that window, waiting for company: the group commit of bets on
 *     PostgreSQL, where every commit waits for a WAL flush).
 *   - Items arriving while `maxInFlight` batches are in flight queue; when one finishes, what
 *     queued goes together, up to `maxBatch` per batch.
 *   - `keyOf` (optional): at most one item per key in flight or in the batch being formed; a
 *     second item of the key waits in the queue for the first one's batch to finish.
 *   - A batch of one goes through `one` (a cheaper statement for a single item, when there is one).
 *   - A batch whose `many` fails as a whole is served item by item with `one`, so each item gets
 *     the answer or error it would have had alone.
 *   - The queue holds at most `maxQueue` items; past that an item is served alone with `one`
 *     straight away (as if there were no batcher), so memory and waiting stay bounded.
 *
 * We wrote this instead of using DataLoader: see docs/decisions.md ("Natural batching").
 */

export interface BatcherOptions {
  /** How long the first item of an empty queue waits for company (ms); 0: it goes at once. */
  windowMs: number;
  /** Most items in one batch. */
  maxBatch: number;
  /** Batches in flight at once. */
  maxInFlight: number;
  /** Most items waiting; past it items go one by one, unbatched (default 4,096). */
  maxQueue?: number;
}

const DEFAULT_MAX_QUEUE = 4096;

export interface BatchStats {
  /** Batches sent (a batch of one included) and the items in them. */
  batches: number;
  items: number;
  /** Batches whose statement failed and were served item by item. */
  fallbacks: number;
  /** Items served alone because the queue was full. */
  overflow: number;
}

export interface Batcher<I, O> {
  run(item: I): Promise<O>;
  stats(): BatchStats;
}

export interface BatchHandlers<I, O> {
  /** Serves a batch of two or more: one answer per item, in the items' order. */
  many(items: I[]): Promise<O[]>;
  /** Serves one item alone. */
  one(item: I): Promise<O>;
  /** Items of the same key are never in flight together. */
  keyOf?: (item: I) => unknown;
}

interface Pending<I, O> {
  item: I;
  resolve: (o: O) => void;
  reject: (e: unknown) => void;
}

export function createBatcher<I, O>(handlers: BatchHandlers<I, O>, options: BatcherOptions): Batcher<I, O> {
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  if (options.maxBatch < 1 || options.maxInFlight < 1 || maxQueue < 1) throw new Error('createBatcher: limits must be at least 1');
  const { many, one, keyOf } = handlers;
  const queue: Pending<I, O>[] = [];
  const busy = new Set<unknown>();
  let inFlight = 0;
  let timer: NodeJS.Timeout | null = null;
  let windowOver = options.windowMs <= 0;
  const counts: BatchStats = { batches: 0, items: 0, fallbacks: 0, overflow: 0 };

  function take(): Pending<I, O>[] {
    const batch: Pending<I, O>[] = [];
    for (let i = 0; i < queue.length && batch.length < options.maxBatch; ) {
      const p = queue[i]!;
      if (keyOf) {
        const key = keyOf(p.item);
        if (busy.has(key)) {
          i++;
          continue;
        }
        busy.add(key);
      }
      batch.push(p);
      queue.splice(i, 1);
    }
    return batch;
  }

  async function serve(batch: Pending<I, O>[]): Promise<void> {
    counts.batches++;
    counts.items += batch.length;
    try {
      let answers: O[] | null = null;
      if (batch.length === 1) {
        const p = batch[0]!;
        await one(p.item).then(p.resolve, p.reject);
        return;
      }
      try {
        answers = await many(batch.map((p) => p.item));
        if (answers.length !== batch.length) throw new Error(`batcher: ${answers.length} answers for ${batch.length} items`);
      } catch {
        answers = null;
        counts.fallbacks++;
      }
      if (answers) {
        for (const [i, p] of batch.entries()) p.resolve(answers[i]!);
        return;
      }
      // The batch failed as a whole: each item alone, with its own answer or error.
      for (const p of batch) await one(p.item).then(p.resolve, p.reject);
    } finally {
      if (keyOf) for (const p of batch) busy.delete(keyOf(p.item));
      inFlight--;
      // What queued while this batch was in flight has waited long enough.
      if (queue.length > 0) windowOver = true;
      flush();
    }
  }

  function flush(): void {
    while (inFlight < options.maxInFlight && queue.length > 0 && (windowOver || queue.length >= options.maxBatch)) {
      const batch = take();
      if (batch.length === 0) break; // every queued item's key is in flight: the next finish flushes
      inFlight++;
      void serve(batch);
    }
    if (queue.length === 0) windowOver = options.windowMs <= 0;
    else if (!windowOver && !timer) {
      timer = setTimeout(() => {
        timer = null;
        windowOver = true;
        flush();
      }, options.windowMs);
    }
  }

  return {
    run(item) {
      if (queue.length >= maxQueue) {
        counts.overflow++;
        return one(item);
      }
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        flush();
      });
    },
    stats: () => ({ ...counts }),
  };
}
