/**
 * The last step of `npm run build` (docs/decisions/031-prerendered-public-pages.md): loads the
 * prerender entry that `vite build --ssr` wrote to dist-ssr/ and writes every public page in every
 * language into dist/prerendered/. Usage: `node scripts/prerender.mjs [dist dir]`.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));
const started = Date.now();
const { prerenderAll } = await import(
  pathToFileURL(path.join(here, '..', 'dist-ssr', 'entry-server.js')).href
);
const count = await prerenderAll(dist);
console.log(
  `prerendered ${count} pages into ${path.join(dist, 'prerendered')} in ${Date.now() - started} ms`,
);
