/**
 * `npm run bench` (docs/performance.md, "Server"): the real server on a seeded database, its hot
 * calls driven by autocannon over loopback, one JSON document on stdout and the tables of
 * docs/performance.md on stderr. Not part of CI.
 *
 *   npm run bench                                   PGlite, at 10,000 and 1,000,000 loads
 *   DATABASE_URL=postgres://…/postgres npm run bench PostgreSQL (databases bench_10k, bench_1m
 *                                                   are created and dropped on that server)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_SCALES=10k,1m
 *   BENCH_WORKERS=1,2      PostgreSQL: the server with WORKERS=1, then with each other count
 *                          (default 1 and os.availableParallelism()), side by side
 *   BENCH_ENGINE=0         leave out the engine runs (bench/engine.ts); on by default
 *   BENCH_ADD_LOAD=0       leave out Add Load with saved lanes (bench/lanes-bench.ts, its own variables)
 *   BENCH_PROFILE=dir      the server runs under `node --cpu-prof`, profiles written to dir
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
import { enginePglite, enginePostgres, type EngineRun } from './engine.ts';
import { addLoadWithSavedLanes } from './lanes-bench.ts';
import { bidTargets, RARE_PLACE, seededPglite, seededPostgres, type BidTarget, type Scale } from './seed.ts';
import type { TracedStatement } from './sql-trace.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCALES: Record<string, Scale> = {
  '10k': { loads: 10_000, trucks: 2_000, bids: 20_000, users: 2_000 },
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
const PROFILE_DIR = process.env.BENCH_PROFILE;
const TRACE_PRELOAD = fileURLToPath(new URL('./sql-trace.ts', import.meta.url));
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

/**
 * CPU time (ms) used so far by a process and every process it started (the server and its
 * workers; the database server and its backends), from /proc: the figure that holds while other
 * work shares the cores, where throughput and latency do not.
 */
async function cpuMsOfTree(root: number): Promise<number> {
  const stats = new Map<number, { ppid: number; ms: number }>();
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, and cutime and cstime (children that ended and were waited for: a
    // database backend that closed), in clock ticks (100 a second on Linux).
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    stats.set(Number(entry), { ppid: Number(fields[1]), ms: ticks * 10 });
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of stats) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree].reduce((sum, pid) => sum + (stats.get(pid)?.ms ?? 0), 0);
}

