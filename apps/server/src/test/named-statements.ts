import { preparedObservers } from '../db/prepared.js';

/** The named statements (db/prepared.ts) run while `work` runs: their texts, whitespace folded, and names. */
export async function namedStatementsOf(
  work: () => Promise<unknown>,
): Promise<{ sql: string; name: string }[]> {
  const seen: { sql: string; name: string }[] = [];
  const observe = ({ sql, name }: { sql: string; name: string }) =>
    void seen.push({ sql: sql.replace(/\s+/g, ' ').trim(), name });
  preparedObservers.add(observe);
  try {
    await work();
  } finally {
    preparedObservers.delete(observe);
  }
  return seen;
}
