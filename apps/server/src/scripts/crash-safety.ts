/**
 * Crash safety: the server is killed with SIGKILL while it writes bids, then started
 * again on the same data. Every bid it had answered 201 must still be there, and the database
 * must open cleanly. Also: a second server on the same PGlite directory refuses to start.
 *
 *   npx tsx apps/server/src/scripts/crash-safety.ts            (PGlite in a fresh directory)
 *   TEST_DATABASE_URL=postgres://… npx tsx apps/server/src/scripts/crash-safety.ts   (PostgreSQL)
 *
 * Prints a JSON summary; exits 1 when a check fails. CRASH_PORT sets the server's port (default: a free one).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { rows } from '../db/rows.js';
import { adminQuery, databaseUrl } from '../test/global-setup.js';
import {
  ServerExitedError,
  freePort,
  signInUser,
  uploadPdf,
  startServer,
  type ServerProcess,
} from '../test/server-process.js';

export interface CrashSafetyOptions {
  /** The server's port (the refused second server takes any free one). */
  port: number;
  /** PostgreSQL admin URL: a fresh database is created on it (and dropped). Else PGlite. */
  adminUrl?: string;
  /** When to SIGKILL, after the writes start; random in 200–1500 ms by default. */
  killAfterMs?: number;
  /** Parallel writers. */
  writers?: number;
}

export interface CrashSafetySummary {
  ok: boolean;
  database: 'pglite' | 'postgres';
  killAfterMs: number;
  killSignal: string | null;
  acknowledged: { loads: number; bids: number };
  /** Requests that had no answer when the server died (their outcome is unknown, either is fine). */
  unanswered: number;
  missing: { loads: string[]; bids: string[] };
  restart: { ms: number; healthy: boolean; writable: boolean };
  secondServer: { refused: boolean; exitCode: number | null; message: string } | 'not applicable';
  problems: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> } & Record<string, unknown>;
}

