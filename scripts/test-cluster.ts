/**
 * Several server processes on one PostgreSQL, with their request limits in Redis
 * (docs/decisions/025-several-processes.md): server A is the built `npm start` with WORKERS=2
 * (node:cluster), server B a separate process on another port. Checked across them: a sign-in
 * on A and a call on B; a logout on A refused on B at once; the sign-in code limit of one
 * address counted across both (in Redis); a bid made through A reaching an event stream held on
 * B; a worker of A that dies replaced; A's shutdown through its workers.
 *
 * Then the faults (docs/decisions/036, docs/deployment.md): server C on a PostgreSQL of this
 * test's own, under load, while every backend of its database is terminated and then while the
 * engine crashes and starts again: C lives, answers 2xx or 503 (never 500), and serves again
 * within seconds. Redis frozen (a limited call answers 503, the others 200), killed (limits
 * counted in PostgreSQL and still holding), a server D started while it is away, and Redis back
 * (both count in it again).
 *
 * Run by `.ci/run` through scripts/test-cluster.sh (which starts a throwaway PostgreSQL unless
 * TEST_PG_URL is given); exits 1 on the first failed check.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { strict as assert } from 'node:assert';
import { Redis } from 'ioredis';
import pg from 'pg';
import { EventStreamClient } from '../apps/server/src/test/event-stream.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import { addLoadBody } from '../apps/server/src/test/factories.ts';
import {
  freePort,
  randomMobile,
  signInUser,
  startServer,
  uploadPdf,
  type ServerProcess,
} from '../apps/server/src/test/server-process.ts';

const ADMIN_URL = process.env.TEST_PG_URL;
if (!ADMIN_URL) throw new Error('TEST_PG_URL (a PostgreSQL to create a scratch database on) is needed.');
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
const OTP_PER_IP = 4;
const started = Date.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** Waits until `check` holds, or fails with `what` after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await sleep(50);
  }
}

/** send-otp from a chosen loopback address (the client address the servers count). */
function sendOtpFrom(server: ServerProcess, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/api/Transpoter/send-otp`,
      { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ transporters_mob: randomMobile() }));
  });
}

async function call(server: ServerProcess, cookie: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/Transpoter/${route}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { data?: unknown } };
}

const database = `lb_cluster_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();
let redisServer: ChildProcess | undefined;
let redisClient: Redis | undefined;
let ownPostgres: PostgresServer | undefined;
const servers: ServerProcess[] = [];

/**
 * Calls from `workers` loops at once until stopped: what a busy server sees while a fault happens.
 * Answers every status seen (0: no answer at all, the process is gone) and how often.
 */
function underLoad(workers: number, oneCall: () => Promise<number>) {
  const seen = new Map<number, number>();
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const status = await oneCall().catch(() => 0);
      seen.set(status, (seen.get(status) ?? 0) + 1);
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    return seen;
  };
}

/** A fault may answer 2xx or 503 (try again), never 500, and never no answer. */
function onlyOkOrUnavailable(what: string, seen: Map<number, number>) {
  const statuses = Object.fromEntries(seen);
  const wrong = [...seen.keys()].filter((status) => !(status >= 200 && status < 300) && status !== 503);
  assert.deepEqual(wrong, [], `${what}: ${JSON.stringify(statuses)}`);
  console.log(`${what}: ${JSON.stringify(statuses)}`);
}

