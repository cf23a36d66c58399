/**
 * The last step of `npm run build`: a Brotli (`.br`) and a gzip (`.gz`) copy beside every text
 * file of the build (scripts, styles, pages, pictures drawn in SVG, the manifest), which the
 * server sends to a browser that accepts them (`preCompressed`, apps/server/src/plugins/external/web.ts).
 * Compressed once here at the highest levels, never per request: on a 50 kB/s network the entry
 * script is 2 s gzipped and 6 s as it is (docs/decisions/038-the-first-tap-on-a-weak-network.md).
 * Usage: `node scripts/compress.mjs [dist dir]`.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));
/** What compresses; fonts (woff2) and PNG pictures are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Vite's manifest is read by the build's own scripts, never sent.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else if (TEXT.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

const started = Date.now();
let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `compressed ${count} files (${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB Brotli) in ${Date.now() - started} ms`,
);
