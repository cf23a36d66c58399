/**
 * Add Load with saved lanes stored (docs/performance.md, "Saved lanes"): a new load is matched
 * against everyone's lanes after its commit, so with many lanes stored adding a load must not
 * get slower by more than 20%. The same AddLoad run twice on one server's data: with no lane,
 * then with 100,000 lanes (5,000 users × 20, the most a user may keep). Run by `npm run bench`
 * (key `add_load_saved_lanes`) and alone by `npm run bench:lanes`.
 *
 *   BENCH_LANES_SECONDS=10 BENCH_LANES_CONNECTIONS=10 BENCH_LANES=100000
 *   DATABASE_URL=postgres://…/postgres   PostgreSQL (database bench_lanes, created and dropped)
 *   BENCH_LANES_CPU_PROF=dir              each server writes a CPU profile there (node --cpu-prof)
 *   BENCH_LANES_RATE=n                    n loads a second in both runs instead of as many as 10
 *                                         connections get through (CPU per load at equal rates)
 *
 * Matching runs after the answer, in the same process and on the same database: its cost shows
 * as fewer loads added a second and longer waits for the next request, which is what is compared.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { LANE_BATCH_MS } from '../apps/server/src/modules/lanes/lanes.repository.ts';
import { freePort, signInUser, startServer } from '../apps/server/src/test/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_LANES_SECONDS ?? 10);
// Few connections: one server on a small shared machine; enough to keep it busy.
const CONNECTIONS = Number(process.env.BENCH_LANES_CONNECTIONS ?? 10);
const LANES = Number(process.env.BENCH_LANES ?? 100_000);
const LANES_PER_USER = 20;
const CPU_PROF = process.env.BENCH_LANES_CPU_PROF;
const RATE = Number(process.env.BENCH_LANES_RATE ?? 0);
const log = (message: string) => process.stderr.write(`[bench:lanes] ${message}\n`);

export interface AddLoadRun {
  /** The server process's CPU time (user + system) per load added, matching after it included. */
  cpu_ms_per_load: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  errors: number;
}

/**
 * Lanes as users keep them: 4 in 5 name a pickup district (else a whole state), 7 in 10 a
 * delivery place, half a truck type, half a capacity, 4 in 10 a material; half look for loads.
 * Places, types and weights are spread over the whole reference data, deterministically.
 */
