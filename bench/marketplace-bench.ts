/**
 * `npm run bench` (docs/performance.md, "Server"): the real server on a seeded database, its hot
 * calls driven by autocannon over loopback, one JSON document on stdout and the tables of
 * docs/performance.md on stderr. Not part of CI.
 *
 *   npm run bench                                   PGlite, at 10,000 and 1,000,000 loads
 *   DATABASE_URL=postgres://…/postgres npm run bench PostgreSQL (databases bench_10k, bench_1m
 *                                                   are created and dropped on that server)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_SCALES=10k,1m (200k: a size to iterate at)
 *   BENCH_WORKERS=1,2      PostgreSQL: the server with WORKERS=1, then with each other count
 *                          (default 1 and os.availableParallelism()), side by side
 *   BENCH_CROWD_SECONDS=30 BENCH_CROWD_WARMUP=5 BENCH_CROWD_USERS=120
 *                          the crowd (bench/crowd.ts): counted seconds, seconds before them not
 *                          counted, users signed in; BENCH_CROWD=0 leaves it out
 *   BENCH_REPEATED=0       leave out the repeated-filter calls (one request repeated per call)
 *   BENCH_EXPLAIN=0        leave out the plans (EXPLAIN ANALYZE, BUFFERS) of the crowd's searches;
 *                          BENCH_EXPLAIN_SEARCHES=8 of them
 *   BENCH_ENGINE=0         leave out the engine runs (bench/engine.ts); on by default
 *   BENCH_ADD_LOAD=0       leave out Add Load with saved lanes (bench/lanes-bench.ts, its own variables)
 *   BENCH_PROFILE=dir      the server runs under `node --cpu-prof`, profiles written to dir
 *
 * A quick look at the crowd alone, at 10,000 loads (a few minutes on a shared machine):
 *   BENCH_SCALES=10k BENCH_CROWD_SECONDS=10 BENCH_REPEATED=0 BENCH_ENGINE=0 BENCH_ADD_LOAD=0 npm run bench
 * and at a million: BENCH_SCALES=1m (seeding takes minutes the first time).
 *
 * Per scale and per worker count the crowd runs first (the headline: many users, each request
 * a search of its own; bench/crowd.ts), then the repeated-filter calls (each call one request
 * sent again and again: what a process answers from the pages it keeps, decision 032). The
 * servers run with the bench/listing-reads.ts preload, which says on every answer whether the
 * database read its rows and its count: the crowd reports the share of kept pages.
 *
 * After the calls, the marketplace calls' statements are recorded once (a server with the
 * bench/sql-trace.ts preload) and run straight against the engine for as long (bench/engine.ts):
 * `http_over_engine` is the server's throughput over that. Each call also reports the CPU time per
 * request of the server's processes and, when PostgreSQL runs on this machine, of PostgreSQL's
 * (`server_cpu_ms`, `db_cpu_ms`): the figures that hold while other work shares the cores. The seeded PGlite directories stay in
 * .bench/ and are reused (seeding a million loads takes minutes). Progress goes to stderr.
 */
import autocannon from 'autocannon';
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  freePort,
  signInUser,
  startServer,
  uploadPdf,
  type ServerProcess,
} from '../apps/server/src/test/server-process.ts';
import { cpuMsOfTree, type CpuRoots } from './cpu.ts';
import {
  KINDS,
  explainedSearches,
  reference,
  runCrowd,
  signInCrowd,
  type CrowdRequest,
  type CrowdResult,
  type Reference,
} from './crowd.ts';
import { enginePglite, enginePostgres, type EngineRun } from './engine.ts';
import { explainStatements, explainText } from './explain.ts';
import { addLoadWithSavedLanes } from './lanes-bench.ts';
import { ROWS_HEADER } from './listing-reads.ts';
import { askingPerTruck, toDocumentsBody } from '@lorrybazaar/contract';
import { BOOK_NOW_TERMS } from '../apps/server/src/test/factories.ts';
import {
  BOOK_NOW_TRUCKS,
  bidTargets,
  bookNowLoads,
  districts,
  RARE_PLACE,
  seededPglite,
  seededPostgres,
  type BidTarget,
  type BookNowBatch,
  type District,
  type Scale,
} from './seed.ts';
import type { TracedStatement } from './sql-trace.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCALES: Record<string, Scale> = {
  '10k': { loads: 10_000, trucks: 2_000, bids: 20_000, users: 2_000 },
  '200k': { loads: 200_000, trucks: 40_000, bids: 400_000, users: 4_000 },
  '1m': { loads: 1_000_000, trucks: 200_000, bids: 2_000_000, users: 20_000 },
};
const chosen = (process.env.BENCH_SCALES ?? '10k,1m').split(',').map((name) => name.trim());
const adminUrl = process.env.DATABASE_URL;
/** Server processes per run, PostgreSQL only (PGlite is one process by construction). */
const WORKER_COUNTS = adminUrl
  ? [
      ...new Set([
        1,
        ...(process.env.BENCH_WORKERS ?? `1,${availableParallelism()}`)
          .split(',')
          .map((count) => Number(count.trim())),
      ]),
    ]
  : [1];
