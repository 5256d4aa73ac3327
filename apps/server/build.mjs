// Compiles the server to one ES module, dist/main.js, for `node dist/main.js` in production
// (docs/decisions.md, "A built server"). Our workspace packages (@lotus/engine, contracts, i18n)
// are TypeScript source, so they are bundled in; every other package stays an import from
// node_modules (native modules, PGlite's WASM files and createRequire lookups keep working).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = new URL('./dist/', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });

const started = Date.now();
await build({
  entryPoints: { main: new URL('./src/main.ts', import.meta.url).pathname },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        // A bare import that is not one of ours is left to Node to resolve at run time.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@lotus/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
console.log(`server built: ${outdir}main.js (${Date.now() - started} ms)`);