export const lanesSql = (lanes: number) => `
-- One long script, not a request: the connection's statement time-out (db/client.ts) does not apply.
SET statement_timeout = 0;
INSERT INTO users (mobile, user_type_id, name, company)
SELECT (7000000000 + g)::text, 1 + g % 4, 'Lane keeper ' || g, 'Lane Freight'
  FROM generate_series(1, ${Math.ceil(lanes / LANES_PER_USER)}) g;
CREATE TEMP TABLE lane_places AS
SELECT row_number() OVER (ORDER BY d.id)::int AS n, d.id AS district_id, d.state_id, d.name || ', ' || s.name AS label
  FROM districts d JOIN states s ON s.id = d.state_id;
CREATE TEMP TABLE lane_ref AS
SELECT (SELECT count(*)::int FROM lane_places) AS places,
       (SELECT array_agg(id ORDER BY id) FROM materials) AS materials,
       (SELECT array_agg(id ORDER BY id) FROM truck_capacities) AS capacities,
       (SELECT array_agg(id ORDER BY id) FROM truck_types) AS types,
       (SELECT min(id) FROM users WHERE name LIKE 'Lane keeper %') AS user_base;
INSERT INTO saved_lanes (user_id, kind, name, pickup_loc, pickup_state_id, pickup_district_id,
                         delivery_loc, delivery_state_id, delivery_district_id, truck_type_id, capacity_id, material_id)
SELECT r.user_base + g / ${LANES_PER_USER}, 1 + h.kind, 'Lane ' || g,
       p1.label, p1.state_id, CASE WHEN h.whole_state THEN NULL ELSE p1.district_id END,
       CASE WHEN h.anywhere THEN NULL ELSE p2.label END,
       CASE WHEN h.anywhere THEN NULL ELSE p2.state_id END,
       CASE WHEN h.anywhere OR h.delivery_state THEN NULL ELSE p2.district_id END,
       CASE WHEN h.any_type THEN NULL ELSE r.types[1 + h.n % cardinality(r.types)] END,
       CASE WHEN h.any_capacity THEN NULL ELSE r.capacities[1 + h.n % cardinality(r.capacities)] END,
       CASE WHEN h.any_material THEN NULL ELSE r.materials[1 + h.n % cardinality(r.materials)] END
  FROM lane_ref r, generate_series(0, ${lanes} - 1) g
  -- Independent draws per field (a hash per field), so no two choices go together by accident.
  CROSS JOIN LATERAL (SELECT
       abs(hashtext('kind' || g)) % 2 AS kind,
       abs(hashtext('state' || g)) % 5 = 0 AS whole_state,
       abs(hashtext('anywhere' || g)) % 10 < 3 AS anywhere,
       abs(hashtext('dstate' || g)) % 5 = 0 AS delivery_state,
       abs(hashtext('type' || g)) % 2 = 0 AS any_type,
       abs(hashtext('capacity' || g)) % 2 = 0 AS any_capacity,
       abs(hashtext('material' || g)) % 10 >= 4 AS any_material,
       abs(hashtext('n' || g)) AS n,
       1 + abs(hashtext('from' || g)) % r.places AS from_n,
       1 + abs(hashtext('to' || g)) % r.places AS to_n) h
  JOIN lane_places p1 ON p1.n = h.from_n
  JOIN lane_places p2 ON p2.n = h.to_n;
DROP TABLE lane_ref;
DROP TABLE lane_places;
ANALYZE saved_lanes;
`;

/** Every district as a stored place ("Pune, Maharashtra"), from the server's own reference calls. */
async function places(url: string): Promise<string[]> {
  const get = async <T>(pathAndQuery: string) =>
    ((await (await fetch(`${url}/api/Transpoter/${pathAndQuery}`)).json()) as { data: T[] }).data;
  const states = await get<{ states_id: string; states_name: string }>('getAllStates');
  const labels: string[] = [];
  for (const state of states) {
    const districts = await get<{ districts_name_en: string }>(
      `getDistrictsByStateId?states_id=${state.states_id}`,
    );
    labels.push(...districts.map((district) => `${district.districts_name_en}, ${state.states_name}`));
  }
  return labels;
}

