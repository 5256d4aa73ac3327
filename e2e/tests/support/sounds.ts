import type { Page } from '@playwright/test';

/**
 * Replaces Web Audio with a recorder, before the page's scripts run: every oscillator started is
 * kept by frequency in `window.__sounds`, and `window.__audioContexts` counts the contexts made
 * (the app may make one only after a user gesture).
 */
export async function recordSounds(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sounds: number[]; __audioContexts: number; AudioContext: unknown };
    w.__sounds = [];
    w.__audioContexts = 0;
    class Param {
      value = 0;
      setValueAtTime(v: number) {
        this.value = v;
        return this;
      }
      linearRampToValueAtTime() {
        return this;
      }
      exponentialRampToValueAtTime() {
        return this;
      }
    }
    w.AudioContext = class {
      state = 'running';
      destination = {};
      constructor() {
        w.__audioContexts++;
      }
      get currentTime() {
        return performance.now() / 1000;
      }
      resume() {
        return Promise.resolve();
      }
      createOscillator() {
        const frequency = new Param();
        return {
          type: '',
          frequency,
          connect() {},
          start() {
            w.__sounds.push(frequency.value);
          },
          stop() {},
        };
      }
      createGain() {
        return { gain: new Param(), connect() {} };
      }
    };
  });
}
