import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { DrawBalls } from './DrawBalls.tsx';

const render = (code: string, family?: string) =>
  renderToStaticMarkup(
    <MantineProvider>
      <DrawBalls code={code} family={family} />
    </MantineProvider>,
  );
/** Each ball's text and background, in order. */
const balls = (html: string) =>
  [...html.matchAll(/<span[^>]*style="([^"]*)"[^>]*data-testid="draw-ball"[^>]*>([^<]*)<\/span>/g)].map((m) => ({
    n: m[2],
    bg: /background:\s*var\(--mantine-color-([a-z]+-\d)\)/.exec(m[1]!)?.[1],
  }));

describe('draw balls', () => {
  it('shows a Mark Six draw in its colour waves with the special number after a "+"', () => {
    const html = render('01 03 05 12 20 33 49', 'lhc');
    expect(balls(html)).toEqual([
      { n: '01', bg: 'red-9' },
      { n: '03', bg: 'blue-9' },
      { n: '05', bg: 'teal-9' },
      { n: '12', bg: 'red-9' },
      { n: '20', bg: 'blue-9' },
      { n: '33', bg: 'teal-9' },
      { n: '49', bg: 'teal-9' },
    ]);
    expect(html.indexOf('+')).toBeGreaterThan(html.indexOf('>33<'));
    expect(html.indexOf('+')).toBeLessThan(html.indexOf('>49<'));
  });

  it('writes the numbers of families that reach 10 in two digits, as their boards do, and leaves the others', () => {
    // The server's code carries bare numbers ("1 3"): the balls write them as the boards do.
    expect(balls(render('29 1 45 10 14 3 39', 'lhc')).map((b) => b.n)).toEqual(['29', '01', '45', '10', '14', '03', '39']);
    for (const family of ['x5', 'pk10', 'kl8']) expect(balls(render('1 10 5', family)).map((b) => b.n)).toEqual(['01', '10', '05']);
    expect(balls(render('1 2 3 4 5', 'ssc')).map((b) => b.n)).toEqual(['1', '2', '3', '4', '5']);
    expect(balls(render('07 123 5', 'vn')).map((b) => b.n)).toEqual(['07', '123', '5']);
  });

  it('keeps other draws in one colour, with no separator', () => {
    const html = render('1 2 3 4 5', 'ssc');
    expect(balls(html).map((b) => b.bg)).toEqual(['pink-7', 'pink-7', 'pink-7', 'pink-7', 'pink-7']);
    expect(html).not.toContain('+');
  });
});

describe('dice and fish-prawn-crab draws', () => {
  it('shows fish-prawn-crab faces as their animals, each named in words', () => {
    // Faces 1 fish, 5 crab, 6 rooster (engine FPC_SYMBOLS).
    const html = render('1 5 6', 'fpc');
    expect([...html.matchAll(/data-testid="fpc-(\w+)"/g)].map((m) => m[1])).toEqual(['fish', 'crab', 'rooster']);
    expect([...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'play.fpc.symbol.fish',
      'play.fpc.symbol.crab',
      'play.fpc.symbol.rooster',
    ]);
    // Named in words under each picture, not only for screen readers (#27: draws read as animals).
    expect([...html.matchAll(/aria-hidden="true" data-testid="draw-symbol-name"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'play.fpc.symbol.fish',
      'play.fpc.symbol.crab',
      'play.fpc.symbol.rooster',
    ]);
  });

  it.each(['k3', 'dice'])('shows a %s draw as dice faces with their pips', (family) => {
    const html = render('2 4 6', family);
    expect([...html.matchAll(/data-testid="die-(\d)"/g)].map((m) => m[1])).toEqual(['2', '4', '6']);
    // Pips: 2 + 4 + 6 circles.
    expect(html.match(/<circle/g)?.length).toBe(12);
  });

  it('animates every ball in, one after another', () => {
    const html = render('1 2 3', 'ssc');
    expect(html.match(/--ball-index:\s*\d/g)).toEqual(['--ball-index:0', '--ball-index:1', '--ball-index:2']);
  });
});