/** The processes whose CPU a run counts: the server's, and PostgreSQL's when it runs on this machine. */
interface CpuRoots {
  server: number;
  database?: number;
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
  if (call.search) {
    let slowest = 0;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const response = await fetch(`${url}${call.path}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
    }
    singleMax = Math.round(slowest * 10) / 10;
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
    ...(singleMax === undefined ? {} : { single_max_ms: singleMax }),
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

async function withPostgresDatabase<T>(name: string, run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
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
    // Open loads with their truck type, for bids that fit (read before any server opens the data).
    const targets = await bidTargets(databaseUrl ?? path.join(dataDir, 'pgdata'), 40_000);
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
    for (const workers of WORKER_COUNTS) {
      log(`${name}: server with ${databaseUrl ? `WORKERS=${workers}` : 'PGlite'}`);
      const server = await start(workers);
      try {
        byWorkers[workers] = await measureServer(
          server,
          targets,
          databaseUrl ? await postmasterPid(databaseUrl) : undefined,
        );
      } finally {
        await server.stop();
      }
    }
    const engine = ENGINE
      ? await engineRuns(name, dataDir, databaseUrl, () => start(1, traced()))
      : undefined;
    return { seedSeconds, byWorkers, engine };
  };
  const measured = adminUrl ? await withPostgresDatabase(`bench_${name}`, run) : await run();
  const one = measured.byWorkers['1']!;
  const httpOverEngine = measured.engine
    ? Object.fromEntries(
        Object.entries(measured.engine).map(([call, engine]) => [
          call,
          Object.fromEntries(
            Object.entries(measured.byWorkers).map(([workers, served]) => [
              workers,
              engine.rps ? Math.round((served.calls[call]!.rps / engine.rps) * 100) / 100 : null,
            ]),
          ),
        ]),
      )
    : undefined;
  const bestWorkers = Object.entries(measured.byWorkers).sort(
    ([, a], [, b]) => totalRps(b.calls) - totalRps(a.calls),
  )[0]![0];
  return {
    first_page: one.first_page,
    result: {
      seed_s: measured.seedSeconds,
      // One server process, as before (the keys every earlier run had).
      calls: one.calls,
      server_peak_rss_mb: one.server_peak_rss_mb,
      load_average: one.load_average,
      workers: Object.fromEntries(
        Object.entries(measured.byWorkers).map(([workers, { first_page: _, ...served }]) => [
          workers,
          served,
        ]),
      ),
      best_workers: Number(bestWorkers),
      ...(measured.engine ? { engine: measured.engine, http_over_engine: httpOverEngine } : {}),
    },
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
 * The statements each marketplace call runs once warm (the session check and the counts are
 * reused, as in production; first pages are read, not taken from memory), then each run against
 * the engine alone for as long as a call was driven.
 */
async function engineRuns(
  name: string,
  dataDir: string,
  databaseUrl: string | undefined,
  startTraced: () => Promise<ServerProcess>,
): Promise<Record<string, EngineRun>> {
  log(`${name}: recording the marketplace calls' statements`);
  const server = await startTraced();
  const recorded: Record<string, TracedStatement[]> = {};
  try {
    const cookie = await signInUser(server.url, server.outboxFile, 'transporter');
    for (const call of (await marketplaceCalls(server.url, cookie)).filter((c) => MARKETPLACE.test(c.name))) {
      const send = () =>
        fetch(`${server.url}${call.path}`, {
          method: call.method,
          headers: { 'content-type': 'application/json', cookie },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        }).then((response) => response.arrayBuffer());
      await send();
      await send();
      const from = statSync(traceFile).size;
      await send();
      recorded[call.name] = readFileSync(traceFile)
        .subarray(from)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as TracedStatement);
    }
  } finally {
    await server.stop();
    rmSync(path.dirname(traceFile), { recursive: true, force: true });
  }
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
  let mobile = 8_100_000_000 + Math.floor(Math.random() * 800_000_000);

  const calls: Call[] = [
    ...(await marketplaceCalls(url, cookie)),
    {
      name: 'insertBidsLoad',
      method: 'POST',
      path: '/api/Transpoter/insertBidsLoad',
      makeBody: bidBody,
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
  for (const call of calls) {
    log(`  ${call.name}`);
    const needsCookie =
      call.path.includes('Loads') || call.path.includes('Trucks') || call.name.startsWith('insert');
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
  load_average_at_start: loadAverage(),
  scales: {} as Record<string, unknown>,
};
type ScaleResult = Awaited<ReturnType<typeof benchScale>>['result'];
let referenceRows = '';
const byScale: Record<string, ScaleResult> = {};
for (const name of chosen) {
  const scale = SCALES[name];
  if (!scale) throw new Error(`BENCH_SCALES: unknown scale ${name} (10k, 1m)`);
  const { first_page, result } = await benchScale(name, scale);
  referenceRows = first_page;
  byScale[name] = result;
  (report.scales as Record<string, unknown>)[name] = { ...scale, ...result };
}
log('reference: bare Fastify route with the same 12 rows');
report.reference_bare_route = await bare(referenceRows);
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
if (byScale['10k'] && byScale['1m']) {
  report.growth_p99_1m_over_10k = growth('1');
  report.growth_p99_1m_over_10k_by_workers = Object.fromEntries(
    Object.keys(byScale['1m'].workers).map((workers) => [workers, growth(workers)]),
  );
}
report.load_average_at_end = loadAverage();
for (const [name, result] of Object.entries(byScale)) log(`\n${name}\n${table(result)}`);
// Add Load with 0 and 100,000 saved lanes (bench/lanes-bench.ts; docs/performance.md, Saved lanes).
if (process.env.BENCH_ADD_LOAD !== '0') {
  log('Add Load with saved lanes');
  report.add_load_saved_lanes = await addLoadWithSavedLanes(adminUrl);
}
console.log(JSON.stringify(report, null, 2));

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
    'errors',
  ];
  const lines = Object.keys(result.calls).map((call) => {
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
      String(result.calls[call]!.single_max_ms ?? '—'),
      counts.map((workers) => result.workers[workers]!.calls[call]!.errors).join(' / '),
    ];
  });
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function label(workers: string) {
  return adminUrl ? `${workers} worker${workers === '1' ? '' : 's'}` : 'PGlite';
}
