// Builds the server once into plain JavaScript: apps/server/dist/server.js, run by `npm start`
// with plain `node` (docs/decisions/023-production-build-and-shutdown.md). Our own TypeScript
// (the server and the contract package) is bundled into one file; every npm package stays
// external and is loaded from node_modules at run time, as it was installed (native sharp, PGlite's
// WebAssembly, the files @fastify/swagger-ui serves from its own folder).
// What the server reads from disk next to its code goes next to the bundle: the migrations
// (db/migrate.ts looks beside the running file).
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');

/** Bare imports stay external, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lorrybazaar/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Readable stack traces and log lines matter more than a few kilobytes on a server.
  minify: false,
  logLevel: 'warning',
  plugins: [externalPackages],
});
await cp(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`);