/** CPU time the process has used, in ms (/proc/<pid>/stat: utime + stime, in clock ticks of 10 ms). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function addLoads(url: string, outboxFile: string, pid: number, labels: string[]): Promise<AddLoadRun> {
  const cookie = await signInUser(url, outboxFile, 'shipper');
  const pickupDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  let n = 0;
  const body = () => {
    n += 1;
    return JSON.stringify({
      pickupLoc: labels[(n * 31) % labels.length],
      deliveryLoc: labels[(n * 17 + 5) % labels.length],
      pickupDate,
      material_id: String(1 + (n % 30)),
      capacity_id: String(1 + ((n * 7) % 18)),
      truck_type_id: String(1 + ((n * 11) % 15)),
      no_of_trucks: 1,
    });
  };
  const run = (duration: number) =>
    autocannon({
      url: `${url}/api/Transpoter/AddLoad`,
      connections: CONNECTIONS,
      duration,
      ...(RATE ? { overallRate: RATE } : {}),
      headers: { 'content-type': 'application/json', cookie },
      requests: [
        {
          method: 'POST',
          path: '/api/Transpoter/AddLoad',
          setupRequest: (request: autocannon.Request) => ({ ...request, body: body() }),
        },
      ],
    });
  await run(2); // warm-up: JIT, reference data, the first pages of the indexes
  // New loads wait up to LANE_BATCH_MS to be matched: the warm-up's are matched before the count starts.
  await new Promise((resolve) => setTimeout(resolve, LANE_BATCH_MS + 1000));
  const cpuBefore = await cpuMs(pid);
  const result = await run(SECONDS);
  const codes =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const refused = Object.entries(codes)
    .filter(([code]) => Number(code) !== 201)
    .reduce((sum, [, stat]) => sum + stat.count, 0);
  // Matching of the last loads (queued up to LANE_BATCH_MS, then run) is part of the cost: let it
  // finish before the count ends.
  await new Promise((resolve) => setTimeout(resolve, LANE_BATCH_MS + 2000));
  const cpu = (await cpuMs(pid)) - cpuBefore;
  return {
    cpu_ms_per_load: Math.round((cpu / Math.max(result.requests.total, 1)) * 100) / 100,
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + refused,
  };
}

async function withServer<T>(
  dataDir: string,
  databaseUrl: string | undefined,
  use: (url: string, outbox: string, pid: number) => Promise<T>,
) {
  const server = await startServer({
    port: await freePort(),
    dataDir,
    databaseUrl,
    env: { LOG_LEVEL: 'error', DATABASE_POOL_MAX: '10' },
    nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [],
    timeoutMs: 300_000,
  });
  try {
    return await use(server.url, server.outboxFile, server.pid);
  } finally {
    await server.stop();
  }
}

/** AddLoad with no lane, then with LANES lanes: the two runs and their ratios. */
export async function addLoadWithSavedLanes(adminUrl = process.env.DATABASE_URL) {
  const dataDir = mkdtempSync(path.join(ROOT, '.bench', 'lanes-'));
  let databaseUrl: string | undefined;
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : undefined;
  if (admin) {
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS bench_lanes');
    await admin.query('CREATE DATABASE bench_lanes');
    const url = new URL(adminUrl!);
    url.pathname = '/bench_lanes';
    databaseUrl = url.toString();
  }
  try {
    log(`AddLoad, no saved lane (${CONNECTIONS} connections, ${SECONDS} s)`);
    const { labels, without } = await withServer(dataDir, databaseUrl, async (url, outbox, pid) => {
      const labels = await places(url);
      return { labels, without: await addLoads(url, outbox, pid, labels) };
    });
    log(`storing ${LANES} saved lanes`);
    const database: Database = databaseUrl
      ? await openPostgres(databaseUrl, 1)
      : await openPglite({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      await database.exec(lanesSql(LANES));
    } finally {
      await database.close();
    }
    log(`AddLoad, ${LANES} saved lanes`);
    const withLanes = await withServer(dataDir, databaseUrl, (url, outbox, pid) =>
      addLoads(url, outbox, pid, labels),
    );
    const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1e-9)) * 100) / 100;
    return {
      connections: CONNECTIONS,
      seconds: SECONDS,
      lanes: LANES,
      without_lanes: without,
      with_lanes: withLanes,
      /**
       * The measure that holds on a busy machine: the server's CPU per load added, matching
       * included (the rule: at most 1.2). Throughput and latency move with the other work.
       */
      cpu_ratio: ratio(withLanes.cpu_ms_per_load, without.cpu_ms_per_load),
      /** Below 1: fewer loads added a second with the lanes stored (the rule: at least 0.8). */
      rps_ratio: ratio(withLanes.rps, without.rps),
      /** Above 1: slower with the lanes stored (the rule: at most 1.2). */
      p50_ratio: ratio(withLanes.p50_ms, without.p50_ms),
      p99_ratio: ratio(withLanes.p99_ms, without.p99_ms),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query('DROP DATABASE IF EXISTS bench_lanes WITH (FORCE)').catch(() => undefined);
      await admin.end();
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await addLoadWithSavedLanes(), null, 2));
}