const ENGINE = process.env.BENCH_ENGINE !== '0';
const CROWD = process.env.BENCH_CROWD !== '0';
const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 30);
const CROWD_WARMUP = Number(process.env.BENCH_CROWD_WARMUP ?? 5);
const CROWD_USERS = Number(process.env.BENCH_CROWD_USERS ?? 120);
const REPEATED = process.env.BENCH_REPEATED !== '0';
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';
const EXPLAIN_SEARCHES = Number(process.env.BENCH_EXPLAIN_SEARCHES ?? 8);
const PROFILE_DIR = process.env.BENCH_PROFILE;
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
/** Only the repeated calls whose name this matches (BENCH_CALLS=bookNow); all by default. */
const CALLS = new RegExp(process.env.BENCH_CALLS ?? '');
const TRACE_PRELOAD = fileURLToPath(new URL('./sql-trace.ts', import.meta.url));
const LISTING_READS_PRELOAD = fileURLToPath(new URL('./listing-reads.ts', import.meta.url));
/** Every measured server says on each answer which listing statements it ran (bench/listing-reads.ts). */
const listingReads = {
  env: { BENCH_LISTING_READS: '1' },
  nodeArgs: ['--import', 'tsx', '--import', LISTING_READS_PRELOAD],
};
const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A new body for every request (bids must not repeat). */
  makeBody?: () => unknown;
  /** Answers that count as success besides 2xx (304 for a cached reference call). */
  ok?: number[];
  search?: boolean;
}

interface Measured {
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  rps: number;
  requests: number;
  errors: number;
  /** Searches only: the slowest of 20 requests made one at a time (no queueing). */
  single_max_ms?: number;
  /** Searches only: of those 20, the share whose rows no statement read (kept pages). */
  kept_rows?: number;
  /** CPU of the server's processes per request during the run (HTTP, session, JSON; PGlite's queries too). */
  server_cpu_ms?: number;
  /** CPU of PostgreSQL's processes per request during the run (when it runs on this machine). */
  db_cpu_ms?: number;
}

async function drive(url: string, call: Call, cookie?: string, cpu?: CpuRoots): Promise<Measured> {
  const headers = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...call.headers };
  // Let the previous run's queued requests drain, then one at a time on an idle server: what a
  // single search costs without queueing.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  let singleMax: number | undefined;
  let kept: number | undefined;
  if (call.search) {
    let slowest = 0;
    let fromKept = 0;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const response = await fetch(`${url}${call.path}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      if (response.headers.get(ROWS_HEADER) === '0') fromKept += 1;
    }
    singleMax = Math.round(slowest * 10) / 10;
    kept = fromKept / 20;
  }
  const cpuBefore = cpu && {
    server: await cpuMsOfTree(cpu.server),
    database: cpu.database ? await cpuMsOfTree(cpu.database) : 0,
  };
  const result = await autocannon({
    url: `${url}${call.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: call.method,
    headers,
    ...(call.makeBody
      ? {
          requests: [
            {
              method: call.method,
              path: call.path,
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                body: JSON.stringify(call.makeBody!()),
              }),
            },
          ],
        }
      : call.body !== undefined
        ? { body: JSON.stringify(call.body) }
        : {}),
  });
  const codes =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const unexpected = Object.entries(codes)
    .filter(
      ([code]) => !(Number(code) >= 200 && Number(code) < 300) && !(call.ok ?? []).includes(Number(code)),
    )
    .reduce((sum, [, stat]) => sum + stat.count, 0);
  const measured: Measured = {
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + unexpected,
    ...(singleMax === undefined ? {} : { single_max_ms: singleMax, kept_rows: kept }),
  };
  if (cpu && cpuBefore && result.requests.total > 0) {
    const per = (ms: number) => Math.round((ms / result.requests.total) * 1000) / 1000;
    measured.server_cpu_ms = per((await cpuMsOfTree(cpu.server)) - cpuBefore.server);
    if (cpu.database) measured.db_cpu_ms = per((await cpuMsOfTree(cpu.database)) - cpuBefore.database);
  }
  return measured;
}

async function json<T>(url: string, init: RequestInit & { cookie?: string } = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Peak resident memory of the server: its process and, with WORKERS, every worker (VmHWM, summed). */
const peakRssMb = async (pid: number) => {
  const pids = [pid];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) pids.push(Number(entry));
  }
  let kb = 0;
  for (const each of pids) {
    const status = await readFile(`/proc/${each}/status`, 'utf8').catch(() => '');
    kb += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
};

