import { describe, expect, it } from 'vitest';
import { chunkReloadDue, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

const memoryStorage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('the reload after a page chunk fails to load', () => {
  it('recognises failed chunk loads from Chromium, Firefox, Safari and the 120 s timeout', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /web/assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('chunk load timeout'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });

  it('reloads once, then leaves it to the member for a minute', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadOnceForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForChunkError(storage, reload, 1_030_000)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadOnceForChunkError(storage, reload, 1_061_000)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('is due again a full minute after the last automatic reload, not before', () => {
    const storage = memoryStorage();
    expect(chunkReloadDue(storage, 1_700_000_000_000)).toBe(true);
    storage.setItem('lotus.chunkReloadAt', '1700000000000');
    expect(chunkReloadDue(storage, 1_700_000_059_999)).toBe(false);
    expect(chunkReloadDue(storage, 1_700_000_060_000)).toBe(true);
  });
});
