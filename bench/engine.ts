/**
 * The engine alone (docs/performance.md, "HTTP ÷ engine"): the statements a marketplace call runs,
 * as the benchmark's trace recorded them (bench/sql-trace.ts), run straight against the database
 * by as many concurrent clients as autocannon has connections, for as long. What a call could
 * reach if the server added nothing.
 *
 * - PostgreSQL: pgbench, one script per call holding its statements with their parameters
 *   written in as literals (`-M prepared` when the server runs them as named prepared
 *   statements, else `-M extended`, a parse and plan per statement as the server's unnamed
 *   statements have), 50 clients on 2 threads.
 * - PGlite: a process of its own opens the data directory (the server has stopped) and runs the
 *   statements through one PGlite instance, 50 loops at once, without the server's turns
 *   (bench/engine-pglite.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TracedStatement } from './sql-trace.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface EngineRun {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  errors: number;
  /** Statements per request (one pgbench transaction or loop turn runs them all). */
  statements: number;
  /** How they ran: `pgbench -M prepared`, `pglite query()`, … */
  how: string;
}

/** A parameter as an SQL literal (strings quoted, NULL), for pgbench's script. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The statement with its parameters written in. pgbench reads `:name` as one of its variables
 * even inside a string literal (the timestamp formats' `HH24:MI:SS`), so a literal holding a colon
 * becomes an escape string with the colon as `\x3a`: the same text to PostgreSQL.
 */
export function inlined(statement: TracedStatement): string {
  const text = statement.sql.replace(/\$(\d+)\b/g, (_, n: string) =>
    literal(statement.params[Number(n) - 1]),
  );
  return text.replace(/(?<![A-Za-z0-9_])'((?:[^']|'')*)'/g, (whole, body: string) =>
    /:[A-Za-z_]/.test(body) ? `E'${body.replaceAll('\\', '\\\\').replaceAll(':', '\\x3a')}'` : whole,
  );
}

function pgbenchPath(): string | undefined {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(path.join(dir, 'pgbench'))) return path.join(dir, 'pgbench');
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const candidate = path.join(base, version, 'bin', 'pgbench');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

/** pgbench on PostgreSQL; undefined when no pgbench is installed (the table then says so). */
export async function enginePostgres(
  url: string,
  statements: TracedStatement[],
  seconds: number,
  connections: number,
): Promise<EngineRun | undefined> {
  const pgbench = pgbenchPath();
  if (!pgbench || statements.length === 0) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'lb-engine-'));
  try {
    const script = path.join(dir, 'call.sql');
    writeFileSync(script, statements.map((statement) => `${inlined(statement)};\n`).join(''));
    const mode = statements.every((statement) => statement.name) ? 'prepared' : 'extended';
    const result = await run(pgbench, [
      '-n',
      `-M${mode}`,
      `-c${connections}`,
      '-j2',
      `-T${seconds}`,
      '-l',
      `--log-prefix=${path.join(dir, 'tx')}`,
      `-f${script}`,
      url,
    ]);
    const failed = /number of failed transactions: (\d+)/.exec(result.stdout);
    if (result.code !== 0) throw new Error(`pgbench failed:\n${result.stderr || result.stdout}`);
    const latencies: number[] = [];
    for (const file of readdirSync(dir).filter((name) => name.startsWith('tx'))) {
      for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const fields = line.split(' ');
        if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1] ?? 0);
    return {
      rps: Math.round(tps),
      p50_ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p99_ms: Math.round(percentile(latencies, 99) * 10) / 10,
      requests: latencies.length,
      errors: Number(failed?.[1] ?? 0),
      statements: statements.length,
      how: `pgbench -M ${mode}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same through PGlite, in a process of its own on the (closed) data directory. */
export async function enginePglite(
  dataDir: string,
  statements: TracedStatement[],
  seconds: number,
  connections: number,
): Promise<EngineRun | undefined> {
  if (statements.length === 0) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'lb-engine-'));
  try {
    const input = path.join(dir, 'input.json');
    writeFileSync(input, JSON.stringify({ dataDir, statements, seconds, connections }));
    const result = await run(process.execPath, [
      '--import',
      'tsx',
      path.join(ROOT, 'bench', 'engine-pglite.ts'),
      input,
    ]);
    if (result.code !== 0) throw new Error(`engine-pglite failed:\n${result.stderr || result.stdout}`);
    return JSON.parse(result.stdout) as EngineRun;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export { percentile };