/** PostgreSQL's postmaster when the server runs on this machine (its pid file is readable), else undefined. */
async function postmasterPid(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ dir: string }>(`SELECT current_setting('data_directory') AS dir`);
    const pid = Number((await readFile(path.join(rows[0]!.dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one scale, dropped at the end; with BENCH_KEEP_DATABASE=1 kept, and
 * reused by the next run (a 1M seed takes minutes: bench/seed.ts `seededPostgres`).
 */
async function withPostgresDatabase<T>(name: string, run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!KEEP_DATABASE || !exists) {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    if (!KEEP_DATABASE)
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

interface ServerRun {
  calls: Record<string, Measured>;
  server_peak_rss_mb: number;
  first_page: string;
  load_average: number[];
}

async function benchScale(name: string, scale: Scale) {
  const dataDir = path.join(ROOT, '.bench', `${adminUrl ? 'pg' : 'pglite'}-${name}`);
  const run = async (databaseUrl?: string) => {
    log(`${name}: seeding ${scale.loads} loads, ${scale.trucks} posted trucks, ${scale.bids} bids`);
    const seedSeconds = databaseUrl
      ? await seededPostgres(databaseUrl, scale)
      : await seededPglite(dataDir, scale);
    log(`${name}: seeded in ${seedSeconds} s (0: reused)`);
    // Read before any server opens the data: open loads with their truck type, for bids that
    // fit, and the districts the crowd searches.
    const where = databaseUrl ?? path.join(dataDir, 'pgdata');
    const targets = REPEATED ? await bidTargets(where, 40_000) : [];
    const bookNow = REPEATED ? await bookNowLoads(where, WORKER_COUNTS.length) : [];
    const places = CROWD || EXPLAIN ? await districts(where) : [];
    const start = async (
      workers: number,
      extra: { env?: Record<string, string>; nodeArgs?: string[] } = {},
    ) =>
      startServer({
        port: await freePort(),
        dataDir,
        databaseUrl,
        env: {
          LOG_LEVEL: 'error',
          // The Book Now booker's KYC documents approved on upload (bookNowBooker).
          DRIVER_VERIFICATION: 'auto',
          DATABASE_POOL_MAX: '20',
          ...(databaseUrl ? { WORKERS: String(workers) } : {}),
          ...extra.env,
        },
        nodeArgs: [
          ...(PROFILE_DIR
            ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR, `${name}-w${workers}`)}`]
            : []),
          ...(extra.nodeArgs ?? []),
        ],
        timeoutMs: 600_000,
      });
    const byWorkers: Record<string, ServerRun> = {};
    const crowd: Record<string, CrowdRun> = {};
    let users: Awaited<ReturnType<typeof signInCrowd>> | undefined;
    let ref: Reference | undefined;
    for (const [run, workers] of WORKER_COUNTS.entries()) {
      log(`${name}: server with ${databaseUrl ? `WORKERS=${workers}` : 'PGlite'}`);
      const server = await start(workers, listingReads);
      try {
        const cpu = {
          server: server.pid,
          database: databaseUrl ? await postmasterPid(databaseUrl) : undefined,
        };
        ref ??= await reference(server.url);
        if (CROWD) {
          if (!users) {
            log(`  signing in the crowd's ${CROWD_USERS} users`);
            users = await signInCrowd(server.url, server.outboxFile, CROWD_USERS);
          }
          log(`  the crowd: ${CROWD_WARMUP} s, then ${CROWD_SECONDS} s counted`);
          // Each worker count its own draw (the same users posting the same loads again would be
          // refused as duplicates), alike in every other way.
          crowd[workers] = await measureCrowd(server, users, places, ref, cpu, 2026 + workers);
        }
        if (REPEATED) byWorkers[workers] = await measureServer(server, targets, bookNow[run]!, cpu.database);
      } finally {
        await server.stop();
      }
    }
    const recorded =
      (ENGINE && REPEATED) || EXPLAIN
        ? await recordStatements(name, () => start(1, traced()), places, ref)
        : undefined;
    const engine =
      ENGINE && REPEATED && recorded ? await engineRuns(recorded.calls, dataDir, databaseUrl) : undefined;
    const explain = EXPLAIN && recorded ? await explainStatements(where, recorded.searches) : undefined;
    return { seedSeconds, byWorkers, crowd, engine, explain };
  };
  const measured = adminUrl ? await withPostgresDatabase(`bench_${name}`, run) : await run();
  const one = measured.byWorkers['1'];
  const httpOverEngine = measured.engine
    ? Object.fromEntries(
        Object.entries(measured.engine).map(([call, engine]) => [
          call,
          Object.fromEntries(
            Object.entries(measured.byWorkers).map(([workers, served]) => [
              workers,
              // A call BENCH_CALLS left out was served by no worker: no ratio.
              engine.rps && served.calls[call]
                ? Math.round((served.calls[call].rps / engine.rps) * 100) / 100
                : null,
            ]),
          ),
        ]),
      )
    : undefined;
  const ranked = (rps: [string, number][]) => rps.sort(([, a], [, b]) => b - a)[0]?.[0];
  const bestWorkers = ranked(
    Object.entries(measured.byWorkers).map(([workers, served]) => [workers, totalRps(served.calls)]),
  );
  const bestCrowdWorkers = ranked(Object.entries(measured.crowd).map(([workers, run]) => [workers, run.rps]));
  return {
    first_page: one?.first_page,
    result: {
      seed_s: measured.seedSeconds,
      // The headline: the crowd with each worker count (bench/crowd.ts).
      crowd: measured.crowd,
      ...(bestCrowdWorkers ? { crowd_best_workers: Number(bestCrowdWorkers) } : {}),
      ...(measured.explain ? { explain: measured.explain } : {}),
      // The repeated-filter calls with one server process, as before (the keys every earlier run had).
      calls: one?.calls,
      server_peak_rss_mb: one?.server_peak_rss_mb,
      load_average: one?.load_average ?? loadAverage(),
      workers: Object.fromEntries(
        Object.entries(measured.byWorkers).map(([workers, { first_page: _, ...served }]) => [
          workers,
          served,
        ]),
      ),
      ...(bestWorkers ? { best_workers: Number(bestWorkers) } : {}),
      ...(measured.engine ? { engine: measured.engine, http_over_engine: httpOverEngine } : {}),
    },
  };
}

type CrowdRun = Awaited<ReturnType<typeof measureCrowd>>;

/** The crowd against one server, with the CPU its processes (and PostgreSQL's) spent per request. */
async function measureCrowd(
  server: ServerProcess,
  users: Awaited<ReturnType<typeof signInCrowd>>,
  places: District[],
  ref: Reference,
  cpu: CpuRoots,
  seed: number,
) {
  const readings: { server: number; database: number; generator: number }[] = [];
  const read = async () => {
    const own = process.cpuUsage();
    readings.push({
      server: await cpuMsOfTree(cpu.server),
      database: cpu.database ? await cpuMsOfTree(cpu.database) : 0,
      // This process sends the crowd's requests and reads the answers, on the same cores.
      generator: (own.user + own.system) / 1000,
    });
  };
  const result = await runCrowd({
    url: server.url,
    users,
    districts: places,
    reference: ref,
    seconds: CROWD_SECONDS,
    warmupSeconds: CROWD_WARMUP,
    connections: CONNECTIONS,
    seed,
    measuring: read,
  });
  const [before, after] = readings;
  const per = (ms: number) => Math.round((ms / Math.max(1, result.requests)) * 1000) / 1000;
  return {
    ...result,
    server_cpu_ms: per(after!.server - before!.server),
    ...(cpu.database ? { db_cpu_ms: per(after!.database - before!.database) } : {}),
    generator_cpu_ms: per(after!.generator - before!.generator),
    server_peak_rss_mb: await peakRssMb(server.pid),
    load_average: loadAverage(),
  };
}

/** Requests per second over the marketplace calls: how the worker counts are ranked. */
const totalRps = (calls: Record<string, Measured>) =>
  Object.entries(calls)
    .filter(([call]) => MARKETPLACE.test(call))
    .reduce((sum, [, measured]) => sum + measured.rps, 0);
const MARKETPLACE = /^get(AllLoads|MatchingLoads|PaginatedTrucks|MatchingPostTrucks)/;

/** A server started with the statement trace (bench/sql-trace.ts) writing to a fresh file. */
let traceFile = '';
function traced() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lb-trace-'));
  traceFile = path.join(dir, 'statements.jsonl');
  writeFileSync(traceFile, '');
  return {
    env: { BENCH_SQL_TRACE: traceFile, LISTING_CACHE_MS: '0' },
    nodeArgs: ['--import', 'tsx', '--import', TRACE_PRELOAD],
  };
}

/**
 * One server with the statement trace (bench/sql-trace.ts; nothing kept: LISTING_CACHE_MS=0):
 * the statements each repeated marketplace call runs once warm (the session check and the counts
 * are reused, as in production; first pages are read, not taken from memory), and those of a few
 * of the crowd's searches, each sent once (its count read too, as the first time a search comes).
 */
async function recordStatements(
  name: string,
  startTraced: () => Promise<ServerProcess>,
  places: District[],
  known: Reference | undefined,
) {
  log(`${name}: recording statements`);
  const server = await startTraced();
  const calls: Record<string, TracedStatement[]> = {};
  const searches: { request: CrowdRequest; statements: TracedStatement[] }[] = [];
  try {
    const cookie = await signInUser(server.url, server.outboxFile, 'transporter');
    const send = (request: { method: string; path: string; body?: unknown }) =>
      fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', cookie },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      }).then((response) => response.arrayBuffer());
    /** The statements `request` runs, from the trace. */
    const statementsOf = async (request: Parameters<typeof send>[0]) => {
      const from = statSync(traceFile).size;
      await send(request);
      return readFileSync(traceFile)
        .subarray(from)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as TracedStatement);
    };
    if (ENGINE && REPEATED) {
      for (const call of (await marketplaceCalls(server.url, cookie)).filter((c) =>
        MARKETPLACE.test(c.name),
      )) {
        await send(call);
        await send(call);
        calls[call.name] = await statementsOf(call);
      }
    }
    if (EXPLAIN) {
      const ref = known ?? (await reference(server.url));
      for (const request of explainedSearches(places, ref, EXPLAIN_SEARCHES)) {
        searches.push({ request, statements: await statementsOf(request) });
      }
    }
  } finally {
    await server.stop();
    rmSync(path.dirname(traceFile), { recursive: true, force: true });
  }
  return { calls, searches };
}

/** Each call's statements run against the engine alone for as long as the call was driven. */
async function engineRuns(
  recorded: Record<string, TracedStatement[]>,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<Record<string, EngineRun>> {
  const runs: Record<string, EngineRun> = {};
  for (const [call, statements] of Object.entries(recorded)) {
    log(`  engine: ${call} (${statements.length} statements)`);
    const run = databaseUrl
      ? await enginePostgres(databaseUrl, statements, SECONDS, CONNECTIONS)
      : await enginePglite(path.join(dataDir, 'pgdata'), statements, SECONDS, CONNECTIONS);
    if (run) runs[call] = run;
  }
  return runs;
}

/** The calls driven, in order (the bids need the caller's trucks, made by `measureServer`). */
async function marketplaceCalls(url: string, cookie: string): Promise<Call[]> {
  const ref = await json<{ data: { truck_capacities_id: string }[] }>(
    `${url}/api/Transpoter/getAllTruckCapacities`,
  );
  const types = await json<{ data: { truck_types_id: string }[] }>(`${url}/api/Transpoter/getAllTruckTypes`);
  const materials = await json<{ data: { materials_id: string }[] }>(`${url}/api/Transpoter/getAllMaterials`);
  const materialId = materials.data[0]!.materials_id;
  const capacityId = ref.data[Math.floor(ref.data.length / 2)]!.truck_capacities_id;
  const typeId = types.data[0]!.truck_types_id;
  const trucksPage = await json<{ totalPages: number }>(`${url}/api/Transpoter/getPaginatedTrucks?page=1`, {
    cookie,
  });
  const deep = Math.min(1000, trucksPage.totalPages);
  const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'getAllLoads', method: 'GET', path: '/api/Transpoter/getAllLoads?page=1', search: true },
    { name: 'getAllLoads page 50', method: 'GET', path: '/api/Transpoter/getAllLoads?page=50', search: true },
    {
      name: 'getMatchingLoads common place',
      method: 'POST',
      path: '/api/Transpoter/getMatchingLoads',
      body: { pickupLoc: 'pur', page: 1 },
      search: true,
    },
    {
      name: 'getMatchingLoads material + weight',
      method: 'POST',
      path: '/api/Transpoter/getMatchingLoads',
      body: { material_id: materialId, capacity_id: capacityId, page: 1 },
      search: true,
    },
    {
      name: 'getMatchingLoads date + truck type',
      method: 'POST',
      path: '/api/Transpoter/getMatchingLoads',
      body: { pickupDate: inMonth, truck_type_id: typeId, page: 1 },
      search: true,
    },
    {
      name: 'getMatchingLoads rare place',
      method: 'POST',
      path: '/api/Transpoter/getMatchingLoads',
      body: { pickupLoc: RARE_PLACE.toLowerCase(), page: 1 },
      search: true,
    },
    {
      name: 'getMatchingLoads zero results',
      method: 'POST',
      path: '/api/Transpoter/getMatchingLoads',
      body: { pickupLoc: 'qxzq', deliveryLoc: 'zzqx', page: 1 },
      search: true,
    },
    {
      name: 'getPaginatedTrucks',
      method: 'GET',
      path: '/api/Transpoter/getPaginatedTrucks?page=1',
      search: true,
    },
    {
      // The deepest page served (1000, or the last one of a smaller marketplace).
      name: 'getPaginatedTrucks deep page',
      method: 'GET',
      path: `/api/Transpoter/getPaginatedTrucks?page=${deep}`,
      search: true,
    },
    {
      name: 'getMatchingPostTrucks place + weight',
      method: 'POST',
      path: '/api/Transpoter/getMatchingPostTrucks',
      body: { postTrucks_from: 'pur', postTrucks_capacity_id: capacityId, page: 1 },
      search: true,
    },
  ];
}

