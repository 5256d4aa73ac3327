import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run check` runs its commands side by side through scripts/parallel.mjs (issue #29), each
 * workspace's typecheck named once: a workspace added to package.json must be added there too, or
 * its types would go unchecked. And the runner fails when one of its commands fails.
 */

const root = JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[]; scripts: Record<string, string> };

/** The workspaces' package names that have a typecheck script. */
function typecheckedWorkspaces(): string[] {
  return root.workspaces.flatMap((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> };
    return pkg.scripts?.typecheck ? [pkg.name] : [];
  });
}

/** The quoted commands `check` hands to scripts/parallel.mjs. */
const checkCommands = (): string[] => [...root.scripts.check!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);

describe('npm run check', () => {
  it('typechecks every workspace that has a typecheck script, lints and checks module boundaries', () => {
    const commands = checkCommands();
    expect(root.scripts.check).toMatch(/^node scripts\/parallel\.mjs /);
    for (const name of typecheckedWorkspaces()) expect(commands, name).toContain(`npm run -s typecheck -w ${name}`);
    expect(commands).toContain('npm run -s lint');
    expect(commands).toContain('npm run -s boundaries');
    expect(typecheckedWorkspaces().length).toBeGreaterThanOrEqual(8);
  });

  it('the parallel runner fails when one command fails, after running all of them', () => {
    let status = 0;
    let output = '';
    try {
      output = execFileSync('node', ['scripts/parallel.mjs', 'exit 3', 'echo second ran'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      const e = err as { status: number; stdout: string };
      status = e.status;
      output = e.stdout;
    }
    expect(status).toBe(1);
    expect(output).toContain('second ran');
    expect(output).toMatch(/\[FAILED \(exit 3\)\] exit 3: [\d.]+ s/);
  });

  it('the parallel runner passes when every command passes and prints each one’s time', () => {
    const output = execFileSync('node', ['scripts/parallel.mjs', 'true', 'echo hello'], { encoding: 'utf8' });
    expect(output).toContain('hello');
    expect(output).toMatch(/\[ok\] true: [\d.]+ s/);
    expect(output).toMatch(/\[ok\] echo hello: [\d.]+ s/);
  });
});
