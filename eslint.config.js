import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import path from 'node:path';

// The import rule of docs/architecture.md ("Packages and apps"): engine imports nothing of ours; contracts and i18n import
// only engine; apps import packages and never each other.
const restrict = (allowed, climbing) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@lotus/*', ...allowed.map((a) => '!' + a)],
          message: 'This workspace may import only: ' + (allowed.join(', ') || 'nothing of ours'),
        },
        { group: climbing, message: 'Import another workspace by its package name, never by path.' },
      ],
    },
  ],
});

/** The workspace folder of a file: packages/x, apps/x, or a top-level folder (e2e, bench…). */
function workspaceOf(file) {
  const rel = path.relative(import.meta.dirname, file).split(path.sep);
  return rel[0] === 'packages' || rel[0] === 'apps' ? rel.slice(0, 2).join('/') : rel[0];
}

/** Relative imports may not leave their workspace: other workspaces are imported by name. */
const stayInWorkspace = {
  meta: { type: 'problem', messages: { leave: 'Import another workspace by its package name, never by path.' } },
  create(context) {
    const home = workspaceOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      if (workspaceOf(target) !== home) context.report({ node: node.source, messageId: 'leave' });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/*.sh', '**/dist/**', 'data/**', 'coverage/**', '**/test-results/**', 'apps/server/drizzle/**'],
  },
  js.configs.recommended,
  {
    plugins: { lotus: { rules: { 'stay-in-workspace': stayInWorkspace } } },
    rules: { 'lotus/stay-in-workspace': 'error' },
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every browser test runs under the CSP guard of e2e/tests/support/test.ts.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test.ts': it fails a test on a CSP violation." }] },
      ],
    },
  },
  { files: ['packages/engine/**/*.ts'], rules: restrict([], ['**/packages/**', '**/apps/**']) },
  { files: ['packages/contracts/**/*.ts'], rules: restrict(['@lotus/engine'], ['**/packages/**', '**/apps/**']) },
  { files: ['packages/i18n/**/*.ts'], rules: restrict(['@lotus/engine'], ['**/packages/**', '**/apps/**']) },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict(['@lotus/engine', '@lotus/contracts', '@lotus/i18n'], ['**/packages/**', '**/apps/**']),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    rules: restrict(['@lotus/engine', '@lotus/contracts', '@lotus/i18n'], ['**/packages/**', '**/apps/**']),
  },
);
