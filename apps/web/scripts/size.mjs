/**
 * Prints the gzip size of the JavaScript each page needs before it can render, from the last
 * `vite build` (apps/web/dist and its manifest), and fails when a budgeted page exceeds its
 * budget. Usage: `npm run size` (builds first), or `node apps/web/scripts/size.mjs <dist dir>`.
 *
 * The budget is 170 KB for the landing page and the marketplace (docs/performance.md). React, the router,
 * Redux, i18n and Query are 149 KB before any screen, so a page has about 20 KB of its own.
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
const BUDGETS = { '/': 170, '/c/Marketplace': 170 };

// zod (about 25 KB gzip, and its schemas built while the entry evaluates) loads with the forms
// that validate; one import of a module with a schema from the entry put it in every page's
// first script (docs/decisions/060).
let failed = [...initial].some((file) => readFileSync(path.join(dist, file), 'utf8').includes('ZodObject'));
if (failed) console.log('zod is in the entry: a module the entry imports builds a schema\n');
console.log('Initial JavaScript per page (gzip):');
for (const [page, modules] of Object.entries(PAGES)) {
  const bytes = total(closure(modules, new Set(initial)));
  const budget = BUDGETS[page];
  const over = budget !== undefined && bytes > budget * 1024;
  failed ||= over;
  console.log(`  ${kb(bytes)}  ${page}${budget ? `  (budget ${budget} KB${over ? ', OVER' : ''})` : ''}`);
}
process.exit(failed ? 1 : 0);
