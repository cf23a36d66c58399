import { preparedObservers } from '../db/prepared.js';

/**
 * The named statements (db/prepared.ts) run while `work` runs: their texts, whitespace folded,
 * names and parameters.
 */
export async function namedStatementsOf(
  work: () => Promise<unknown>,
): Promise<{ sql: string; name: string; params: unknown[] }[]> {
  const seen: { sql: string; name: string; params: unknown[] }[] = [];
  const observe = ({ sql, name, params }: { sql: string; name: string; params: unknown[] }) =>
    void seen.push({ sql: sql.replace(/\s+/g, ' ').trim(), name, params });
  preparedObservers.add(observe);
  try {
    await work();
  } finally {
    preparedObservers.delete(observe);
  }
  return seen;
}
