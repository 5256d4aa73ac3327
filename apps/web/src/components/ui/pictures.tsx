import type { ReactNode } from 'react';
import { FPC_SYMBOLS, type FpcSymbol } from '@lotus/engine';

/**
 * Our own drawings (issue #13: pictures where people look rather than read): the six
 * fish-prawn-crab symbols and the six dice faces, as inline SVG on a 48-unit grid. Each carries
 * its name as accessible text (role img, aria-label), so a screen reader reads what the eye sees.
 */

/** The symbol a fish-prawn-crab die shows on `face` (1–6; engine FPC_SYMBOLS, Macau mapping). */
export const fpcSymbolOf = (face: number): FpcSymbol | null => FPC_SYMBOLS[face - 1] ?? null;

/** The symbol whose catalogue key (play.fpc.symbol.<name>) a board option carries. */
export const fpcSymbolOfKey = (key: string | undefined): FpcSymbol | null => {
  const name = /^play\.fpc\.symbol\.(\w+)$/.exec(key ?? '')?.[1];
  return (FPC_SYMBOLS as readonly string[]).includes(name ?? '') ? (name as FpcSymbol) : null;
};

const BACKGROUND: Record<FpcSymbol, string> = {
  fish: '#d0ebff',
  prawn: '#ffe3e3',
  gourd: '#d3f9d8',
  coin: '#fff3bf',
  crab: '#ffe8cc',
  rooster: '#f3d9fa',
};

const DRAWING: Record<FpcSymbol, ReactNode> = {
  fish: (
    <>
      <path d="M10 24c6-9 18-10 25 0-7 10-19 9-25 0z" fill="#1c7ed6" />
      <path d="M34 24l8-7v14z" fill="#1971c2" />
      <circle cx="17" cy="22" r="2" fill="#fff" />
      <circle cx="17" cy="22" r="1" fill="#000" />
      <path d="M22 19c2 3 2 7 0 10" stroke="#a5d8ff" strokeWidth="1.5" fill="none" />
    </>
  ),
  prawn: (
    <>
      <path d="M14 14c10-4 22 2 22 12 0 7-6 11-12 10" stroke="#e03131" strokeWidth="6" strokeLinecap="round" fill="none" />
      <path d="M24 36l-6 5m6-5l-2 7" stroke="#c92a2a" strokeWidth="2" strokeLinecap="round" />
      <path d="M14 14L6 8m8 6L5 15" stroke="#c92a2a" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="16" cy="15" r="1.5" fill="#000" />
      <path d="M26 14v5m5-2l-2 4m5 2l-4 2" stroke="#ffc9c9" strokeWidth="1.5" />
    </>
  ),
  gourd: (
    <>
      <circle cx="24" cy="32" r="10" fill="#2f9e44" />
      <circle cx="24" cy="18" r="6" fill="#37b24d" />
      <path d="M24 12V7m0 1c2-2 5-2 7 0" stroke="#8d5524" strokeWidth="2" strokeLinecap="round" fill="none" />
      <path d="M18 30c1-3 3-4 5-4" stroke="#b2f2bb" strokeWidth="1.5" fill="none" />
    </>
  ),
  coin: (
    <>
      <circle cx="24" cy="24" r="14" fill="#f59f00" />
      <circle cx="24" cy="24" r="11" fill="none" stroke="#ffd43b" strokeWidth="1.5" />
      <rect x="20" y="20" width="8" height="8" fill="#fff3bf" stroke="#e67700" strokeWidth="1.5" />
    </>
  ),
  crab: (
    <>
      <ellipse cx="24" cy="28" rx="11" ry="8" fill="#f76707" />
      <path d="M14 26l-6-3m6 7l-6 1m6 3l-5 4m20-12l6-3m-6 7l6 1m-6 3l5 4" stroke="#d9480f" strokeWidth="2" strokeLinecap="round" />
      <circle cx="11" cy="14" r="4" fill="#f76707" />
      <circle cx="37" cy="14" r="4" fill="#f76707" />
      <path d="M14 17l4 5m16-5l-4 5" stroke="#d9480f" strokeWidth="2" />
      <circle cx="21" cy="21" r="1.5" fill="#000" />
      <circle cx="27" cy="21" r="1.5" fill="#000" />
    </>
  ),
  rooster: (
    <>
      <path d="M30 36c-9 2-16-4-14-12 1-5 6-8 10-8" fill="#ae3ec9" />
      <circle cx="28" cy="16" r="6" fill="#be4bdb" />
      <path d="M24 10c1-3 3-3 4 0 1-3 3-3 4 0 1-2 3-1 2 2z" fill="#e03131" />
      <path d="M34 16l5 2-5 2z" fill="#f59f00" />
      <path d="M30 21c1 3 0 5-2 5" fill="#e03131" />
      <circle cx="30" cy="15" r="1.2" fill="#000" />
      <path d="M16 24c-6-4-8-10-6-14 3 4 6 6 8 8" fill="#7048e8" />
      <path d="M26 36v6m4-6v6m-6 0h4m2 0h4" stroke="#f59f00" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
};

/**
 * One fish-prawn-crab symbol; `label` is its translated name. Without one the picture is decoration
 * beside text that already names it (a board button), and screen readers skip it.
 */
export function FpcPicture({ symbol, label, size = 32 }: { symbol: FpcSymbol; label?: string; size?: number }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...named}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      data-testid={`fpc-${symbol}`}
      style={{ flex: 'none', display: 'block' }}
    >
      {label && <title>{label}</title>}
      <circle cx="24" cy="24" r="23" fill={BACKGROUND[symbol]} />
      {DRAWING[symbol]}
    </svg>
  );
}

/** Pip centres of each face on the 48 grid (standard die layout). */
const PIPS: Record<number, [number, number][]> = {
  1: [[24, 24]],
  2: [[14, 14], [34, 34]],
  3: [[14, 14], [24, 24], [34, 34]],
  4: [[14, 14], [34, 14], [14, 34], [34, 34]],
  5: [[14, 14], [34, 14], [24, 24], [14, 34], [34, 34]],
  6: [[14, 13], [34, 13], [14, 24], [34, 24], [14, 35], [34, 35]],
};

/** One die showing `value` (1–6); `label` is its accessible name. Ones and fours in red, as on Asian dice. */
export function DieFace({ value, label, size = 30 }: { value: number; label: string; size?: number }) {
  const pips = PIPS[value] ?? [];
  const red = value === 1 || value === 4;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      data-testid={`die-${value}`}
      style={{ flex: 'none', display: 'block' }}
    >
      <title>{label}</title>
      <rect x="2" y="2" width="44" height="44" rx="9" fill="#fff" stroke="#868e96" strokeWidth="2" />
      {pips.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={value === 1 ? 7 : 4.5} fill={red ? '#e03131' : '#212529'} />
      ))}
    </svg>
  );
}
