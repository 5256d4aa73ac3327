import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One composition root (issue #29): the server's services are built once, by buildServices
 * (apps/server/src/services.ts, called from buildApp), and handed to the routes and jobs that use
 * them. This fails when a service factory (`createXService(`, or one of the app-wide pieces the
 * services share) is called in any other file under apps/server/src, and when a module keeps a
 * module-level Map or WeakMap, the way services used to be cached per app. Tests may build their
 * own services; they are not checked.
 */
const SRC = 'apps/server/src';
const ROOT = `${SRC}/services.ts`;

/** Files allowed to call a factory outside the root, each with its reason. Empty: keep it so. */
const FACTORY_CALLS: Record<string, string> = {};

/** Module-level maps that are not caches of services, each with its reason. */
const MODULE_MAPS: Record<string, string> = {
  [`${SRC}/modules/lottery/families.ts`]:
    'the play catalogue by id and the LHC family by lunar year: tables derived from code, the same for every app',
  [`${SRC}/db/named.ts`]:
    'prepared-statement names by SQL text: one naming per process, so a pooled connection never sees a name with two texts',
};

const FACTORY = /\bcreate(?:[A-Z]\w*Service|AppBetBatcher|AppContextLoader|Metrics|PromoClock|Codes|Recovery|SessionCache|ProposalQueue)\s*\(/g;

/** Calls of a service factory in a file's text (its definitions and comments left out). */
export function factoryCalls(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return [...code.matchAll(FACTORY)]
    .filter((m) => !/\bfunction\s+$/.test(code.slice(0, m.index)))
    .map((m) => m[0].replace(/\s*\($/, ''));
}

/** Module-level (unindented) `const`/`let` bindings of a new Map or WeakMap. */
export function moduleMaps(text: string): string[] {
  return [
    ...text.matchAll(/^(?:export\s+)?(?:const|let|var)\s+(\w+)\s*(?::[^=\n]+)?=\s*new\s+(?:Weak)?Map\b/gm),
  ].map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
      ? [relative(process.cwd(), full).split(sep).join('/')]
      : [];
  });
}

describe('the composition root', () => {
  const files = sourceFiles(SRC).map((f) => ({ f, text: readFileSync(f, 'utf8') }));

  it('is the only place that calls a service factory', () => {
    const offenders = files
      .filter(({ f }) => f !== ROOT && !(f in FACTORY_CALLS))
      .flatMap(({ f, text }) =>
        factoryCalls(text).map(
          (call) => `${f} calls ${call}: take the service from buildServices (services.ts)`,
        ),
      );
    expect(offenders).toEqual([]);
    // The root does build the services.
    expect(factoryCalls(readFileSync(ROOT, 'utf8'))).toContain('createOrderService');
  });

  it('leaves no module-level cache of services', () => {
    const offenders = files
      .filter(({ f }) => !(f in MODULE_MAPS))
      .flatMap(({ f, text }) =>
        moduleMaps(text).map(
          (name) =>
            `${f}: module-level map ${name}: build it once in buildServices (services.ts) and hand it down`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('keeps its allow-lists short and current', () => {
    expect(Object.keys(FACTORY_CALLS).length + Object.keys(MODULE_MAPS).length).toBeLessThanOrEqual(5);
    for (const f of Object.keys(FACTORY_CALLS))
      expect(factoryCalls(readFileSync(f, 'utf8')), f).not.toEqual([]);
    for (const f of Object.keys(MODULE_MAPS)) expect(moduleMaps(readFileSync(f, 'utf8')), f).not.toEqual([]);
  });

  it('catches a factory call and a module-level cache, and leaves definitions, types and local maps alone', () => {
    expect(factoryCalls('const wallet = createWalletService(app.deps);')).toEqual(['createWalletService']);
    expect(factoryCalls('const m = createMetrics(deps); const b = createAppBetBatcher(deps);')).toEqual([
      'createMetrics',
      'createAppBetBatcher',
    ]);
    expect(factoryCalls('const sessions = createSessionCache();')).toEqual(['createSessionCache']);
    expect(factoryCalls('export function createWalletService(deps: AppDeps) {')).toEqual([]);
    expect(
      factoryCalls(
        'type W = ReturnType<typeof createWalletService>;\n// createWalletService(deps) in a comment',
      ),
    ).toEqual([]);
    expect(moduleMaps('const batchers = new WeakMap<Db, BetBatcher>();')).toEqual(['batchers']);
    expect(moduleMaps('export const seen: Map<string, number> = new Map();')).toEqual(['seen']);
    expect(moduleMaps('function f() {\n  const byId = new Map<number, string>();\n}')).toEqual([]);
  });
});
