import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, messages } from '@lotus/i18n';

// error.html stands alone (the app failed to start), so it carries its own copy of three texts;
// this test keeps that copy equal to the catalogue in every language.
// Vitest runs from the repository root (jsdom gives import.meta.url an http scheme).
const html = readFileSync(resolve(process.cwd(), 'apps/web/public/error.html'), 'utf8');

describe('error page', () => {
  it.each(LANGUAGES)('carries the catalogue texts in %s', (lang) => {
    for (const key of ['web.error.title', 'web.error.body', 'common.retry']) {
      const text = messages[lang][key];
      expect(text).toBeTruthy();
      expect(html).toContain(`'${text}'`);
    }
  });
});
