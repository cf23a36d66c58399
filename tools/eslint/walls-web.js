/**
 * The web app's walls (docs/architecture.md, Walls): which folder may import which.
 * Each entry is an `import-x/no-restricted-paths` zone; paths are relative to the repository root.
 * `example` is a wrong-way import the zone must refuse: tools/eslint/walls.test.ts lints it.
 */
export const webZones = [
  {
    target: './apps/web/src/lib',
    from: './apps/web/src/app',
    message: 'lib/ is below app/: the app composes lib, never the other way round.',
    example: { file: 'apps/web/src/lib/wall-probe.ts', imports: '../app/router' },
  },
];
