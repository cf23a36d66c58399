import { randomUUID } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export class DataDirLockedError extends Error {}

export interface LockOptions {
  /** How often the holder touches the lock file. */
  heartbeatMs?: number;
  /** A lock file untouched this long belongs to nobody (its holder died or froze). */
  staleMs?: number;
  /** Called when another process has taken the lock from us; the default ends the process. */
  onLost?: () => void;
}

const DEFAULTS = { heartbeatMs: 1000, staleMs: 6000 };

interface Owner {
  host: string;
  boot: string;
  pid: number;
  token: string;
}

/** The kernel's boot id: pid numbers only mean something within one boot of one machine. */
function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

function readOwner(file: string): Partial<Owner> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
  } catch {
    return {};
  }
}

const mtime = (file: string): number | undefined => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The heartbeat runs on its own thread: a long synchronous stretch of the main thread (PGlite
 * migrating a fresh database) must not let the lock look stale. It also notices when the file
 * no longer holds our token (another server took it after all) and tells the main thread.
 */
const HEARTBEAT = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { file, token, heartbeatMs } = workerData;
setInterval(() => {
  let text = '';
  try { text = fs.readFileSync(file, 'utf8'); } catch {}
  if (!text.includes(token)) { parentPort.postMessage('lost'); return; }
  const now = new Date();
  try { fs.utimesSync(file, now, now); } catch {}
}, heartbeatMs);
`;

/** Lock files this process holds: its own pid in the file must not let it lock a second time. */
const held = new Set<string>();

/**
 * PGlite is one process per data directory: a second writer loses or corrupts data. Two servers
 * may share the directory from different PID namespaces (two containers on one volume), where
 * pids say nothing: both may be pid 1. So a lock is live while its heartbeat is: the holder
 * refreshes the file's mtime every second, and a file untouched for `staleMs` is taken over,
 * whatever pid it names (docs/architecture.md, hardening). The file names host, boot id and pid
 * only for the operator's message. A start that finds a recently touched lock watches it: if it
 * is touched again its holder is alive and the start is refused; if not, it went stale (a crash
 * a moment ago) and is taken over.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => void> {
  const { heartbeatMs, staleMs } = { ...DEFAULTS, ...options };
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, 'server.lock');
  if (held.has(file)) {
    throw new DataDirLockedError(`The data directory ${dataDir} is already in use by this process.`);
  }
  const me: Owner = { host: hostname(), boot: bootId(), pid: process.pid, token: randomUUID() };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await waitUntilStale(file, dataDir, staleMs, heartbeatMs);
      // Moved aside rather than deleted: of two servers taking over the same stale file, one
      // rename wins; the other finds the winner's fresh lock on its next attempt.
      try {
        renameSync(file, `${file}.stale-${me.token}`);
        rmSync(`${file}.stale-${me.token}`, { force: true });
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code !== 'ENOENT') throw renameError;
      }
      continue;
    }
    held.add(file);
    const worker = new Worker(HEARTBEAT, {
      eval: true,
      // A plain CommonJS script: none of the parent's loader flags (tsx, --input-type).
      execArgv: [],
      workerData: { file, token: me.token, heartbeatMs },
    });
    worker.unref();
    let released = false;
    worker.on('message', () => {
      if (released) return;
      released = true;
      void worker.terminate();
      held.delete(file);
      (options.onLost ?? lostLock)(dataDir);
    });
    return () => {
      if (released) return;
      released = true;
      held.delete(file);
      void worker.terminate();
      if (readOwner(file).token === me.token) rmSync(file, { force: true });
    };
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

/** Resolves once the lock file is stale (or gone); throws while its holder's heartbeat goes on. */
async function waitUntilStale(file: string, dataDir: string, staleMs: number, heartbeatMs: number) {
  const first = mtime(file);
  if (first === undefined) return;
  const watchedSince = Date.now();
  // Judged by our clock and by what we see change, so a skewed clock on a shared volume
  // cannot make a live lock look stale for ever or a dead one live for ever.
  while (Date.now() - first < staleMs && Date.now() - watchedSince < staleMs) {
    await sleep(Math.min(200, heartbeatMs / 2));
    const now = mtime(file);
    if (now === undefined) return;
    if (now !== first) {
      const owner = readOwner(file);
      const where = owner.host ? ` on host ${owner.host}` : '';
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another server (pid ${owner.pid ?? '?'})${where}. Stop it, or set DATA_DIR to another directory.`,
      );
    }
  }
}

function lostLock(dataDir: string): never {
  console.error(`Another server took the lock of ${dataDir}; stopping so that only one writes to it.`);
  process.exit(1);
}
