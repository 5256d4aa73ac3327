import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { constants as zlibConstants } from 'node:zlib';
import { DEFAULT_LANGUAGE, LANGUAGES, messages } from '@lotus/i18n';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { catalogueParts } from './src/lib/catalogue-parts.ts';
import { keptHomeOptions, paintKeptHome, readKeptHome } from './src/features/home/kept-home-paint.ts';
import { earlyGetsOptions, startEarlyGets } from './src/features/home/early-gets.ts';

/**
 * `virtual:lotus-messages/<lang>`: one language's shell and home texts as their own chunk, so the
 * first page loads the chosen language only and the others on a switch (docs/product.md §1: the
 * choice is stored); `virtual:lotus-screen-texts/<lang>`: its other pages' texts, loaded after the
 * first render; and `virtual:lotus-play-names/<lang>`: its play names, loaded with the betting and
 * chart pages (src/lib/catalogue-parts.ts says which text goes where).
 */
function messagesPerLanguage(): Plugin {
  const modules = {
    'virtual:lotus-messages/': 'first',
    'virtual:lotus-screen-texts/': 'screens',
    'virtual:lotus-play-names/': 'playNames',
  } as const;
  const prefixOf = (id: string) =>
    Object.keys(modules).find((p) => id.startsWith(p)) as keyof typeof modules | undefined;
  return {
    name: 'lotus-messages',
    resolveId: (id) => (prefixOf(id) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      const prefix = prefixOf(id.slice(1));
      if (!prefix) return undefined;
      const lang = id.slice(prefix.length + 1) as (typeof LANGUAGES)[number];
      if (!LANGUAGES.includes(lang)) throw new Error(`unknown language ${lang}`);
      return `export default ${JSON.stringify(catalogueParts(messages[lang])[modules[prefix]])};`;
    },
  };
}

/**
 * A modulepreload link in index.html for the default language's catalogue: the first render waits
 * for it, and as a lazy chunk it was asked for only once the entry had run (issue #13: about 0.7 s
 * later on a phone). A first visit has no stored language, so it is the one it needs; another
 * stored language loads its own as before. Vite preloads only static imports, hence this hook.
 */
function preloadDefaultCatalogue(): Plugin {
  let base = '/';
  return {
    name: 'lotus-preload-default-catalogue',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId === `\0virtual:lotus-messages/${DEFAULT_LANGUAGE}`,
        );
        if (!chunk) throw new Error(`no catalogue chunk for ${DEFAULT_LANGUAGE}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Home's kept copy painted before the app's code runs (issue #31, src/features/home/kept-home-paint.ts):
 * the reader as the last script of <head> (after the entry's stylesheet, so it knows it), the painter
 * right after #root. The build's id is a hash of every file name it wrote: a copy another build made
 * (other class names, other chunks) is not painted. The server allows both scripts by their hashes.
 */
function keptHomePaint(): Plugin {
  return {
    name: 'lotus-kept-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const names = Object.keys(ctx.bundle ?? {})
          .filter((n) => !n.endsWith('.html'))
          .sort();
        if (names.length === 0) throw new Error('no bundle to name the build by');
        const options = keptHomeOptions(createHash('sha256').update(names.join('\n')).digest('base64url').slice(0, 16));
        const root = '<div id="root"></div>';
        if (!html.includes(root) || !html.includes('</head>')) throw new Error('index.html has no #root or </head>');
        return html
          .replace('</head>', `<script>(${readKeptHome.toString()})(${JSON.stringify(options)});</script></head>`)
          .replace(root, `${root}<script>(${paintKeptHome.toString()})();</script>`);
      },
    },
  };
}

/** Names a module's code imports or re-exports from each specifier (`* ` for a whole namespace). */
function namesImported(code: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (spec: string, names: Iterable<string>) => {
    const set = out.get(spec) ?? new Set<string>();
    for (const n of names) set.add(n);
    out.set(spec, set);
  };
  const list = (braces: string) =>
    braces
      .split(',')
      .map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim())
      .filter((n) => n !== '');
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:type\s*)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) add(m[2]!, list(m[1]!));
  for (const m of code.matchAll(/\b(?:import|export)\s*\*\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g)) add(m[1]!, ['*']);
  return out;
}

/**
 * A package's barrel (its `index.mjs` of imports and one export list, as Mantine's are): each
 * exported name's own module, so that what a module takes from `@mantine/core` is the components it
 * names, not every component the package has. Null for any other module.
 */
function barrelTargets(info: { id: string; code: string | null }): Map<string, string> | null {
  if (!info.code || !/\/node_modules\/.+\/index\.m?js$/.test(info.id)) return null;
  const body = info.code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*(["'])use client\1;?\s*$/m, '');
  const statements = body.split(';').map((t) => t.trim()).filter((t) => t !== '');
  if (!statements.every((t) => /^(import\s*\{[^}]*\}\s*from\s*["'][^"']+["']|export\s*\{[^}]*\})$/.test(t))) return null;
  const local = new Map<string, string>();
  for (const [spec, names] of namesImported(body)) {
    if (!spec.startsWith('.')) continue;
    const target = fileURLToPath(new URL(spec, `file://${info.id}`));
    for (const n of names) local.set(n, target);
  }
  const targets = new Map<string, string>();
  for (const m of body.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const part of m[1]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      const target = name ? local.get(name.trim()) : undefined;
      if (target) targets.set((alias ?? name!).trim(), target);
    }
  }
  return targets;
}

