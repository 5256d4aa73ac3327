import { describe, expect, it } from 'vitest';
import { createSoundPlayer, playIfEnabled, playNotes, TICK, WIN, type SoundContext } from './sounds.ts';

/** A stand-in AudioContext that records the oscillators started and the gain envelope. */
function fakeContext(state = 'running') {
  const started: { hz: number; at: number; stop: number }[] = [];
  const ramps: [string, number, number][] = [];
  const ctx = {
    currentTime: 10,
    state,
    destination: {},
    resumed: 0,
    resume() {
      this.resumed++;
      this.state = 'running';
      return Promise.resolve();
    },
    createOscillator() {
      let hz = 0;
      let at = 0;
      return {
        type: '',
        frequency: { setValueAtTime: (v: number) => (hz = v) },
        connect: () => undefined,
        start: (t = 0) => {
          at = t;
        },
        stop: (t = 0) => started.push({ hz, at, stop: t }),
      };
    },
    createGain() {
      return {
        gain: {
          setValueAtTime: (v: number, t: number) => ramps.push(['set', v, t]),
          linearRampToValueAtTime: (v: number, t: number) => ramps.push(['linear', v, t]),
          exponentialRampToValueAtTime: (v: number, t: number) => ramps.push(['exp', v, t]),
        },
        connect: () => undefined,
      };
    },
  };
  return { ctx, started, ramps };
}

describe('sounds', () => {
  it('plays notes as oscillators with an attack and a decay envelope', () => {
    const { ctx, started, ramps } = fakeContext();
    playNotes(ctx as SoundContext, TICK);
    expect(started).toEqual([{ hz: 880, at: 10, stop: 10 + 0.08 + 0.02 }]);
    expect(ramps.map((r) => r[0])).toEqual(['set', 'linear', 'exp']);
    expect(ramps[1]![1]).toBeGreaterThan(0);
    expect(ramps[2]![1]).toBeLessThan(0.001);
  });

  it('makes no sound before a user gesture (autoplay rules), then plays', () => {
    const { ctx, started } = fakeContext('suspended');
    let created = 0;
    const player = createSoundPlayer(() => {
      created++;
      return ctx as SoundContext;
    });
    expect(player.play('tick')).toBe(false);
    expect(created).toBe(0);
    player.unlock();
    expect(ctx.resumed).toBe(1);
    expect(player.play('tick')).toBe(true);
    expect(player.play('win')).toBe(true);
    expect(started).toHaveLength(TICK.length + WIN.length);
    // A second gesture keeps the one context.
    player.unlock();
    expect(created).toBe(1);
  });

  it('plays one win sound for wins pushed together', () => {
    const { ctx, started } = fakeContext();
    const player = createSoundPlayer(() => ctx as SoundContext);
    player.unlock();
    expect(player.play('win')).toBe(true);
    expect(player.play('win')).toBe(false);
    ctx.currentTime += 2;
    expect(player.play('win')).toBe(true);
    expect(started).toHaveLength(2 * WIN.length);
  });

  it('follows the countdown-sound and win-sound settings', () => {
    const { ctx, started } = fakeContext();
    const player = createSoundPlayer(() => ctx as SoundContext);
    player.unlock();
    expect(playIfEnabled('tick', { countDownBeep: false, winBeep: true }, player)).toBe(false);
    expect(playIfEnabled('win', { countDownBeep: true, winBeep: false }, player)).toBe(false);
    expect(started).toHaveLength(0);
    expect(playIfEnabled('tick', { countDownBeep: true, winBeep: false }, player)).toBe(true);
    expect(playIfEnabled('win', { countDownBeep: false, winBeep: true }, player)).toBe(true);
    // Before the member's config loads, the defaults (both on) apply.
    ctx.currentTime += 2;
    expect(playIfEnabled('win', undefined, player)).toBe(true);
  });

  it('stays silent where the browser has no Web Audio', () => {
    const player = createSoundPlayer(() => null);
    player.unlock();
    expect(player.play('tick')).toBe(false);
    const throwing = createSoundPlayer(() => {
      throw new Error('not allowed');
    });
    throwing.unlock();
    expect(throwing.play('win')).toBe(false);
  });
});
