import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Every installed package runs on the Node the project supports (issue #30): the lockfile's
 * `engines.node` of each package includes the root `engines.node` floor, so `npm ci` prints no
 * EBADENGINE warning. Where a dependency's newest release moved to Node 22, package.json pins an
 * earlier release by `overrides` (docs/decisions.md, "Node 20 floor").
 */

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

/** Packages of the lockfile whose Node range excludes the version `floor`. */
export function enginesExcluding(packages: Record<string, LockEntry>, floor: string): string[] {
  return Object.entries(packages)
    .filter(([path]) => path !== '')
    .flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range || !semver.validRange(range)) return [];
      return semver.satisfies(floor, range) ? [] : [`${path}@${entry.version ?? '?'} needs node ${range}`];
    });
}

describe('engines', () => {
  const root = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const floor = semver.minVersion(root.engines.node)!.version;

  it('every package in the lockfile runs on the supported Node floor', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
    expect(enginesExcluding(lock.packages, floor)).toEqual([]);
  });

  it('finds a package that asks for a newer Node', () => {
    expect(
      enginesExcluding({ 'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } }, 'node_modules/ok': { engines: { node: '>=18' } } }, floor),
    ).toEqual(['node_modules/cookie@2.0.2 needs node >=22']);
  });
});
