import { describe, expect, it } from 'vitest';
import { within } from './within.ts';

describe('within', () => {
  it("gives the promise's value or error when it settles in time", async () => {
    await expect(within(Promise.resolve(7), 1_000, () => 0)).resolves.toBe(7);
    await expect(within(Promise.reject(new Error('no')), 1_000, () => 0)).rejects.toThrow('no');
  });

  it("gives late()'s value, or its error, when the promise has not settled in time", async () => {
    const never = new Promise<number>(() => undefined);
    await expect(within(never, 5, () => 3)).resolves.toBe(3);
    await expect(
      within(never, 5, () => {
        throw new Error('no answer in 5 ms');
      }),
    ).rejects.toThrow('no answer in 5 ms');
  });

  it('calls late() only when the time is up', async () => {
    let called = 0;
    await within(new Promise<number>((r) => setTimeout(() => r(1), 5)), 200, () => ++called);
    await new Promise((r) => setTimeout(r, 250));
    expect(called).toBe(0);
  });
});
