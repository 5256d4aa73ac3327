import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rule of docs/architecture.md ("Packages and apps"), checked against the real lint configuration.
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'lotus/stay-in-workspace');
}

describe('import rule', () => {
  it.each([
    ['packages/engine/src/x.ts', "import { paths } from '@lotus/contracts';", true],
    ['packages/engine/src/x.ts', "import { x } from '../../i18n/src/index.ts';", true],
    ['packages/contracts/src/x.ts', "import { parseMoney } from '@lotus/engine';", false],
    ['packages/contracts/src/x.ts', "import { messages } from '@lotus/i18n';", true],
    ['packages/i18n/src/x.ts', "import { paths } from '@lotus/contracts';", true],
    ['apps/server/src/x.ts', "import { paths } from '@lotus/contracts';", false],
    ['apps/server/src/x.ts', "import { api } from '../../web/src/lib/api.ts';", true],
    ['apps/web/src/x.ts', "import { buildApp } from '../../server/src/app.ts';", true],
    ['apps/web/src/x.ts', "import { buildApp } from '@lotus/server';", true],
  ])('%s: %s → restricted %s', async (file, source, expected) => {
    expect(await restricted(file, `${source}\nexport {};\n`)).toBe(expected);
  });
});

describe('relative imports inside a workspace', () => {
  it('are allowed', async () => {
    expect(await restricted('apps/server/src/modules/x/y.ts', "import { route } from '../../lib/http.ts';\nexport {};\n")).toBe(
      false,
    );
  });
});
