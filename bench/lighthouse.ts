/**
 * `npm run lighthouse`: Lighthouse mobile runs (standard throttling, Debian Chromium)
 * of the landing page and of the marketplace as a signed-in transporter, against the built app
 * served by the real server, five times each by turns (`LIGHTHOUSE_RUNS`): a single run moves
 * with whatever else the machine does. Prints every run's four category scores and paint times
 * as JSON, with the load average around each, and a table of them on stderr.
 * Lighthouse 12 (the last line for Node 20) is fetched by npx on first use; not part of CI.
 *
 *   LIGHTHOUSE_RUNS=5          runs of each page
 *   LIGHTHOUSE_PAGES=marketplace  only these pages (landing, marketplace; both by default)
 *   LIGHTHOUSE_REPORTS=dir     keep every run's full report and trace there (what the score is
 *                              made of: the long tasks, the main thread's work by script)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { chromium } from 'playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, signInUser, startServer } from '../apps/server/src/test/server-process.ts';
import { seededPglite } from './seed.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const log = (message: string) => process.stderr.write(`[lighthouse] ${message}\n`);

// LIGHTHOUSE_WEB_DIST: measure another build of the web app (an earlier one, for a before and
// after) with this server, instead of building this tree.
const webDist = process.env.LIGHTHOUSE_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
if (!process.env.LIGHTHOUSE_WEB_DIST) {
  log('building the web app');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}
// Other users' loads and trucks, so the marketplace shows its twelve cards (an empty database
// showed the empty state). Reused while the migrations and the scale are the same.
const dataDir = path.join(ROOT, '.bench', 'pglite-lighthouse');
await seededPglite(dataDir, { loads: 60, trucks: 30, bids: 0, users: 40 });
const server = await startServer({
  port: await freePort(),
  dataDir,
  env: { WEB_DIST_DIR: webDist, LOG_LEVEL: 'error' },
});

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu';

/**
 * A Chromium profile signed in as a new transporter: the session cookies and the stored session
 * record (localStorage `persist:root`), left there by signing in through the real sign-in API.
 */
async function signedInProfile(): Promise<string> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lb-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROME_FLAGS.split(' '),
  });
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    const cookie = await signInUser(server.url, server.outboxFile, 'transporter');
    // With an expiry: a session cookie would be gone when this browser closes, before Lighthouse
    // opens the profile, and the marketplace would be measured as a lost session sent to /.
    const expires = Math.floor(Date.now() / 1000) + 3600;
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: `${server.url}/api`, expires };
      }),
    );
    const me = (await page.evaluate(async () => (await fetch('/api/Transpoter/Me')).json())) as {
      data: Record<string, string>;
      User: Record<string, string>;
    };
    await page.evaluate(
      (record) => {
        localStorage.setItem(
          'persist:root',
          JSON.stringify({
            transporter: JSON.stringify(record),
            _persist: JSON.stringify({ version: -1, rehydrated: true }),
          }),
        );
      },
      { ...me.data, ...me.User },
    );
  } finally {
    await context.close();
  }
  return profile;
}

/** Category scores (performance, accessibility …), paint times in ms and the load average. */
type Audit = Record<string, number>;

/** One Lighthouse run; a run that fails (on a busy machine, now and then "NO_NAVSTART") is tried once more. */
function audit(url: string, profile?: string, tries = 2): Audit {
  try {
    return auditOnce(url, profile);
  } catch (error) {
    if (tries <= 1) throw error;
    log(`${url}: ${(error as Error).message.split('\n')[0]}; once more`);
    return audit(url, profile, tries - 1);
  }
}

function auditOnce(url: string, profile?: string): Audit {
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const output = path.join(REPORTS ?? tmpdir(), `lighthouse-${Date.now()}.json`);
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--chrome-path=/usr/bin/chromium',
      `--chrome-flags=${CHROME_FLAGS}${profile ? ` --user-data-dir=${profile}` : ''}`,
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      // With the reports kept: the trace too (lighthouse-….trace.json), for the tasks' callers.
      ...(REPORTS ? ['--save-assets'] : []),
      ...(profile ? ['--disable-storage-reset'] : []),
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    finalDisplayedUrl: string;
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  // A page that sent the browser elsewhere (a lost session to /) was not the page measured.
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${report.finalDisplayedUrl}`);
  }
  if (!REPORTS) rmSync(output, { force: true });
  return {
    ...Object.fromEntries(
      Object.entries(report.categories).map(([name, { score }]) => [name, Math.round(score * 100)]),
    ),
    'first-contentful-paint_ms': Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
    'largest-contentful-paint_ms': Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    'total-blocking-time_ms': Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
  };
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'landing,marketplace').split(',');
const load = () => Math.round(loadavg()[0]! * 10) / 10;

try {
  const profile = await signedInProfile();
  const runs: Partial<Record<'landing' | 'marketplace', Audit>>[] = [];
  for (let run = 1; run <= RUNS; run++) {
    log(`run ${run} of ${RUNS}: ${PAGES.join(', then ')}`);
    const measured: (typeof runs)[number] = {};
    if (PAGES.includes('landing')) measured.landing = { ...audit(`${server.url}/`), load_average: load() };
    if (PAGES.includes('marketplace'))
      measured.marketplace = { ...audit(`${server.url}/c/Marketplace`, profile), load_average: load() };
    runs.push(measured);
  }
  rmSync(profile, { recursive: true, force: true });
  for (const page of (['landing', 'marketplace'] as const).filter((name) => PAGES.includes(name))) {
    log(
      `${page}: performance ${runs.map((run) => run[page]!.performance).join(', ')}; ` +
        runs
          .map(
            ({ [page]: audited }) =>
              `FCP ${audited!['first-contentful-paint_ms']} LCP ${audited!['largest-contentful-paint_ms']} ` +
              `TBT ${audited!['total-blocking-time_ms']} ms (load ${audited!.load_average})`,
          )
          .join('; '),
    );
  }
  console.log(JSON.stringify({ date: new Date().toISOString(), runs }, null, 2));
} finally {
  await server.stop();
}
