import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `pass` now and then every `intervalMs`, one pass at a time (a pass still under way when
 * the next is due is not started twice). A failed pass is logged as "<job> failed" and the next
 * one tries again. The timer never keeps the process alive. Returns the stop: it clears the
 * timer and waits for a pass under way (shutdown).
 */
export function startPeriodic(
  job: string,
  pass: () => Promise<void>,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => log.error({ err: error, job }, `${job} failed`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
