/**
 * Prints the gzip size of the JavaScript each page needs before it can render, from the last
 * `vite build` (apps/web/dist), and fails when the landing page exceeds its budget (issue 3:
 * 170 KB gzip). Usage: `npm run build && npm run size -w @lorrybazaar/web` (or
 * `node apps/web/scripts/size.mjs <dist dir>` for another build).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file))
    sizes.set(file, gzipSync(readFileSync(path.join(dist, 'assets', file)), { level: 9 }).length);
  return sizes.get(file);
};
/** Static imports only (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` is lazy. */
const staticImports = (file) => {
  const code = readFileSync(path.join(dist, 'assets', file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]);
};
const closure = (roots) => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
};
const total = (set) => [...set].reduce((sum, file) => sum + gz(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const initial = closure(entries);
console.log('Entry chunks (gzip):');
for (const file of [...initial].sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(file))}  ${file}`);
console.log(`  ${kb(total(initial))}  total loaded by index.html\n`);

const ROUTES = {
  '/': 'landing',
  '/privacy-policy': 'privacy-policy',
  '/terms-and-condition': 'terms-and-condition',
  '/faq': 'faq',
  '/cancellation-and-refunds': 'cancellation-and-refunds',
  '/shipping-policy': 'shipping-policy',
  '/pricing-policy': 'pricing-policy',
};
let failed = false;
console.log('Initial JavaScript per page (gzip):');
for (const [route, name] of Object.entries(ROUTES)) {
  const chunk = files.find((file) => file.startsWith(`${name}-`));
  if (!chunk) {
    console.log(`  (no chunk)  ${route}`);
    continue;
  }
  const bytes = total(new Set([...initial, ...closure([chunk])]));
  const over = route === '/' && bytes > BUDGET_KB * 1024;
  failed ||= over;
  console.log(
    `  ${kb(bytes)}  ${route}${route === '/' ? `  (budget ${BUDGET_KB} KB${over ? ', OVER' : ''})` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
