/**
 * The server's walls (docs/architecture.md, Walls): which folder may import which.
 * Each entry is an `import-x/no-restricted-paths` zone; paths are relative to the repository root.
 * `example` is a wrong-way import the zone must refuse (a file that may not exist, and what it
 * imports): tools/eslint/walls.test.ts lints every example and fails if the zone lets it through.
 */
import { readdirSync } from 'node:fs';

const modulesDir = new URL('../../apps/server/src/modules/', import.meta.url);
/** Every server module (a folder of apps/server/src/modules), each walled from the others' internals. */
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const serverZones = [
  {
    target: './packages/contract',
    from: './apps',
    message: 'The contract is shared by the web app and the server: it imports neither.',
    example: { file: 'packages/contract/src/wall-probe.ts', imports: '../../../apps/server/src/config.js' },
  },
  {
    // Tests import it through src/test/app.ts (createTestApp).
    target: ['./apps/server/src/!(scripts|test)/**', './apps/server/src/!(server).ts'],
    from: './apps/server/src/app.ts',
    message: 'Only server.ts, scripts and src/test import app.ts: buildApp() composes the rest.',
    example: { file: 'apps/server/src/modules/trade/wall-probe.ts', imports: '../../app.js' },
  },
  // A module reaches another through its service (app.<name>, or the service passed in) or its
  // index.ts, never through its SQL, routes, tables or use cases (docs/decisions/021, 033). What
  // its SQL may name is checked apart: apps/server/src/db/owners.ts and owners.test.ts.
  ...modules.map((name) => ({
    target: `./apps/server/src/modules/${name}`,
    from: [
      `./apps/server/src/modules/!(${name})/*.{repository,routes,schema}.ts`,
      `./apps/server/src/modules/!(${name})/schema.ts`,
      `./apps/server/src/modules/!(${name})/{sql,routes,commands,queries}/**`,
    ],
    message: "Another module's SQL, routes, tables and use cases are its own: call its service.",
    example: {
      file: `apps/server/src/modules/${name}/wall-probe.ts`,
      imports: name === 'trade' ? '../lanes/lanes.repository.js' : '../trade/sql/bids.js',
    },
  })),
];