async function measureServer(
  server: ServerProcess,
  targets: BidTarget[],
  bookNow: BookNowBatch,
  postmaster: number | undefined,
): Promise<ServerRun> {
  const { url, outboxFile, pid } = server;
  const cookie = await signInUser(url, outboxFile, 'transporter');
  const capacities = await json<{ data: { truck_capacities_id: string; tonnes: number }[] }>(
    `${url}/api/Transpoter/getAllTruckCapacities`,
  );
  const types = await json<{ data: { truck_types_id: string }[] }>(`${url}/api/Transpoter/getAllTruckTypes`);
  const materials = await fetch(`${url}/api/Transpoter/getAllMaterials`);
  const etag = materials.headers.get('etag') ?? '';
  await materials.arrayBuffer();

  // The bidder's trucks: two of every type, of the largest capacity, so every load has a truck
  // that fits it (truckFit, decision 017); a bid pairs a load with one, and no pair may repeat.
  const largest = capacities.data.reduce((a, b) => (b.tonnes > a.tonnes ? b : a));
  const insurance = await uploadPdf({ url }, cookie, 'insurance');
  const rc = await uploadPdf({ url }, cookie, 'rc');
  const trucksByType = new Map<string, string[]>();
  let registration = 1000;
  for (const type of types.data) {
    for (let i = 0; i < 2; i++) {
      const answer = await json<{ data: { truck_id: string } }>(`${url}/api/Transpoter/insertTruck`, {
        method: 'POST',
        cookie,
        body: JSON.stringify({
          regNumber: `MH12BZ${String((registration += 1))}`,
          trucks_type_id: type.truck_types_id,
          capacity_id: largest.truck_capacities_id,
          insurance,
          rc,
          location: 'Pune',
        }),
      });
      trucksByType.set(type.truck_types_id, [
        ...(trucksByType.get(type.truck_types_id) ?? []),
        answer.data.truck_id,
      ]);
    }
  }
  let next = 0;
  const bidBody = () => {
    // Open loads, newest first, each with a truck of its type; each (load, truck) pair once.
    const target = targets[next % targets.length]!;
    const round = Math.floor(next / targets.length);
    next += 1;
    const trucks = trucksByType.get(String(target.truck_type_id))!;
    return { bidsTruck_amount: 25_000, loads_id: target.id, trucks_id: trucks[round % trucks.length] };
  };
  const bookNowBody = await bookNowBooker(url, cookie, bookNow, largest.truck_capacities_id);
  let mobile = 8_100_000_000 + Math.floor(Math.random() * 800_000_000);

  const calls: Call[] = [
    ...(await marketplaceCalls(url, cookie)),
    {
      name: 'insertBidsLoad',
      method: 'POST',
      path: '/api/Transpoter/insertBidsLoad',
      makeBody: bidBody,
    },
    {
      // Each request books another load (bench/seed.ts bookNowLoads): a bid and its acceptance
      // in one transaction, a trip, the moot bids closed (docs/decisions/043).
      name: 'bookNow',
      method: 'POST',
      path: '/api/Transpoter/bookNow',
      makeBody: bookNowBody,
    },
    { name: 'getAllMaterials', method: 'GET', path: '/api/Transpoter/getAllMaterials' },
    {
      name: 'getAllMaterials (If-None-Match)',
      method: 'GET',
      path: '/api/Transpoter/getAllMaterials',
      headers: { 'if-none-match': etag },
      ok: [304],
    },
    { name: 'getAllStates', method: 'GET', path: '/api/Transpoter/getAllStates' },
    {
      name: 'send-otp',
      method: 'POST',
      path: '/api/Transpoter/send-otp',
      makeBody: () => ({ transporters_mob: String((mobile += 1)) }),
    },
  ];
  const results: Record<string, Measured> = {};
  for (const call of calls.filter((one) => CALLS.test(one.name))) {
    log(`  ${call.name}`);
    const needsCookie =
      call.path.includes('Loads') ||
      call.path.includes('Trucks') ||
      call.name.startsWith('insert') ||
      call.name === 'bookNow';
    results[call.name] = await drive(url, call, needsCookie ? cookie : undefined, {
      server: pid,
      database: postmaster,
    });
  }
  const rows = JSON.stringify(
    (await json<unknown>(`${url}/api/Transpoter/getAllLoads?page=1`, { cookie })) ?? {},
  );
  return {
    calls: results,
    server_peak_rss_mb: await peakRssMb(pid),
    first_page: rows,
    load_average: loadAverage(),
  };
}