/**
 * Home's lazy part (the lottery sections and the notice line, started at boot: first-page.ts) as one
 * chunk: every module they import that the entry does not. Split by the bundler's sharing rules it was
 * eighteen chunks four imports deep, and a phone at 150 ms a round trip waited for each level in turn
 * (docs/performance.md, "The member site's first page"). A package's barrel is followed to the modules
 * of the names imported from it (barrelTargets): through `@mantine/core` as a whole, the entry reached
 * every component, and home's own (its tabs, badges and their hooks) were left to a dozen small shared
 * chunks, fetched in two rounds on a phone's six connections. A later page that shares some of it
 * loads the whole chunk, which home has usually loaded already.
 */
type ChunkContext = { getModuleInfo(id: string): { id: string; code: string | null; importedIds: readonly string[] } | null };
function homeChunk(): (id: string, ctx: ChunkContext) => string | null {
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  const entry = `${src}main.tsx`;
  const roots = [`${src}features/catalogue/components/HomeLotteries.tsx`, `${src}features/content/components/HomeNotices.tsx`];
  let home: Set<string> | undefined;
  const barrels = new Map<string, Map<string, string> | null>();
  /** The modules `info` depends on: through a barrel, only those of the names it takes from it. */
  const edges = (info: NonNullable<ReturnType<ChunkContext['getModuleInfo']>>, ctx: ChunkContext): string[] => {
    const taken = info.code ? namesImported(info.code) : new Map<string, Set<string>>();
    const out: string[] = [];
    for (const dep of info.importedIds) {
      if (!barrels.has(dep)) {
        const depInfo = ctx.getModuleInfo(dep);
        barrels.set(dep, depInfo ? barrelTargets(depInfo) : null);
      }
      const targets = barrels.get(dep);
      // The specifier naming this barrel: its package's name (`@mantine/core` for …/node_modules/@mantine/core/esm/index.mjs).
      const names = targets ? [...taken].find(([spec]) => !spec.startsWith('.') && dep.includes(`/node_modules/${spec}/`))?.[1] : undefined;
      const resolved = targets && names && !names.has('*') ? [...names].map((n) => targets.get(n)) : undefined;
      if (resolved && resolved.every((t): t is string => t !== undefined)) out.push(...resolved);
      else out.push(dep);
    }
    return out;
  };
  const reach = (from: readonly string[], ctx: ChunkContext, skip = new Set<string>()) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || skip.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) throw new Error(`homeChunk: no module ${id}`);
      seen.add(id);
      stack.push(...edges(info, ctx));
    }
    return seen;
  };
  return (id, ctx) => {
    home ??= reach(roots, ctx, reach([entry], ctx));
    return home.has(id) ? 'home' : null;
  };
}

