/**
 * Load run: simulated users against a real server process on loopback. Each user
 * signs in through the OTP flow, adds a truck, then browses the marketplace, searches and bids,
 * as fast as the answers come (LOAD_THINK_MS adds a pause between steps). Not part of CI.
 *
 *   npm run bench:load
 *   LOAD_USERS=200 LOAD_SECONDS=60 LOAD_PORT=3405 LOAD_DATABASE_URL=postgres://… npm run bench:load
 *
 * Prints JSON: `requests`, `p99` (ms) over the browsing loop's requests (browse, search, bid);
 * per step the count, p50/p95/p99/max in ms and the answers by status (signIn and addTruck are
 * journeys of several requests, the outbox polling included); errors are
 * 5xx answers and failed requests (4xx the scenario expects, such as a repeated bid's 409, are
 * counted apart).
 */
import { cpus } from 'node:os';
import {
  signInUser,
  startServer,
  uploadPdf,
  type ServerProcess,
} from '../apps/server/src/test/server-process.ts';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 3405);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 0);
/** Users arrive spread over this many seconds (a sign-in storm is not the common case). */
const RAMP_SECONDS = Number(process.env.LOAD_RAMP_SECONDS ?? 10);
const SHIPPERS = 20;
const LOADS_PER_SHIPPER = 25;
const PLACES = ['Pune', 'Chennai', 'Nagpur', 'Hyderabad', 'Mumbai', 'Bengaluru', 'Kolkata', 'Delhi'];

type Step = 'signIn' | 'addTruck' | 'browseLoads' | 'browseTrucks' | 'search' | 'bid';
const latencies: Record<Step, number[]> = {
  signIn: [],
  addTruck: [],
  browseLoads: [],
  browseTrucks: [],
  search: [],
  bid: [],
};
const statuses: Record<Step, Record<string, number>> = {
  signIn: {},
  addTruck: {},
  browseLoads: {},
  browseTrucks: {},
  search: {},
  bid: {},
};
/** 4xx answers the scenario expects (a repeated bid on the same load is refused with 409). */
const EXPECTED: Partial<Record<Step, number[]>> = { bid: [409] };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function timed<T>(
  step: Step,
  run: () => Promise<{ status: number; value: T }>,
): Promise<T | undefined> {
  const started = performance.now();
  try {
    const { status, value } = await run();
    latencies[step].push(performance.now() - started);
    statuses[step][status] = (statuses[step][status] ?? 0) + 1;
    return status < 300 ? value : undefined;
  } catch (error) {
    const key = `failed: ${(error as Error).cause ? String((error as Error).cause) : (error as Error).message}`;
    statuses[step][key] = (statuses[step][key] ?? 0) + 1;
    return undefined;
  }
}

