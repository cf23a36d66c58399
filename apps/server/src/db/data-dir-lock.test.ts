import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const LOCK_MODULE = pathToFileURL(fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url))).href;
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dir: string;
let lockFile: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lb-lock-'));
  lockFile = path.join(dir, 'server.lock');
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Another server process holding the lock: the real lockDataDir in a child process. */
async function lockInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
    await lockDataDir(${JSON.stringify(dataDir)});
    process.stdout.write('locked\\n');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}: ${stderr}`)));
  });
  return child;
}

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(result.stdout);
}

/** Fast timings: a heartbeat every 100 ms, stale after 600 ms. */
const FAST = { heartbeatMs: 100, staleMs: 600 };
const owner = () =>
  JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; host: string; token: string };

/** A lock file as a server in another PID namespace or container writes it: it may name our own pid. */
function foreignLock(touchedMsAgo: number) {
  writeFileSync(
    lockFile,
    JSON.stringify({ host: 'other-container', boot: 'x', pid: process.pid, token: 'theirs' }),
  );
  const at = new Date(Date.now() - touchedMsAgo);
  utimesSync(lockFile, at, at);
}

describe('data directory lock', () => {
  it('holds the lock with our pid, keeps it fresh, and releases it', async () => {
    const release = await lockDataDir(dir, FAST);
    expect(owner().pid).toBe(process.pid);
    const { mtimeMs } = statSync(lockFile);
    await sleep(400);
    expect(statSync(lockFile).mtimeMs).toBeGreaterThan(mtimeMs);
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a second lock on the same directory in the same process', async () => {
    const release = await lockDataDir(dir, FAST);
    try {
      await expect(lockDataDir(dir, FAST)).rejects.toThrow(DataDirLockedError);
      // Another spelling of the same path is the same directory.
      await expect(lockDataDir(path.join(dir, '.'), FAST)).rejects.toThrow(DataDirLockedError);
    } finally {
      release();
    }
    // Released: it can be locked again.
    (await lockDataDir(dir, FAST))();
  });

  it('refuses the lock while another live process holds it, and takes it over once that process is gone', async () => {
    const holder = await lockInAnotherProcess(dir);
    expect(owner().pid).toBe(holder.pid);
    await expect(lockDataDir(dir)).rejects.toThrow(
      new RegExp(`in use by another server \\(pid ${holder.pid}\\)`),
    );

    // Killed without a chance to clean up (SIGKILL): its lock file stays behind, and goes stale.
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(existsSync(lockFile)).toBe(true);
    const release = await lockDataDir(dir);
    expect(owner().pid).toBe(process.pid);
    release();
  }, 20_000);

  it('refuses a lock with a live heartbeat from another PID namespace, even when it names our own pid', async () => {
    foreignLock(0);
    // The other server's heartbeat goes on.
    const beat = setInterval(() => utimesSync(lockFile, new Date(), new Date()), FAST.heartbeatMs);
    try {
      await expect(lockDataDir(dir, FAST)).rejects.toThrow(/in use by another server .*other-container/);
      expect(owner().token).toBe('theirs');
    } finally {
      clearInterval(beat);
    }
  });

  it('takes over a lock whose heartbeat has stopped, whatever live pid it names', async () => {
    foreignLock(FAST.staleMs * 10);
    const release = await lockDataDir(dir, FAST);
    expect(owner()).toMatchObject({ pid: process.pid, host: hostname() });
    release();

    // Touched a moment ago, then never again (a crash just now): taken over once it goes stale.
    foreignLock(0);
    const started = Date.now();
    const again = await lockDataDir(dir, FAST);
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAST.staleMs - 100);
    expect(owner().pid).toBe(process.pid);
    again();
  });

  it('gives the lock up when another server took it over', async () => {
    let lost = false;
    const release = await lockDataDir(dir, { ...FAST, onLost: () => (lost = true) });
    foreignLock(0);
    await expect.poll(() => lost, { timeout: 3000 }).toBe(true);
    release();
    // Not ours any more: releasing leaves the other server's file alone.
    expect(owner().token).toBe('theirs');
  });

  it('takes over a stale lock file left by a dead process', async () => {
    const pid = deadPid();
    expect(pid).toBeGreaterThan(0);
    writeFileSync(lockFile, String(pid));
    const at = new Date(Date.now() - FAST.staleMs * 2);
    utimesSync(lockFile, at, at);
    const release = await lockDataDir(dir, FAST);
    expect(owner().pid).toBe(process.pid);
    release();
  });

  it('takes over an unreadable stale lock file', async () => {
    writeFileSync(lockFile, 'garbage');
    const release = await lockDataDir(dir, FAST);
    expect(owner().pid).toBe(process.pid);
    release();
  });
});