try {
  await admin(`CREATE DATABASE ${database}`);
  const redisPort = await freePort();
  const startRedis = () =>
    spawn(
      REDIS_SERVER,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
  redisServer = startRedis();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
  redisClient = redis;
  redis.on('error', () => undefined);
  await until('redis-server answers', async () => (await redis.ping().catch(() => '')) === 'PONG');

  // Both servers are one deployment: the same secrets, database, Redis and limits.
  const env = {
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    OTP_PEPPER: randomBytes(32).toString('base64url'),
    REDIS_URL: redisUrl,
    RATE_LIMIT_OTP_PER_IP_PER_HOUR: String(OTP_PER_IP),
    // What a process trusts is trusted this long unless another process says otherwise: long,
    // so "at once" below can only come from the bus.
    CACHE_TTL_MS: '60000',
    DATABASE_POOL_MAX: '4',
    LOG_LEVEL: 'info',
  };
  // A first: it migrates the fresh database (its workers wait on the migration lock in turn).
  const a = await startServer({
    port: await freePort(),
    built: true,
    databaseUrl,
    timeoutMs: 120_000,
    env: { ...env, WORKERS: '2' },
  });
  servers.push(a);
  const workerPids = () =>
    [...a.output().stdout.matchAll(/"workerPid":(\d+).*"msg":"worker started"/g)].map((m) => Number(m[1]));
  await until('both workers of A listen', () => a.output().stdout.split('Server listening').length - 1 >= 2);
  assert.equal(workerPids().length, 2, 'A runs two workers');
  const b = await startServer({ port: await freePort(), built: true, databaseUrl, timeoutMs: 120_000, env });
  servers.push(b);

  // A sign-in on A, a call on B.
  const shipper = await signInUser(a.url, a.outboxFile, 'shipper');
  assert.equal((await call(b, shipper, 'GET', 'getAllLoads')).status, 200, 'signed in on A, called on B');

  // A logout on A is refused on B at once (B found the session live and would trust it a minute).
  const broker = await signInUser(b.url, b.outboxFile, 'broker');
  assert.equal((await call(b, broker, 'GET', 'getAllLoads')).status, 200);
  assert.equal((await call(a, broker, 'POST', 'Logout')).status, 200, 'logout on A');
  // "At once": the message reaches B a few milliseconds after A answered the logout, and the
  // next call may overtake it on a busy machine, so B has a second (not its minute of trust).
  await until(
    'refused on B at once',
    async () => (await call(b, broker, 'GET', 'getAllLoads')).status === 403,
    1000,
  );

  // The sign-in code limit of one address counts across both servers, in Redis.
  const statuses: number[] = [];
  for (let i = 0; i < OTP_PER_IP + 2; i++) statuses.push(await sendOtpFrom(i % 2 ? b : a, '127.0.0.9'));
  assert.deepEqual(
    statuses,
    [...Array<number>(OTP_PER_IP).fill(200), 429, 429],
    `codes for 127.0.0.9 alternately through A and B: ${statuses}`,
  );
  assert.equal(await sendOtpFrom(b, '127.0.0.10'), 200, 'another address is not limited');
  assert.ok((await redis.keys('lb:limit:*')).length > 0, 'the counters are in Redis');
  await redis.flushall();
  assert.equal(await sendOtpFrom(a, '127.0.0.9'), 200, 'with Redis emptied the address may ask again');

  // A bid made through A reaches the load owner's event stream held on B.
  const load = await call(b, shipper, 'POST', 'AddLoad', addLoadBody());
  assert.equal(load.status, 201, 'AddLoad on B');
  const loadId = (load.body.data as { loads_id: string }).loads_id;
  const stream = await EventStreamClient.open(`${b.url}/api/Transpoter/events`, { cookie: shipper });
  try {
    assert.equal(stream.status, 200, 'event stream on B');
    await stream.next((message) => message.event === 'unread');
    const transporter = await signInUser(a.url, a.outboxFile, 'transporter');
    const truck = await call(a, transporter, 'POST', 'insertTruck', {
      regNumber: `KA01LB${String(Date.now() % 10_000).padStart(4, '0')}`,
      trucks_type_id: 1,
      capacity_id: 10,
      insurance: await uploadPdf(a, transporter, 'insurance'),
      rc: await uploadPdf(a, transporter, 'rc'),
      location: 'Pune',
    });
    assert.equal(truck.status, 201, 'insertTruck on A');
    const bid = await call(a, transporter, 'POST', 'insertBidsLoad', {
      bidsTruck_amount: 32_000,
      loads_id: loadId,
      trucks_id: (truck.body.data as { truck_id: string }).truck_id,
    });
    assert.equal(bid.status, 201, 'bid on A');
    const heard = await stream.next((message) => message.event === 'bid.created');
    assert.equal((heard.data as { data: { loads_id: string } }).data.loads_id, loadId, 'the bid reached B');
  } finally {
    stream.close();
  }

  // A worker of A that dies is replaced, and A keeps serving.
  const [victim] = workerPids();
  process.kill(victim!, 'SIGKILL');
  await until('A replaces the dead worker', () => workerPids().length === 3);
  await until(
    'the new worker listens',
    () => a.output().stdout.split('Server listening').length - 1 >= 3,
    60_000,
  );
  assert.equal((await call(a, shipper, 'GET', 'getAllLoads')).status, 200, 'A serves after the restart');

  // SIGTERM to A's primary reaches its workers: each shuts down gracefully, then A exits 0.
  const stopped = await a.stop();
  servers.splice(servers.indexOf(a), 1);
  assert.deepEqual(stopped, { code: 0, signal: null }, 'A exits 0');
  assert.equal(a.output().stdout.split('"msg":"shut down"').length - 1, 2, 'both workers shut down');
  assert.match(a.output().stdout, /"msg":"all workers stopped"/);

  // ---------------------------------------------------------------- PostgreSQL away

  // Server C, one process (one that dies is the whole API), on a PostgreSQL this test may crash.
  ownPostgres = await startPostgres();
  const c = await startServer({
    port: await freePort(),
    built: true,
    databaseUrl: ownPostgres.url,
    timeoutMs: 120_000,
    // Warnings only: the faults' log lines stay within what the test keeps of the output.
    env: { ...env, WORKERS: '1', LOG_LEVEL: 'warn' },
  });
  servers.push(c);
  const cShipper = await signInUser(c.url, c.outboxFile, 'shipper');
  // Reads, and a write that may repeat (a second identical load would be refused as a duplicate).
  const settings = { sms: { newBid: true, bidAccepted: true, laneMatched: false }, smsWhen: 'no_push' };
  const busy = () =>
    underLoad(12, async () => {
      const write = Math.random() < 0.3;
      const answer = write
        ? await call(c, cShipper, 'PUT', 'alertSettings', settings)
        : await call(c, cShipper, 'GET', Math.random() < 0.5 ? 'getAllLoads' : 'Me');
      return answer.status;
    });
  /** C serves reads and writes again; how long it took. */
  const servesAgain = async (what: string) => {
    const from = Date.now();
    let last = '';
    await until(
      `${what}: C serves again`,
      async () => {
        const answer = await call(c, cShipper, 'PUT', 'alertSettings', settings).catch(() => undefined);
        last = answer ? `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}` : 'none';
        return answer?.status === 200;
      },
      20_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; last answer ${last}; C's log:\n${c.output().stdout.slice(-4000)}`);
    });
    assert.equal((await call(c, cShipper, 'GET', 'getAllLoads')).status, 200, `${what}: reads again`);
    console.log(`${what}: C served again ${Date.now() - from} ms after the fault ended`);
  };
  const cAlive = (what: string) => assert.equal(c.child.exitCode, null, `${what}: C is still running`);

  // Every connection of C's database cut at once (pool and bus), in the middle of requests.
  let stop = busy();
  await sleep(1000);
  const cutClient = new pg.Client({ connectionString: ownPostgres.url });
  await cutClient.connect();
  const cut = await cutClient.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  await cutClient.end();
  assert.ok((cut.rowCount ?? 0) >= 2, `backends terminated: ${cut.rowCount}`);
  await sleep(1500);
  onlyOkOrUnavailable('every backend terminated under load', await stop());
  cAlive('backends terminated');
  await servesAgain('backends terminated');
  // Logged: by the request that was using the connection, or by the pool for an idle one.
  assert.match(
    c.output().stdout,
    /a service it needs is away|database connection lost/,
    'the cut connections are logged',
  );

  // The engine crashes (no checkpoint) and starts again two seconds later, under load.
  stop = busy();
  await sleep(1000);
  await ownPostgres.crash();
  await sleep(2000);
  await ownPostgres.start();
  await sleep(500);
  const duringRestart = await stop();
  onlyOkOrUnavailable('PostgreSQL crashed and restarted under load', duringRestart);
  assert.ok((duringRestart.get(503) ?? 0) > 0, 'while PostgreSQL was down, requests answered 503');
  cAlive('PostgreSQL restarted');
  await servesAgain('PostgreSQL restarted');
  // Sign-in (codes, sessions, the limits in Redis) works as before.
  assert.equal((await call(c, await signInUser(c.url, c.outboxFile, 'broker'), 'GET', 'Me')).status, 200);
  await c.stop();
  servers.splice(servers.indexOf(c), 1);

  // ---------------------------------------------------------------- Redis away

  // Frozen (SIGSTOP: connected, never answering): a limited call cannot be counted and answers
  // 503 within about a second; calls without a limit go on.
  process.kill(redisServer.pid!, 'SIGSTOP');
  const frozen = await sendOtpFrom(b, '127.0.0.20');
  assert.equal(frozen, 503, 'send-otp while Redis is frozen');
  assert.equal((await call(b, shipper, 'GET', 'getAllLoads')).status, 200, 'a call without a limit');
  process.kill(redisServer.pid!, 'SIGCONT');
  await until('Redis answers B again', async () => (await sendOtpFrom(b, '127.0.0.21')) === 200);

  // Killed: B counts in PostgreSQL, and the limit still holds there.
  redisServer.kill('SIGKILL');
  await until('B counts without Redis', async () => (await sendOtpFrom(b, '127.0.0.22')) === 200);
  const withoutRedis: number[] = [];
  for (let i = 1; i < OTP_PER_IP + 2; i++) withoutRedis.push(await sendOtpFrom(b, '127.0.0.22'));
  assert.deepEqual(
    withoutRedis,
    [...Array<number>(OTP_PER_IP - 1).fill(200), 429, 429],
    `codes for 127.0.0.22 with Redis away: ${withoutRedis}`,
  );

  // A server that starts while Redis is away starts, and its limits hold.
  const d = await startServer({
    port: await freePort(),
    built: true,
    databaseUrl,
    timeoutMs: 120_000,
    env: { ...env, LOG_LEVEL: 'warn' },
  });
  servers.push(d);
  const fromD: number[] = [];
  for (let i = 0; i < OTP_PER_IP + 1; i++) fromD.push(await sendOtpFrom(d, '127.0.0.23'));
  assert.deepEqual(fromD, [...Array<number>(OTP_PER_IP).fill(200), 429], `D without Redis: ${fromD}`);
  assert.match(d.output().stdout, /Redis is away/, 'D says Redis is away');

  // Redis is back: both reconnect by themselves and count in it again.
  redisServer = startRedis();
  await until('redis-server answers again', async () => (await redis.ping().catch(() => '')) === 'PONG');
  for (const [server, from] of [
    [b, '127.0.0.24'],
    [d, '127.0.0.25'],
  ] as const)
    await until(
      `${server.url} counts in Redis again`,
      async () =>
        (await sendOtpFrom(server, from)) === 200 && (await redis.keys(`lb:limit:*${from}`)).length > 0,
      20_000,
    );

  console.log(`cluster test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error('cluster test FAILED:', error);
  for (const server of servers) console.error(`server ${server.url}:\n${server.output().stderr}`);
  process.exitCode = 1;
} finally {
  // A client that keeps reconnecting would keep this process from ever exiting.
  redisClient?.disconnect();
  await Promise.all(servers.map((server) => server.stop()));
  // A Redis left frozen by a failed check is woken so that it can stop.
  if (redisServer?.exitCode === null) redisServer.kill('SIGCONT');
  redisServer?.kill('SIGTERM');
  await ownPostgres?.remove();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
}