async function json(
  server: ServerProcess,
  cookie: string,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<{ status: number; value: { data?: unknown } }> {
  const response = await fetch(`${server.url}/api/Transpoter/${route}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, value: (await response.json()) as { data?: unknown } };
}

/** Loads to bid on: a few shippers post them before the users arrive. */
async function seedLoads(server: ServerProcess) {
  for (let s = 0; s < SHIPPERS; s++) {
    const cookie = await signInUser(server.url, server.outboxFile, 'shipper');
    for (let n = 0; n < LOADS_PER_SHIPPER; n++) {
      const { status } = await json(server, cookie, 'POST', 'AddLoad', {
        pickupLoc: `${pick(PLACES)}, India`,
        deliveryLoc: `${pick(PLACES)}, India`,
        pickupDate: inDays(3 + (n % 20)),
        material_id: 1 + (n % 5),
        capacity_id: 8,
        truck_type_id: 1,
        no_of_trucks: 1,
      });
      if (status !== 201) throw new Error(`AddLoad answered ${status}`);
    }
  }
}

async function user(server: ServerProcess, index: number, until: number) {
  await sleep((index / USERS) * RAMP_SECONDS * 1000);
  const cookie = await timed('signIn', async () => ({
    status: 200,
    value: await signInUser(server.url, server.outboxFile, 'transporter'),
  }));
  if (!cookie) return;
  const truck = await timed('addTruck', async () => {
    const answer = await json(server, cookie, 'POST', 'insertTruck', {
      regNumber: `KA${String(index % 100).padStart(2, '0')}LR${String(index).padStart(4, '0')}`,
      trucks_type_id: 1,
      capacity_id: 10,
      insurance: await uploadPdf(server, cookie, 'insurance'),
      rc: await uploadPdf(server, cookie, 'rc'),
      location: 'Pune',
    });
    return {
      status: answer.status,
      value: (answer.value.data as { truck_id: string } | undefined)?.truck_id,
    };
  });
  const think = () => (THINK_MS ? sleep(Math.random() * 2 * THINK_MS) : Promise.resolve());

  while (Date.now() < until) {
    const loads = await timed('browseLoads', async () => {
      const answer = await json(
        server,
        cookie,
        'GET',
        `getAllLoads?page=${1 + Math.floor(Math.random() * 5)}`,
      );
      return { status: answer.status, value: (answer.value.data ?? []) as { loads_id: string }[] };
    });
    await think();
    await timed('browseTrucks', () => json(server, cookie, 'GET', `getPaginatedTrucks?page=1`));
    await think();
    const found = await timed('search', async () => {
      const answer = await json(server, cookie, 'POST', 'getMatchingLoads', {
        pickupLoc: pick(PLACES).slice(0, 4),
        page: 1,
      });
      return { status: answer.status, value: (answer.value.data ?? []) as { loads_id: string }[] };
    });
    await think();
    const candidates = [...(loads ?? []), ...(found ?? [])];
    if (truck && candidates.length) {
      await timed('bid', () =>
        json(server, cookie, 'POST', 'insertBidsLoad', {
          bidsTruck_amount: 20_000 + Math.floor(Math.random() * 30_000),
          loads_id: pick(candidates).loads_id,
          trucks_id: truck,
        }),
      );
      await think();
    }
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

const server = await startServer({
  port: PORT,
  databaseUrl: process.env.LOAD_DATABASE_URL || undefined,
});
try {
  await seedLoads(server);
  const started = Date.now();
  const until = started + SECONDS * 1000;
  // A probe of /api/health every 250 ms: shows when the server stalls, and for how long.
  const stalls: { atSecond: number; ms: number }[] = [];
  const probing = (async () => {
    while (Date.now() < until) {
      const at = performance.now();
      await fetch(`${server.url}/api/health`).catch(() => undefined);
      const ms = performance.now() - at;
      if (ms > 2000) stalls.push({ atSecond: Math.round((Date.now() - started) / 1000), ms: Math.round(ms) });
      await sleep(250);
    }
  })();
  await Promise.all(Array.from({ length: USERS }, (_, i) => user(server, i, until)));
  await probing;
  const elapsed = (Date.now() - started) / 1000;

  const steps = Object.fromEntries(
    (Object.keys(latencies) as Step[]).map((step) => {
      const sorted = latencies[step].sort((a, b) => a - b);
      return [
        step,
        {
          count: sorted.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: percentile(sorted, 100),
          statuses: statuses[step],
        },
      ];
    }),
  );
  // Single requests of the browsing loop (sign-in and adding a truck are several requests each).
  const all = (['browseLoads', 'browseTrucks', 'search', 'bid'] as const)
    .flatMap((step) => latencies[step])
    .sort((a, b) => a - b);
  const countWhere = (test: (status: string, step: Step) => boolean) =>
    (Object.keys(statuses) as Step[]).reduce(
      (sum, step) =>
        sum +
        Object.entries(statuses[step])
          .filter(([status]) => test(status, step))
          .reduce((n, [, count]) => n + count, 0),
      0,
    );
  const summary = {
    users: USERS,
    seconds: Math.round(elapsed),
    thinkMs: THINK_MS,
    rampSeconds: RAMP_SECONDS,
    database: process.env.LOAD_DATABASE_URL ? 'postgres' : 'pglite',
    cpus: cpus().length,
    requests: all.length,
    requestsPerSecond: Math.round(all.length / elapsed),
    p99: percentile(all, 99),
    errors: {
      server: countWhere((status) => Number(status) >= 500),
      failed: countWhere((status) => status.startsWith('failed')),
      unexpectedClient: countWhere(
        (status, step) =>
          Number(status) >= 400 && Number(status) < 500 && !EXPECTED[step]?.includes(Number(status)),
      ),
    },
    /** Health probes slower than 2 s: when (seconds into the run) and how long. */
    stalls,
    steps,
  };
  console.log(JSON.stringify(summary, null, 2));
  process.exitCode = summary.errors.server + summary.errors.failed > 0 ? 1 : 0;
} finally {
  await server.stop();
}