/**
 * Makes the signed-in transporter a Book Now booker: verified (both KYC documents uploaded; the
 * bench's servers approve them on upload, DRIVER_VERIFICATION=auto) with BOOK_NOW_TRUCKS trucks
 * of the batch's type. Answers the body of each next booking: load i of the batch with truck
 * i mod BOOK_NOW_TRUCKS (the batch's pickup days keep each truck to one booking a day).
 */
async function bookNowBooker(url: string, cookie: string, batch: BookNowBatch, capacityId: string) {
  const me = await json<{ User: { users_id: string } }>(`${url}/api/Transpoter/Me`, { cookie });
  const documents = [];
  for (const typeId of [20, 22] as const) {
    documents.push({ typeId, fileId: await uploadPdf({ url }, cookie, 'document') });
  }
  await json(`${url}/api/Transpoter/updateTransporterDocumentsDetails`, {
    method: 'POST',
    cookie,
    body: JSON.stringify(toDocumentsBody('transporter', me.User.users_id, documents)),
  });
  const insurance = await uploadPdf({ url }, cookie, 'insurance');
  const rc = await uploadPdf({ url }, cookie, 'rc');
  const trucks: string[] = [];
  for (let i = 0; i < BOOK_NOW_TRUCKS; i++) {
    const answer = await json<{ data: { truck_id: string } }>(`${url}/api/Transpoter/insertTruck`, {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        regNumber: `KA01BN${String(1000 + i)}`,
        trucks_type_id: String(batch.truckTypeId),
        capacity_id: capacityId,
        insurance,
        rc,
        location: 'Pune',
      }),
    });
    trucks.push(answer.data.truck_id);
  }
  let next = 0;
  return () => {
    const i = next++;
    return {
      loads_id: batch.loadIds[i % batch.loadIds.length],
      trucks_id: trucks[i % BOOK_NOW_TRUCKS],
      expected_amount: askingPerTruck(BOOK_NOW_TERMS, 0),
    };
  };
}

