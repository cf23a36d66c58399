import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds: its own pid in the file must not let it lock a second time. */
const held = new Set<string>();

/**
 * PGlite is one process per data directory: a second writer would corrupt it. The lock file
 * holds the owner's pid; a lock left by a dead process (after SIGKILL) is taken over, and so is
 * one bearing our own pid that we do not hold (a restarted container is often pid 1 again).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, 'server.lock');
  if (held.has(file)) {
    throw new DataDirLockedError(`The data directory ${dataDir} is already in use by this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another server (pid ${owner}). Stop it, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
