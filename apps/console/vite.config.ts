import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * React Router's production build (docs/decisions.md "React Router's production build in the apps"):
 * its package exports only the development build, whose development warnings run in the browser.
 */
function reactRouterProduction(): Plugin {
  const entry = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production/index.mjs');
  return { name: 'lotus-react-router-production', apply: 'build', config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: entry }] } }) };
}

/** The operators' back office, served under /console by the server (history routing, basename /console). */
export default defineConfig({
  base: '/console/',
  plugins: [react(), reactRouterProduction()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !/packages[\\/](engine|contracts|i18n)[\\/]src[\\/]/.test(id),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/sk': 'http://localhost:8080' } },
});