async function bare(rowsJson: string): Promise<Measured> {
  const file = path.join(ROOT, '.bench', 'bare-rows.json');
  writeFileSync(file, rowsJson);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'bare-server.ts')], {
    env: { ...process.env, BARE_PORT: String(port), BARE_ROWS_FILE: file },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/rows`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await drive(`http://127.0.0.1:${port}`, { name: 'bare', method: 'GET', path: '/rows' });
  } finally {
    child.kill('SIGTERM');
  }
}

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  commit: execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim(),
  machine: { cpus: cpus().length, memory_gb: Math.round(totalmem() / 2 ** 30), node: process.version },
  backend: adminUrl ? 'postgres' : 'pglite',
  connections: CONNECTIONS,
  seconds_per_call: SECONDS,
  crowd_seconds: CROWD_SECONDS,
  load_average_at_start: loadAverage(),
  scales: {} as Record<string, unknown>,
};
type ScaleResult = Awaited<ReturnType<typeof benchScale>>['result'];
let referenceRows: string | undefined;
const byScale: Record<string, ScaleResult> = {};
for (const name of chosen) {
  const scale = SCALES[name];
  if (!scale) throw new Error(`BENCH_SCALES: unknown scale ${name} (10k, 1m)`);
  const { first_page, result } = await benchScale(name, scale);
  referenceRows = first_page ?? referenceRows;
  byScale[name] = result;
  (report.scales as Record<string, unknown>)[name] = { ...scale, ...result };
}
if (referenceRows) {
  log('reference: bare Fastify route with the same 12 rows');
  report.reference_bare_route = await bare(referenceRows);
}
const growth = (workers: string) =>
  Object.fromEntries(
    Object.keys(byScale['1m']!.workers[workers]?.calls ?? {}).map((call) => [
      call,
      Math.round(
        (byScale['1m']!.workers[workers]!.calls[call]!.p99_ms /
          Math.max(1, byScale['10k']!.workers[workers]?.calls[call]?.p99_ms ?? 0)) *
          100,
      ) / 100,
    ]),
  );