/**
 * Home's public GETs started by an inline script at the top of <head>, while the entry is still
 * loading (src/features/home/early-gets.ts); the app's client takes their answers. The same script
 * asks for home's lazy chunk (the `home` group of homeChunk) and the files it imports beyond the
 * entry's, with the entry. The server allows the script by its hash.
 */
function earlyGets(): Plugin {
  let base = '/';
  return {
    name: 'lotus-early-gets',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const at = '<meta charset="UTF-8" />';
        if (!html.includes(at)) throw new Error('index.html has no <meta charset>');
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const home = chunks.find((c) => c.name === 'home');
        if (!entry || !home) throw new Error('earlyGets: no entry or no home chunk in the bundle');
        // What the entry loads already (its own static imports, preloaded by this page) is not asked for again.
        const first = new Set([entry.fileName, ...entry.imports]);
        const files = [home.fileName, ...home.imports.filter((f) => !first.has(f)), ...(home.viteMetadata?.importedCss ?? [])].map((f) => `${base}${f}`);
        return html.replace(at, `${at}<script>(${startEarlyGets.toString()})(${JSON.stringify(earlyGetsOptions(files))});</script>`);
      },
    },
  };
}

/**
 * React Router's production build (docs/decisions.md "React Router's production build in the apps"):
 * its package exports only the development build, whose development warnings run in the browser.
 */
function reactRouterProduction(): Plugin {
  const entry = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');
  return { name: 'lotus-react-router-production', apply: 'build', config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: entry }] } }) };
}

/** Our packages without module-level effects (see below). */
const PURE_PACKAGE = /packages[\\/](engine|contracts|i18n)[\\/]src[\\/]/;

/**
 * Served under /web by the server (history routing, basename /web).
 *
 * The engine, the contracts and the catalogues are pure (ARCHITECTURE: no I/O; module-level code only builds
 * tables and schemas), so modules of theirs that nothing uses are dropped, and unused zod schemas
 * with them: the first page then carries only what it calls (budget: 200 KB gzipped, scripts/initial-js.mjs).
 */
export default defineConfig({
  base: '/web/',
  plugins: [
    react(),
    reactRouterProduction(),
    messagesPerLanguage(),
    preloadDefaultCatalogue(),
    keptHomePaint(),
    earlyGets(),
    // The service worker (issue #31, src/sw/sw.ts): the shell and every hashed chunk precached, an
    // update offered to the member ('prompt'). The server writes each host's manifest, so none is made here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      scope: '/web/',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The demo payment pages are not part of the app.
        globIgnores: ['demo/**', 'sw.js'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The worker names a few contract paths: the same pure-package tree-shaking as the app keeps zod out.
        rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !PURE_PACKAGE.test(id) } },
      },
    }),
    // Brotli and gzip copies made once at build time, served by @fastify/static (preCompressed):
    // a phone on a slow line gets a quarter of the bytes, and the server never compresses them per request.
    compression({
      algorithms: [
        ['brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }],
        ['gzip', { level: 9 }],
      ],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  build: {
    outDir: 'dist',
    // index.html preloads the modules the entry imports; a lazy chunk loads only its stylesheets
    // ahead, its modules are fetched by its own imports. Preloading those too put Vite's helper
    // (about 2 KB of the first page's script) in the entry, and on a return visit, served by the
    // service worker, its link elements cost more than the round trips they save
    // (docs/performance.md, "The member site's first page").
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)home-[\w-]+\.js$/.test(file) ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // plays-vi-….js and texts-vi-….js beside vi-….js: the measuring script (scripts/initial-js.mjs) counts the last.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('lotus-play-names/')
            ? 'assets/plays-[name]-[hash].js'
            : chunk.facadeModuleId?.includes('lotus-screen-texts/')
              ? 'assets/texts-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Its modules' own imports are the entry's or its own: nothing else to pull in.
          groups: [{ name: homeChunk(), includeDependenciesRecursively: false }],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string) => !PURE_PACKAGE.test(id),
        manualPureFunctions: ['z', 'int', 'lines', 'rangeOrdered', 'withRange', 'defineRoute'],
      },
    },
  },
  server: {
    proxy: {
      '/sk': 'http://localhost:8080',
      '/api': 'http://localhost:8080',
      '/mqtt': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
