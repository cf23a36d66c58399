/**
 * Work a subscriber starts after a change committed (it runs beside the response): tracked, so
 * that closing the app waits for it before the database closes.
 */
export function pendingWork() {
  const pending = new Set<Promise<unknown>>();
  return {
    track<T>(work: Promise<T>): Promise<T> {
      pending.add(work);
      const done = () => pending.delete(work);
      work.then(done, done);
      return work;
    },
    async settled(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}