if (REPEATED && byScale['10k'] && byScale['1m']) {
  report.growth_p99_1m_over_10k = growth('1');
  report.growth_p99_1m_over_10k_by_workers = Object.fromEntries(
    Object.keys(byScale['1m'].workers).map((workers) => [workers, growth(workers)]),
  );
}
report.load_average_at_end = loadAverage();
for (const [name, result] of Object.entries(byScale)) {
  if (CROWD)
    log(
      `\n${name}: the crowd (${CROWD_SECONDS} s counted, ${CONNECTIONS} connections)\n${crowdTable(result)}`,
    );
  if (REPEATED)
    log(
      `\n${name}: one filter set repeated per call (${SECONDS} s each; answered from kept pages)\n${table(result)}`,
    );
  if (result.explain)
    log(`\n${name}: the plans of ${EXPLAIN_SEARCHES} of the crowd's searches${explainText(result.explain)}`);
}
// Add Load with 0 and 100,000 saved lanes (bench/lanes-bench.ts; docs/performance.md, Saved lanes).
if (process.env.BENCH_ADD_LOAD !== '0') {
  log('Add Load with saved lanes');
  report.add_load_saved_lanes = await addLoadWithSavedLanes(adminUrl);
}
console.log(JSON.stringify(report, null, 2));

