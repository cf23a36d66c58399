/**
 * bench/engine.ts's PGlite half, run as a process of its own: opens the PGlite data directory
 * named in the input file and runs the call's statements, in order, from `connections` loops at
 * once for `seconds` (PGlite runs one statement at a time, so the others wait as the server's
 * requests would), named ones as prepared statements as the server runs them. Prints one JSON
 * EngineRun on stdout.
 */
import { readFileSync } from 'node:fs';
import { createPgliteClient, pglitePrepared } from '../apps/server/src/db/client.ts';
import { percentile, type EngineRun } from './engine.ts';
import type { TracedStatement } from './sql-trace.ts';

const input = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  dataDir: string;
  statements: TracedStatement[];
  seconds: number;
  connections: number;
};
const client = await createPgliteClient({ dataDir: input.dataDir });
// Named statements as the server runs them (db/prepared.ts), the others through query().
const prepared = pglitePrepared(client);
const runOne = (statement: TracedStatement) =>
  statement.name
    ? prepared(statement.name, statement.sql, statement.params)
    : client.query(statement.sql, statement.params);
// Warm, as the server is by its earlier calls: the first runs read their pages from disk.
const warmUntil = performance.now() + Math.min(3, input.seconds) * 1000;
while (performance.now() < warmUntil) for (const statement of input.statements) await runOne(statement);

const latencies: number[] = [];
let errors = 0;
const until = performance.now() + input.seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: input.connections }, async () => {
    while (performance.now() < until) {
      const begun = performance.now();
      try {
        for (const statement of input.statements) await runOne(statement);
      } catch {
        errors += 1;
      }
      // Only what finished within the time counts, as with autocannon and pgbench.
      if (performance.now() <= until) latencies.push(performance.now() - begun);
    }
  }),
);
const elapsed = (until - started) / 1000;
await client.close();
latencies.sort((a, b) => a - b);
const result: EngineRun = {
  rps: Math.round(latencies.length / elapsed),
  p50_ms: Math.round(percentile(latencies, 50) * 10) / 10,
  p99_ms: Math.round(percentile(latencies, 99) * 10) / 10,
  requests: latencies.length,
  errors,
  statements: input.statements.length,
  how: input.statements.every((statement) => statement.name)
    ? 'pglite prepared'
    : input.statements.some((statement) => statement.name)
      ? 'pglite prepared and query()'
      : 'pglite query()',
};
console.log(JSON.stringify(result));
