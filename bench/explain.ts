/**
 * The plans of a few of the crowd's searches (docs/performance.md, "The crowd"): each listing
 * statement a search ran (its page's rows chosen and shown, its capped count), as the statement trace recorded it
 * (bench/sql-trace.ts), run again under `EXPLAIN (ANALYZE, BUFFERS)` straight against the
 * engine, after the server has stopped (a PGlite data directory has one user at a time), once
 * run plainly first so that its pages are in the cache as they were for the server. Its
 * parameters are bound as the server bound them, so the plan is the one for those values (what
 * a search by place or date gets, planned each time; a named statement's generic plan may
 * differ: decision 032).
 */
import pg from 'pg';
import { createPgliteClient } from '../apps/server/src/db/client.ts';
import type { CrowdRequest } from './crowd.ts';
import { LISTING_COUNT, LISTING_ROWS, LISTING_SHOWN } from './listing-reads.ts';
import type { TracedStatement } from './sql-trace.ts';

export interface Explained {
  /** The search: method, path and body. */
  search: string;
  statement: 'rows' | 'shown' | 'count';
  execution_ms: number;
  planning_ms: number;
  /** EXPLAIN's lines. */
  plan: string[];
}

const timeOf = (plan: string[], what: string) =>
  Number(plan.map((line) => new RegExp(`${what} Time: ([\\d.]+) ms`).exec(line)?.[1]).find(Boolean) ?? NaN);

export async function explainStatements(
  where: string,
  searches: { request: CrowdRequest; statements: TracedStatement[] }[],
): Promise<Explained[]> {
  const run = await explainer(where);
  const explained: Explained[] = [];
  try {
    for (const { request, statements } of searches) {
      const search = `${request.method} ${request.path.replace('/api/Transpoter/', '')} ${JSON.stringify(request.body ?? {})}`;
      for (const statement of statements) {
        const kind = LISTING_ROWS.test(statement.sql)
          ? 'rows'
          : LISTING_SHOWN.test(statement.sql)
            ? 'shown'
            : LISTING_COUNT.test(statement.sql)
              ? 'count'
              : null;
        if (!kind) continue;
        // Once first, as the server had run it: the plan is of a warm cache, not of a first read.
        await run(statement.sql, statement.params);
        const plan = await run(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
        explained.push({
          search,
          statement: kind,
          execution_ms: timeOf(plan, 'Execution'),
          planning_ms: timeOf(plan, 'Planning'),
          plan,
        });
      }
    }
  } finally {
    await run.close();
  }
  return explained;
}

/** Runs EXPLAIN on the engine behind `where` (a PostgreSQL URL or a PGlite data directory): its lines. */
async function explainer(where: string) {
  if (where.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: where, options: '-c TimeZone=UTC' });
    await client.connect();
    return Object.assign(
      async (text: string, params: unknown[]) =>
        (await client.query<{ 'QUERY PLAN'?: string }>(text, params)).rows.map(
          (row) => row['QUERY PLAN'] ?? '',
        ),
      { close: () => client.end() },
    );
  }
  const client = await createPgliteClient({ dataDir: where });
  return Object.assign(
    async (text: string, params: unknown[]) =>
      (await client.query<{ 'QUERY PLAN'?: string }>(text, params)).rows.map(
        (row) => row['QUERY PLAN'] ?? '',
      ),
    { close: () => client.close() },
  );
}

/** What each statement of a search may take alone at a million loads on PostgreSQL (docs/decisions/047). */
export const STATEMENT_TARGET_MS = 5;

/**
 * The plans, for the terminal: how many statements passed the target and the slowest, then each
 * search with each statement's times and plan.
 */
export function explainText(explained: Explained[]): string {
  const over = explained.filter((entry) => entry.execution_ms > STATEMENT_TARGET_MS);
  const slowest = [...explained].sort((a, b) => b.execution_ms - a.execution_ms)[0];
  const out: string[] = [
    `\n  ${explained.length} statements, ${over.length} over ${STATEMENT_TARGET_MS} ms of execution` +
      (slowest ? `; slowest ${slowest.execution_ms} ms (${slowest.statement} of ${slowest.search})` : ''),
  ];
  let last = '';
  for (const entry of explained) {
    if (entry.search !== last) out.push(`\n${entry.search}`);
    last = entry.search;
    out.push(`  ${entry.statement}: execution ${entry.execution_ms} ms, planning ${entry.planning_ms} ms`);
    out.push(...entry.plan.map((line) => `    ${line}`));
  }
  return out.join('\n');
}
