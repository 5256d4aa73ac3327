/**
 * The countdown tick and the win sound (game settings countDownBeep, winBeep). Both are made
 * with the Web Audio API (an oscillator through a gain envelope), so the app ships no audio
 * files. Browsers only let a page make sound after the user interacted with it (autoplay rules):
 * the audio context is created on the first pointer or key gesture and never before.
 */

/** The parts of AudioContext the sounds use (a fake one stands in for it in tests). */
export interface SoundContext {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  createOscillator(): {
    type: string;
    frequency: { setValueAtTime(value: number, at: number): unknown };
    connect(node: never): unknown;
    start(at?: number): void;
    stop(at?: number): void;
  };
  createGain(): {
    gain: {
      setValueAtTime(value: number, at: number): unknown;
      linearRampToValueAtTime(value: number, at: number): unknown;
      exponentialRampToValueAtTime(value: number, at: number): unknown;
    };
    connect(node: never): unknown;
  };
}

/** One note: frequency (Hz), start offset and length (s), peak volume. */
export interface Note {
  hz: number;
  at: number;
  length: number;
  volume: number;
}

/** A short, soft click-like beep for each of the last three seconds. */
export const TICK: readonly Note[] = [{ hz: 880, at: 0, length: 0.08, volume: 0.25 }];
/** A rising major arpeggio (C6 E6 G6 C7) for a win. */
export const WIN: readonly Note[] = [1046.5, 1318.5, 1568, 2093].map((hz, i) => ({
  hz,
  at: i * 0.09,
  length: i === 3 ? 0.35 : 0.12,
  volume: 0.3,
}));

/** Plays notes on the context: each an oscillator with a 5 ms attack and an exponential decay. */
export function playNotes(ctx: SoundContext, notes: readonly Note[]): void {
  const t0 = ctx.currentTime;
  for (const n of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(n.hz, t0 + n.at);
    gain.gain.setValueAtTime(0.0001, t0 + n.at);
    gain.gain.linearRampToValueAtTime(n.volume, t0 + n.at + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + n.at + n.length);
    osc.connect(gain as never);
    gain.connect(ctx.destination as never);
    osc.start(t0 + n.at);
    osc.stop(t0 + n.at + n.length + 0.02);
  }
}

/** Win pushes closer together than this play one sound. */
const WIN_GAP_S = 1.5;

export type SoundName = 'tick' | 'win';

export interface SoundPlayer {
  /** Plays the sound when the user has interacted with the page; returns whether it played. */
  play(name: SoundName): boolean;
  /** Marks the user gesture: creates (or resumes) the audio context. */
  unlock(): void;
}

/** A player over a context factory; nothing is created before `unlock`. */
export function createSoundPlayer(createContext: () => SoundContext | null): SoundPlayer {
  let ctx: SoundContext | null = null;
  /** Several orders can win on one draw: one win sound per draw is enough. */
  let winUntil = -1;
  return {
    unlock() {
      try {
        ctx ??= createContext();
        if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
      } catch {
        ctx = null;
      }
    },
    play(name) {
      if (!ctx || ctx.state === 'closed') return false;
      if (name === 'win' && ctx.currentTime < winUntil) return false;
      try {
        if (name === 'win') winUntil = ctx.currentTime + WIN_GAP_S;
        playNotes(ctx, name === 'tick' ? TICK : WIN);
        return true;
      } catch {
        return false;
      }
    },
  };
}

function browserContext(): SoundContext | null {
  const w = window as unknown as {
    AudioContext?: new () => SoundContext;
    webkitAudioContext?: new () => SoundContext;
  };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  return Ctor ? new Ctor() : null;
}

let shared: SoundPlayer | null = null;

/**
 * The page's player. The first call arms one-time gesture listeners (pointer, key, touch); the
 * first gesture creates the audio context, as the browsers' autoplay rules require.
 */
export function sounds(): SoundPlayer {
  if (shared) return shared;
  const player = createSoundPlayer(browserContext);
  shared = player;
  if (typeof window !== 'undefined') {
    // A gesture that happened before the player existed (sticky activation) counts too.
    const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
    // Made when the page is idle: creating an audio context takes a slowed phone 70 ms, and this
    // module loads while home's first render is on its way.
    if (activation?.hasBeenActive) {
      if ('requestIdleCallback' in window) requestIdleCallback(() => player.unlock());
      else setTimeout(() => player.unlock(), 0);
    }
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const onGesture = () => {
      player.unlock();
      for (const e of events) window.removeEventListener(e, onGesture, true);
    };
    for (const e of events) window.addEventListener(e, onGesture, { capture: true, passive: true });
  }
  return shared;
}

/** Plays a sound if the member's setting allows it (countDownBeep for ticks, winBeep for wins). */
export function playIfEnabled(
  name: SoundName,
  config: { countDownBeep: boolean; winBeep: boolean } | undefined,
  player: SoundPlayer = sounds(),
): boolean {
  const on = name === 'tick' ? (config?.countDownBeep ?? true) : (config?.winBeep ?? true);
  return on ? player.play(name) : false;
}
