import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { lazyPart } from '../lib/lazy-part.ts';

/**
 * A Select brings Mantine's combobox, popover, scroll area and floating-ui (about 25 KB gzipped),
 * which the first page needs only once someone opens the list: the Select loads just after it, in
 * a box of its size, so the header does not move when it arrives (initial-JS budget, docs/performance.md).
 */
const LanguageSelect = lazyPart(() => import('./LanguageSelect.tsx').then((m) => ({ default: m.LanguageSelect })));

export function LanguageSwitcher({ testId = 'language-switcher' }: { testId?: string }) {
  return (
    <Suspense fallback={<Box w={150} h={30} />}>
      <LanguageSelect testId={testId} />
    </Suspense>
  );
}
