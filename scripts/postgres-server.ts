/**
 * A throwaway PostgreSQL 15 of the test's own (initdb in a scratch directory, on a free port), so
 * the multi-process test can stop and start the engine under a running server without touching
 * the PostgreSQL other tests use (scripts/test-cluster.ts). Needs Debian's postgresql-15 binaries
 * (`PG_BIN`); as root, the engine runs as the `postgres` user, as .ci/run starts its own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/test/server-process.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  /** The `postgres` database of this engine. */
  url: string;
  /** `pg_ctl stop -m immediate`: a crash, no checkpoint, every connection cut. */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** Stops the engine and removes its directory. */
  remove(): Promise<void>;
}

/** Runs a PostgreSQL binary, as `postgres` when this process is root; rejects with its output. */
function run(binary: string, args: string[]): Promise<void> {
  const command = [path.join(PG_BIN, binary), ...args];
  const asRoot = userInfo().uid === 0;
  const quoted = command.map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ');
  const child = asRoot
    ? spawn('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${binary} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lb-faults-pg-'));
  if (userInfo().uid === 0)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    start,
    remove: async () => {
      await run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
