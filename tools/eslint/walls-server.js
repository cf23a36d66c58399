/**
 * The server's walls (docs/architecture.md, Walls): which folder may import which.
 * Each entry is an `import-x/no-restricted-paths` zone; paths are relative to the repository root.
 * `example` is a wrong-way import the zone must refuse (a file that may not exist, and what it
 * imports): tools/eslint/walls.test.ts lints every example and fails if the zone lets it through.
 */
export const serverZones = [
  {
    target: './packages/contract',
    from: './apps',
    message: 'The contract is shared by the web app and the server: it imports neither.',
    example: { file: 'packages/contract/src/wall-probe.ts', imports: '../../../apps/server/src/config.js' },
  },
  {
    target: './apps/server/src/modules',
    from: './apps/server/src/app.ts',
    message: 'Modules do not import app.ts: buildApp() composes them.',
    example: { file: 'apps/server/src/modules/bids/wall-probe.ts', imports: '../../app.js' },
  },
];
