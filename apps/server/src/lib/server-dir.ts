import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server): the nearest folder above this file holding a
 * package.json. Found the same way whether this runs as TypeScript (src/lib) or bundled into
 * dist/main.js, so the SQL migrations and the built web apps are found from either.
 */
function findServerDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const serverDir = findServerDir(dirname(fileURLToPath(import.meta.url)));