async function call(
  server: ServerProcess,
  cookie: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${server.url}/api/Transpoter/${route}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

function expectCreated(answer: Answer, step: string): Record<string, unknown> {
  if (answer.status !== 201 || !answer.body.data) {
    throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

/** A second server on the same PGlite directory, started: whether it refused, and what it said. */
async function secondServerOn(dataDir: string, servers: ServerProcess[]) {
  try {
    const second = await startServer({ port: await freePort(), dataDir, timeoutMs: 30_000 });
    servers.push(second);
    return { refused: false, exitCode: null, message: 'a second server started' };
  } catch (error) {
    if (!(error instanceof ServerExitedError)) throw error;
    return {
      refused: error.status.code !== 0 && /in use by another server/.test(error.stderr),
      exitCode: error.status.code,
      message: error.stderr.trim(),
    };
  }
}

/** The acknowledged loads and bids the database does not hold (read with the server stopped). */
async function missingRows(
  dbUrl: string | undefined,
  dataDir: string,
  acknowledged: { loads: string[]; bids: string[] },
) {
  const database: Database = dbUrl
    ? await openPostgres(dbUrl, 1)
    : await openPglite({ dataDir: path.join(dataDir, 'pgdata') });
  const missing = { loads: [] as string[], bids: [] as string[] };
  try {
    for (const [table, ids] of [
      ['loads', acknowledged.loads],
      ['bids', acknowledged.bids],
    ] as const) {
      const found = new Set(
        (
          await rows<{ id: string }>(
            database.db,
            sql`SELECT id::text AS id FROM ${sql.identifier(table)} WHERE id::text = ANY(string_to_array(${ids.join(',')}, ','))`,
          )
        ).map((row) => row.id),
      );
      missing[table] = ids.filter((id) => !found.has(id));
    }
  } finally {
    await database.close();
  }
  return missing;
}

export async function runCrashSafety(options: CrashSafetyOptions): Promise<CrashSafetySummary> {
  const problems: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lb-crash-'));
  const dbName = options.adminUrl ? `lb_crash_${randomBytes(5).toString('hex')}` : undefined;
  const dbUrl = options.adminUrl && dbName ? databaseUrl(options.adminUrl, dbName) : undefined;
  if (options.adminUrl) await adminQuery(options.adminUrl, `CREATE DATABASE ${dbName}`);
  const killAfterMs = options.killAfterMs ?? 200 + Math.floor(Math.random() * 1300);
  const servers: ServerProcess[] = [];
  try {
    const first = await startServer({ port: options.port, dataDir, databaseUrl: dbUrl });
    servers.push(first);

    // A second server on the same PGlite directory must refuse to start, with a clear message.
    const secondServer = dbUrl ? ('not applicable' as const) : await secondServerOn(dataDir, servers);
    if (secondServer !== 'not applicable' && !secondServer.refused)
      problems.push(`second server not refused: ${JSON.stringify(secondServer)}`);

    // The parties: a shipper owns the loads, a transporter bids on them with one truck.
    const shipper = await signInUser(first.url, first.outboxFile, 'shipper');
    const transporter = await signInUser(first.url, first.outboxFile, 'transporter');
    const truck = expectCreated(
      await call(first, transporter, 'POST', 'insertTruck', {
        regNumber: 'KA01AB1234',
        trucks_type_id: 1,
        capacity_id: 10,
        insurance: await uploadPdf(first, transporter, 'insurance'),
        rc: await uploadPdf(first, transporter, 'rc'),
        location: 'Pune',
      }),
      'insertTruck',
    );

    // Writers: a load, then a bid on it, over and over, until the server dies.
    const acknowledged = { loads: [] as string[], bids: [] as string[] };
    let lastPair: { load: string; bid: string } | undefined;
    let unanswered = 0;
    let dead = false;
    const writer = async (w: number) => {
      for (let n = 0; !dead; n++) {
        try {
          const load = await call(first, shipper, 'POST', 'AddLoad', {
            // A place of its own per load: the same load twice in a day is refused (decision 030).
            pickupLoc: `Pune depot ${w}-${n}`,
            deliveryLoc: 'Chennai, Tamil Nadu',
            pickupDate: inDays(7),
            material_id: 1,
            capacity_id: 8,
            truck_type_id: 1,
            no_of_trucks: 1,
            comments: `Crash test writer ${w} load ${n}`,
          });
          const loadId = String(expectCreated(load, 'AddLoad').loads_id);
          acknowledged.loads.push(loadId);
          const bid = await call(first, transporter, 'POST', 'insertBidsLoad', {
            bidsTruck_amount: 30_000 + n,
            loads_id: loadId,
            trucks_id: truck.truck_id,
          });
          const bidId = String(expectCreated(bid, 'insertBidsLoad').bidsTruck_id);
          acknowledged.bids.push(bidId);
          lastPair = { load: loadId, bid: bidId };
        } catch (error) {
          if (!dead) throw error;
          unanswered += 1;
        }
      }
    };
    const writing = Promise.all(Array.from({ length: options.writers ?? 3 }, (_, w) => writer(w)));
    await sleep(killAfterMs);
    // On a slow machine the first bid may take longer than the kill time: the kill waits for one
    // (the point is to kill while writes are acknowledged and under way, not before any).
    for (const deadline = Date.now() + 60_000; acknowledged.bids.length === 0 && Date.now() < deadline;)
      await sleep(50);
    dead = true;
    const killed = await first.kill('SIGKILL');
    await writing;

    // Restart on the same data: recovery, then it serves and writes again.
    const started = performance.now();
    const restarted = await startServer({ port: options.port, dataDir, databaseUrl: dbUrl });
    servers.push(restarted);
    const restartMs = Math.round(performance.now() - started);
    const health = await fetch(`${restarted.url}/api/health`);
    // The last acknowledged bid, as its load's owner sees it now.
    const last = lastPair;
    if (last) {
      const listed = await call(restarted, shipper, 'GET', `viewAllBids?load_id=${last.load}`);
      const ids = ((listed.body.data ?? []) as unknown as { bidsTruck_id: string }[]).map(
        (b) => b.bidsTruck_id,
      );
      if (listed.status !== 200 || !ids.includes(last.bid)) {
        problems.push(
          `the last acknowledged bid ${last.bid} is not listed after the restart (${listed.status})`,
        );
      }
    }
    const fresh = await call(restarted, shipper, 'POST', 'AddLoad', {
      pickupLoc: 'Nagpur, Maharashtra',
      deliveryLoc: 'Hyderabad, Telangana',
      pickupDate: inDays(8),
      material_id: 1,
      capacity_id: 8,
      truck_type_id: 1,
      no_of_trucks: 1,
    });
    const writable = fresh.status === 201;
    if (!writable) problems.push(`no write after the restart: ${fresh.status}`);
    const exited = await restarted.stop();
    if (exited.code !== 0)
      problems.push(`the restarted server did not stop cleanly: ${JSON.stringify(exited)}`);

    // Every acknowledged row, straight from the database (the server is stopped).
    const missing = await missingRows(dbUrl, dataDir, acknowledged);
    if (missing.loads.length || missing.bids.length) {
      problems.push(`acknowledged rows lost: ${JSON.stringify(missing)}`);
    }
    if (acknowledged.bids.length === 0) problems.push('no bid was acknowledged before the kill');
    if (!health.ok) problems.push(`health after the restart: ${health.status}`);

    return {
      ok: problems.length === 0,
      database: dbUrl ? 'postgres' : 'pglite',
      killAfterMs,
      killSignal: killed.signal,
      acknowledged: { loads: acknowledged.loads.length, bids: acknowledged.bids.length },
      unanswered,
      missing,
      restart: { ms: restartMs, healthy: health.ok, writable },
      secondServer,
      problems,
    };
  } finally {
    for (const server of servers) await server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (options.adminUrl)
      await adminQuery(options.adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const summary = await runCrashSafety({
    port: process.env.CRASH_PORT ? Number(process.env.CRASH_PORT) : await freePort(),
    adminUrl: process.env.TEST_DATABASE_URL || undefined,
  });
  console.log(JSON.stringify(summary, null, 2));
  process.exitCode = summary.ok ? 0 : 1;
}