/**
 * The crowd's table of one scale: all requests, then each kind, with each worker count side by
 * side: the share of listing answers whose rows no statement read (kept, or a page its count said
 * was empty: decision 060), and whose count no statement read (kept).
 */
function crowdTable(result: ScaleResult): string {
  const counts = Object.keys(result.crowd);
  const head = [
    'requests',
    ...counts.flatMap((workers) => [
      `${label(workers)}: p50 / p99 ms`,
      `${label(workers)}: req/s`,
      `${label(workers)}: errors`,
      `${label(workers)}: rows not read (kept or empty) / counts kept`,
      `${label(workers)}: CPU ms per request (server${adminUrl ? ' + database' : ''}; load generator)`,
    ]),
  ];
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const cells = (measured: CrowdResult['by_kind'][keyof CrowdResult['by_kind']]) =>
    measured
      ? [
          `${measured.p50_ms} / ${measured.p99_ms}`,
          String(measured.rps),
          String(measured.errors),
          `${percent(measured.kept_rows)} / ${percent(measured.kept_counts)}`,
        ]
      : ['—', '—', '—', '—'];
  const lines = [
    [
      `all (${counts.map((workers) => result.crowd[workers]!.distinct).join(' / ')} different)`,
      ...counts.flatMap((workers) => {
        const run = result.crowd[workers]!;
        const cpu =
          (run.db_cpu_ms === undefined
            ? String(run.server_cpu_ms)
            : `${run.server_cpu_ms} + ${run.db_cpu_ms}`) + `; ${run.generator_cpu_ms}`;
        return [...cells(run), cpu];
      }),
    ],
    ...KINDS.map((kind) => [
      kind,
      ...counts.flatMap((workers) => [...cells(result.crowd[workers]!.by_kind[kind]), '']),
    ]),
  ];
  return [head, head.map(() => '---'), ...lines].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** docs/performance.md's table of one scale: each worker count side by side, then the engine alone. */
function table(result: ScaleResult): string {
  const counts = Object.keys(result.workers);
  const head = [
    'call',
    ...counts.flatMap((workers) => [
      `${label(workers)}: p50 / p99 ms`,
      `${label(workers)}: req/s`,
      `${label(workers)}: CPU ms per request (server${adminUrl ? ' + database' : ''})`,
    ]),
    ...(result.engine
      ? ['engine: p99 ms', 'engine: req/s', ...counts.map((w) => `HTTP ÷ engine (${label(w)})`)]
      : []),
    'one alone, max ms',
    'kept pages (of those 20)',
    'errors',
  ];
  const lines = Object.keys(result.calls ?? {}).map((call) => {
    const engine = result.engine?.[call];
    return [
      call,
      ...counts.flatMap((workers) => {
        const measured = result.workers[workers]!.calls[call]!;
        const cpu =
          measured.server_cpu_ms === undefined
            ? '—'
            : measured.db_cpu_ms === undefined
              ? String(measured.server_cpu_ms)
              : `${measured.server_cpu_ms} + ${measured.db_cpu_ms}`;
        return [`${measured.p50_ms} / ${measured.p99_ms}`, String(measured.rps), cpu];
      }),
      ...(result.engine
        ? [
            engine ? String(engine.p99_ms) : '—',
            engine ? String(engine.rps) : '—',
            ...counts.map((workers) => String(result.http_over_engine?.[call]?.[workers] ?? '—')),
          ]
        : []),
      String(result.calls![call]!.single_max_ms ?? '—'),
      result.calls![call]!.kept_rows === undefined
        ? '—'
        : `${Math.round(result.calls![call]!.kept_rows! * 100)}%`,
      counts.map((workers) => result.workers[workers]!.calls[call]!.errors).join(' / '),
    ];
  });
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function label(workers: string) {
  return adminUrl ? `${workers} worker${workers === '1' ? '' : 's'}` : 'PGlite';
}
