/**
 * `npm run bench` (issues 4 and 8): the real server on a seeded database, its hot calls driven
 * by autocannon over loopback, one JSON document on stdout. Not part of CI.
 *
 *   npm run bench                                   PGlite, at 10,000 and 1,000,000 loads
 *   DATABASE_URL=postgres://…/postgres npm run bench PostgreSQL (databases bench_10k, bench_1m
 *                                                   are created and dropped on that server)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_SCALES=10k,1m
 *   (then Add Load with 0 and 100,000 saved lanes: bench/lanes-bench.ts, its own variables)
 *
 * The seeded PGlite directories stay in .bench/ and are reused while the migrations are the
 * same (seeding a million loads takes minutes). Progress goes to stderr.
 */
import autocannon from 'autocannon';
import { execSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, signInUser, startServer, uploadPdf } from '../apps/server/src/test/server-process.ts';
import { addLoadWithSavedLanes } from './lanes-bench.ts';
import { RARE_PLACE, seededPglite, seededPostgres, type Scale } from './seed.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCALES: Record<string, Scale> = {
  '10k': { loads: 10_000, trucks: 2_000, bids: 20_000, users: 2_000 },
  '1m': { loads: 1_000_000, trucks: 200_000, bids: 2_000_000, users: 20_000 },
};
const chosen = (process.env.BENCH_SCALES ?? '10k,1m').split(',').map((name) => name.trim());
const adminUrl = process.env.DATABASE_URL;
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
}

async function drive(url: string, call: Call, cookie?: string): Promise<Measured> {
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

const peakRssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

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

async function benchScale(name: string, scale: Scale) {
  const dataDir = path.join(ROOT, '.bench', `${adminUrl ? 'pg' : 'pglite'}-${name}`);
  const run = async (databaseUrl?: string) => {
    log(`${name}: seeding ${scale.loads} loads, ${scale.trucks} posted trucks, ${scale.bids} bids`);
    const seedSeconds = databaseUrl
      ? await seededPostgres(databaseUrl, scale)
      : await seededPglite(dataDir, scale);
    log(`${name}: seeded in ${seedSeconds} s (0: reused); starting the server`);
    const server = await startServer({
      port: await freePort(),
      dataDir,
      databaseUrl,
      env: { LOG_LEVEL: 'error', DATABASE_POOL_MAX: '20' },
      timeoutMs: 600_000,
    });
    try {
      return { seed_s: seedSeconds, ...(await measureServer(server.url, server.outboxFile, server.pid)) };
    } finally {
      await server.stop();
    }
  };
  return adminUrl ? withPostgresDatabase(`bench_${name}`, run) : run();
}

async function measureServer(url: string, outboxFile: string, pid: number) {
  const cookie = await signInUser(url, outboxFile, 'transporter');
  const ref = await json<{ data: { truck_capacities_id: string; truck_types_id: string }[] }>(
    `${url}/api/Transpoter/getAllTruckCapacities`,
  );
  const types = await json<{ data: { truck_types_id: string }[] }>(`${url}/api/Transpoter/getAllTruckTypes`);
  const materials = await fetch(`${url}/api/Transpoter/getAllMaterials`);
  const etag = materials.headers.get('etag') ?? '';
  const materialId = ((await materials.json()) as { data: { materials_id: string }[] }).data[0]!.materials_id;
  const capacityId = ref.data[Math.floor(ref.data.length / 2)]!.truck_capacities_id;
  const typeId = types.data[0]!.truck_types_id;

  // The bidder's trucks: a bid pairs a load with one of them, and no pair may repeat.
  const trucks: string[] = [];
  for (let i = 0; i < 3; i++) {
    const answer = await json<{ data: { truck_id: string } }>(`${url}/api/Transpoter/insertTruck`, {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        regNumber: `MH12BZ${String(1000 + i)}`,
        trucks_type_id: typeId,
        capacity_id: capacityId,
        insurance: await uploadPdf({ url }, cookie, 'insurance'),
        rc: await uploadPdf({ url }, cookie, 'rc'),
        location: 'Pune',
      }),
    });
    trucks.push(answer.data.truck_id);
  }
  const firstPage = await json<{ data: { loads_id: string }[] }>(`${url}/api/Transpoter/getAllLoads?page=1`, {
    cookie,
  });
  const trucksPage = await json<{ totalPages: number }>(`${url}/api/Transpoter/getPaginatedTrucks?page=1`, {
    cookie,
  });
  const loadIds = firstPage.data.map((load) => Number(load.loads_id));
  const newest = Math.max(...loadIds);
  let next = 0;
  const bidBody = () => {
    // Open loads only (every tenth seeded load is booked), each (load, truck) pair once.
    let id: number;
    let round: number;
    do {
      id = newest - (next % (newest - 1));
      round = Math.floor(next / (newest - 1));
      next += 1;
    } while (id % 10 === 0);
    return { bidsTruck_amount: 25_000, loads_id: id, trucks_id: trucks[round % trucks.length] };
  };
  let mobile = 8_100_000_000 + Math.floor(Math.random() * 800_000_000);
  const deep = Math.min(1000, trucksPage.totalPages);
  const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  const calls: Call[] = [
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
    results[call.name] = await drive(url, call, needsCookie ? cookie : undefined);
  }
  const rows = JSON.stringify(
    (await json<unknown>(`${url}/api/Transpoter/getAllLoads?page=1`, { cookie })) ?? {},
  );
  return { calls: results, server_peak_rss_mb: await peakRssMb(pid), first_page: rows };
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
  scales: {} as Record<string, unknown>,
};
let referenceRows = '';
const byScale: Record<string, Record<string, Measured>> = {};
for (const name of chosen) {
  const scale = SCALES[name];
  if (!scale) throw new Error(`BENCH_SCALES: unknown scale ${name} (10k, 1m)`);
  const { first_page, ...measured } = await benchScale(name, scale);
  referenceRows = first_page;
  byScale[name] = measured.calls;
  (report.scales as Record<string, unknown>)[name] = { ...scale, ...measured };
}
log('reference: bare Fastify route with the same 12 rows');
report.reference_bare_route = await bare(referenceRows);
if (byScale['10k'] && byScale['1m']) {
  report.growth_p99_1m_over_10k = Object.fromEntries(
    Object.keys(byScale['1m']).map((call) => [
      call,
      Math.round((byScale['1m']![call]!.p99_ms / Math.max(1, byScale['10k']![call]?.p99_ms ?? 0)) * 100) /
        100,
    ]),
  );
}
// Add Load with 0 and 100,000 saved lanes (bench/lanes-bench.ts; docs/performance.md, Saved lanes).
log('Add Load with saved lanes');
report.add_load_saved_lanes = await addLoadWithSavedLanes(adminUrl);
console.log(JSON.stringify(report, null, 2));
