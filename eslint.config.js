import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The import rule of ARCHITECTURE.md: engine imports nothing of ours; contracts and i18n import
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

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/test-results/**', 'apps/server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['packages/engine/**/*.ts'], rules: restrict([], ['**/packages/**', '**/apps/**']) },
  { files: ['packages/contracts/**/*.ts'], rules: restrict(['@lotus/engine'], ['**/packages/**', '**/apps/**']) },
  { files: ['packages/i18n/**/*.ts'], rules: restrict(['@lotus/engine'], ['**/packages/**', '**/apps/**']) },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict(['@lotus/engine', '@lotus/contracts', '@lotus/i18n'], ['**/packages/**', '**/apps/**']),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrict(['@lotus/engine', '@lotus/contracts', '@lotus/i18n'], ['**/packages/**', '**/apps/**']),
  },
);
