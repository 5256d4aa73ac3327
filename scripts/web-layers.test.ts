import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The member site's layers (issue #29):
 * - `src/app/` is the application: the shell (AppLayout, the side menu, the member centre), the one
 *   screen table and the router derived from it. Only the entry (`main.tsx`) imports it; features,
 *   components and lib never import it back.
 * - every paged list uses the one pager (`RowsPager`, components/centre/ui.tsx) with the "rows X to
 *   Y of total" text, never Mantine's Pagination by itself;
 * - every screen's loading, error and empty states are the one page state (`PageState`, or
 *   `QueryState` over a query, same file): a `…State` component elsewhere only wraps them.
 */
const WEB = 'apps/web/src';
const PAGER = `${WEB}/components/centre/ui.tsx`;
const SHELL = `${WEB}/app/AppLayout.tsx`;

function webSources(): string[] {
  return execFileSync('git', ['ls-files', WEB], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

export const usesOwnPager = (source: string): boolean => /\bPagination\b/.test(withoutComments(source));

/** The `…State` components a file declares without building on the one page state. */
export function ownPageStates(source: string): string[] {
  const code = withoutComments(source);
  if (
    /import\s*\{[^}]*\b(PageState|QueryState)\b[^}]*\}\s*from\s*'[./]*components\/centre\/ui\.tsx'/.test(code)
  )
    return [];
  return [...code.matchAll(/(?:function|const)\s+([A-Z]\w*State)\b/g)].map((m) => m[1]!);
}

/** The repository paths a file imports by relative path (static and dynamic imports). */
export function relativeImports(file: string, source: string): string[] {
  const specs = [...withoutComments(source).matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map(
    (m) => m[1]!,
  );
  return specs.map((s) => normalize(join(dirname(file), s)).replace(/\\/g, '/'));
}

/** Which layer a file of the web app is in: `app`, `features`, `components`, `lib`, `sw` or the entry. */
const layerOf = (path: string) =>
  path.startsWith(`${WEB}/`) ? path.slice(WEB.length + 1).split('/')[0]! : 'outside';
const isEntry = (path: string) => ['main.tsx', 'boot.ts'].includes(path.slice(WEB.length + 1));

/** Imports of `app/` from outside it (only the entry may). */
export function importsOfApp(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, source]) =>
    layerOf(file) === 'app' || isEntry(file)
      ? []
      : relativeImports(file, source)
          .filter((target) => layerOf(target) === 'app')
          .map((target) => `${file} → ${target}`),
  );
}

/**
 * Files of `sources` (path → text) that call React's `lazy` themselves, outside the parts whose
 * stylesheet is known: lib/lazy-part.ts (lazyPart loads Mantine's whole sheet with the part),
 * features/home/first-page.ts (home's own parts, styled by app/first-page.css) and app/section-views.ts
 * (the centre's sections render inside a route, which loads the whole sheet first).
 */
export function lazyWithoutStyles(sources: Record<string, string>): string[] {
  const known = [`${WEB}/lib/lazy-part.ts`, `${WEB}/features/home/first-page.ts`, `${WEB}/app/section-views.ts`];
  return Object.entries(sources)
    .filter(([path, source]) => !known.includes(path) && /(?<![\w.])lazy\s*[(<]/.test(withoutComments(source)))
    .map(([path]) => path);
}

/** Files importing a Mantine stylesheet outside its cascade layer (`styles.css` rather than `styles.layer.css`). */
export const unlayeredMantine = (sources: Record<string, string>): string[] =>
  Object.entries(sources)
    .filter(([, source]) => /@mantine\/[\w-]+\/styles(\/[\w-]+)?\.css/.test(withoutComments(source)))
    .map(([path]) => path);

describe("the member site's stylesheets", () => {
  const sources = () => Object.fromEntries([...webSources(), `${WEB}/app/first-page.css`].map((f) => [f, readFileSync(f, 'utf8')]));

  it("loads Mantine's whole stylesheet with every lazy part, and only its layered sheets", () => {
    expect(lazyWithoutStyles(sources())).toEqual([]);
    expect(unlayeredMantine(sources())).toEqual([]);
  });

  it('catches a lazy part of its own and an unlayered sheet', () => {
    const part = "import { lazy } from 'react';\nconst Offer = lazy(() => import('./Offer.tsx'));";
    expect(lazyWithoutStyles({ [`${WEB}/app/AppLayout.tsx`]: part, [`${WEB}/app/section-views.ts`]: part })).toEqual([`${WEB}/app/AppLayout.tsx`]);
    expect(lazyWithoutStyles({ [`${WEB}/app/AppLayout.tsx`]: "const Offer = lazyPart(() => import('./Offer.tsx'));" })).toEqual([]);
    expect(unlayeredMantine({ a: "import '@mantine/core/styles.css';", b: "@import '@mantine/core/styles/Button.css';", c: "import '@mantine/dates/styles.layer.css';" })).toEqual(['a', 'b']);
  });
});

describe("the member site's layers", () => {
  const files = Object.fromEntries(webSources().map((f) => [f, readFileSync(f, 'utf8')]));

  it('pages every list with the one pager', () => {
    expect(Object.keys(files).filter((f) => f !== PAGER && usesOwnPager(files[f]!))).toEqual([]);
  });

  it('catches a hand-made pager', () => {
    expect(usesOwnPager("import { Pagination } from '@mantine/core';\n<Pagination total={3} />")).toBe(true);
    expect(usesOwnPager("import { RowsPager } from '../../components/centre/ui.tsx';")).toBe(false);
  });

  it('shows every loading, error and empty state with the one page state', () => {
    expect(Object.keys(files).filter((f) => f !== PAGER && ownPageStates(files[f]!).length > 0)).toEqual([]);
  });

  it('catches a second page-state component', () => {
    expect(ownPageStates('export function PageState({ isLoading }) { return <Loader />; }')).toEqual([
      'PageState',
    ]);
    expect(ownPageStates('const ListState = () => null;')).toEqual(['ListState']);
    expect(
      ownPageStates(
        "import { QueryState as Site } from '../../../components/centre/ui.tsx';\nexport function QueryState(p) { return <Site {...p} />; }",
      ),
    ).toEqual([]);
    expect(ownPageStates('export function useInstallState() {}')).toEqual([]);
  });

  it('keeps the app shell in app/, and nothing but the entry imports app/', () => {
    expect(existsSync(SHELL)).toBe(true);
    expect(Object.keys(files).filter((f) => /\/AppLayout\.tsx$/.test(f))).toEqual([SHELL]);
    expect(importsOfApp(files)).toEqual([]);
  });

  it('catches a feature that imports the shell back', () => {
    const feature = `${WEB}/features/home/HomePage.tsx`;
    expect(importsOfApp({ [feature]: "import { SCREENS } from '../../app/screens.ts';" })).toEqual([
      `${feature} → ${WEB}/app/screens.ts`,
    ]);
    expect(importsOfApp({ [feature]: "const m = import('../../app/AppLayout.tsx');" })).toHaveLength(1);
    expect(importsOfApp({ [`${WEB}/main.tsx`]: "import { router } from './app/router.tsx';" })).toEqual([]);
    expect(
      importsOfApp({
        [`${WEB}/app/router.tsx`]: "import { HomePage } from '../features/home/HomePage.tsx';",
      }),
    ).toEqual([]);
  });
});
