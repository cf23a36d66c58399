/**
 * Prints the gzip size of the JavaScript each page needs before it can render, from the last
 * `vite build` (apps/web/dist and its manifest), and fails when a budgeted page exceeds its
 * budget. Usage: `npm run size` (builds first), or `node apps/web/scripts/size.mjs <dist dir>`.
 *
 * The budgets are 170 KB for the landing page and 180 KB for the marketplace, neither with zod
 * (docs/performance.md, Client). React, the router, Redux, i18n and Query are 148 KB before any
 * screen, so a page has 20–30 KB of its own. `npm run test:e2e` checks them after its build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/** Vite's manifest: source module → { file, imports (static, by key), isEntry }. */
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};
/** The chunks a module needs before it runs: its own and its static imports, transitively. */
const closure = (keys, seen = new Set()) => {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a module of this build`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
};
const total = (files) => [...files].reduce((sum, file) => sum + gz(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initial = closure(entry);
console.log('Entry chunks (gzip):');
for (const file of [...initial].sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(file))}  ${file}`);
console.log(`  ${kb(total(initial))}  total loaded by index.html\n`);

const shell = 'src/app/layouts/app-shell.tsx';
const publicLayout = 'src/app/layouts/public-layout.tsx';
const route = (name) => `src/app/routes/${name}.tsx`;
/** Each page: the route modules its lazy routes load (signed-in pages add the shell). */
const PAGES = {
  '/': [publicLayout, route('public/landing')],
  '/ and its sign-in dialog': [
    publicLayout,
    route('public/landing'),
    'src/features/auth/components/sign-in-modal.tsx',
  ],
  '/privacy-policy': [publicLayout, route('public/privacy-policy')],
  '/faq': [publicLayout, route('public/faq')],
  '/track/<token>': [publicLayout, route('public/track')],
  '/c/Marketplace': [shell, route('shared/marketplace')],
  '/Transpoter (dashboard)': [shell, route('areas/role-home')],
  '/c/Loads': [shell, route('shared/search-loads')],
  '/c/Trucks': [shell, route('shared/search-trucks')],
  '/c/YourTruck': [shell, route('shared/your-truck')],
  '/c/AddTruck': [shell, route('shared/add-truck')],
  '/c/Schedule': [shell, route('shared/schedule')],
  '/c/Schedule/<id>': [shell, route('shared/schedule-detail')],
  '/c/TripRequests': [shell, route('shared/trip-requests')],
  '/c/UpgradeMembership': [shell, route('shared/upgrade-membership')],
  '/c/Achievments': [shell, route('shared/achievements')],
};
/** KB gzip. */
const BUDGETS = { '/': 170, '/c/Marketplace': 180 };
/**
 * The pages that render without the validation library: zod (a sixth of a first download) comes
 * with the first form or search that needs it (the dialog: once its code is checked). A contract module that builds a schema at its top
 * level brings all of zod with any one of its exports, so what these pages import lives in the
 * contract's zod-free modules (marketplace-constants.ts, truck-fit.ts, share-paths.ts …).
 */
const WITHOUT_ZOD = ['/', '/ and its sign-in dialog', '/c/Marketplace'];
/** A name zod's code keeps through minification. */
const ZOD_MARK = '$ZodObject';

let failed = false;
console.log('Initial JavaScript per page (gzip):');
for (const [page, modules] of Object.entries(PAGES)) {
  const files = closure(modules, new Set(initial));
  const bytes = total(files);
  const budget = BUDGETS[page];
  const over = budget !== undefined && bytes > budget * 1024;
  const zod = WITHOUT_ZOD.includes(page)
    ? [...files].filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(ZOD_MARK))
    : [];
  failed ||= over || zod.length > 0;
  console.log(
    `  ${kb(bytes)}  ${page}${budget ? `  (budget ${budget} KB${over ? ', OVER' : ''})` : ''}${
      zod.length ? `  zod in ${zod.join(', ')}: should load with its first form` : ''
    }`,
  );
}
process.exit(failed ? 1 : 0);
