import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's walls (docs/architecture.md, Web layers; docs/decisions/022-web-layers.md).
 * From top to bottom: app/ (router, layouts, route modules) → features/<f>/ → components/, lib/,
 * api/, config/. An import may only point down, and a feature never imports another feature.
 * Each entry is an `import-x/no-restricted-paths` zone; paths are relative to the repository root.
 * `example` is a wrong-way import the zone must refuse: tools/eslint/walls.test.ts lints it.
 */
const src = './apps/web/src';
const featuresDir = path.join(import.meta.dirname, '../../apps/web/src/features');
/** Every feature folder, read from disk so that a new feature is walled in without editing this file. */
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The first source file of a feature: something real for another feature's example to import. */
const someFileOf = (feature) => {
  const files = readdirSync(path.join(featuresDir, feature), { recursive: true, encoding: 'utf8' });
  const file =
    files.filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.')).sort()[0] ?? 'index.ts';
  return `#features/${feature}/${file.replace(/\.tsx?$/, '')}`;
};

export const webZones = [
  {
    target: [`${src}/components`, `${src}/lib`, `${src}/api`, `${src}/config`],
    from: [`${src}/features`, `${src}/app`],
    message:
      'components/, lib/, api/ and config/ are below the features and the app: take what you need as props or arguments.',
    example: { file: 'apps/web/src/lib/wall-probe.ts', imports: '#app/router' },
  },
  {
    target: `${src}/features`,
    from: `${src}/app`,
    message: 'Features never import app/: the app (router, layouts, routes) composes the features.',
    example: { file: 'apps/web/src/features/bids/wall-probe.ts', imports: '#app/router' },
  },
  {
    target: `${src}/config`,
    from: [`${src}/components`, `${src}/lib`, `${src}/api`],
    message: 'config/ is the bottom layer: constants only, nothing of the app.',
    example: { file: 'apps/web/src/config/wall-probe.ts', imports: '#lib/format' },
  },
  // One zone per feature: it may import itself, never a sibling. What two features share moves
  // down to components/, lib/ or api/; a screen that needs both is composed in app/.
  ...features.map((feature, index) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need down, or compose them in app/.',
    example: {
      file: `apps/web/src/features/${feature}/wall-probe.ts`,
      imports: someFileOf(features[(index + 1) % features.length]),
    },
  })),
];
