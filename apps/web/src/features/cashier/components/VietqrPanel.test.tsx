import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { messages } from '@lotus/i18n';
import { addTexts, setTextLanguage } from '../../../lib/translate.ts';
import { VietqrPanel } from './VietqrPanel.tsx';

const render = (lang: 'vi' | 'en') => {
  addTexts(lang, messages[lang]);
  setTextLanguage(lang);
  const html = renderToStaticMarkup(
    <MantineProvider>
      <VietqrPanel
        vietqr={{
          payload: '000201',
          content: 'LT7K2Q9',
          amountVnd: '500000',
          bankBin: '970436',
          expiresAt: new Date(Date.now() + 29 * 60_000 + 58_500).toISOString(),
        }}
      />
    </MantineProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
};

// At 375 px the badge sat in a row that does not wrap beside the two-line title, and Mantine's
// Group gave it half the row: "CÒN LẠI …" with no time in Vietnamese, "29:58 L…" in English.
describe('the VietQR panel', () => {
  afterEach(() => setTextLanguage('vi'));

  it.each(['vi', 'en'] as const)('shows the time left on its own line, not in a no-wrap row beside the title (%s)', (lang) => {
    const doc = render(lang);
    const badge = doc.querySelector('[data-testid="vietqr-remaining"]')!;
    expect(badge.textContent).toMatch(/29:5\d/);
    // Every row between the badge and the panel may wrap or is a column.
    for (let el = badge.parentElement; el && el.getAttribute('data-testid') !== 'vietqr'; el = el.parentElement) {
      expect(el.getAttribute('style') ?? '').not.toMatch(/nowrap/);
    }
    // The badge's own container stacks it under the title (a column), so it has a full line.
    const column = badge.parentElement!;
    expect(column.className).toMatch(/mantine-Stack-root/);
    expect(column.textContent).toContain(messages[lang]['pay.vietqr.title']);
  });
});
