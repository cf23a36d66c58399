/**
 * Several server processes on one PostgreSQL, with their request limits in Redis
 * (docs/decisions/025-several-processes.md): server A is the built `npm start` with WORKERS=2
 * (node:cluster), server B a separate process on another port. Checked across them: a sign-in
 * on A and a call on B; a logout on A refused on B at once; the sign-in code limit of one
 * address counted across both (in Redis); a bid made through A reaching an event stream held on
 * B; a worker of A that dies replaced; A's shutdown through its workers. Run by `.ci/run` through
 * scripts/test-cluster.sh (which starts a throwaway PostgreSQL unless TEST_PG_URL is given);
 * exits 1 on the first failed check.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { strict as assert } from 'node:assert';
import { Redis } from 'ioredis';
import pg from 'pg';
import { EventStreamClient } from '../apps/server/src/test/event-stream.ts';
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
const servers: ServerProcess[] = [];

try {
  await admin(`CREATE DATABASE ${database}`);
  const redisPort = await freePort();
  redisServer = spawn(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
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
  assert.equal((await call(b, broker, 'GET', 'getAllLoads')).status, 403, 'refused on B at once');

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
  redis.disconnect();

  console.log(`cluster test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error('cluster test FAILED:', error);
  for (const server of servers) console.error(`server ${server.url}:\n${server.output().stderr}`);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  redisServer?.kill('SIGTERM');
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
}
