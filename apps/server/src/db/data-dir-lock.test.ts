import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const LOCK_MODULE = pathToFileURL(fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url))).href;
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

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
    lockDataDir(${JSON.stringify(dataDir)});
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

describe('data directory lock', () => {
  it('holds the lock with our pid and releases it', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a second lock on the same directory in the same process', () => {
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      // Another spelling of the same path is the same directory.
      expect(() => lockDataDir(path.join(dir, '.'))).toThrow(DataDirLockedError);
    } finally {
      release();
    }
    // Released: it can be locked again.
    lockDataDir(dir)();
  });

  it('refuses the lock while another live process holds it, and takes it over once that process is gone', async () => {
    const holder = await lockInAnotherProcess(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${holder.pid}`));

    // Killed without a chance to clean up (SIGKILL): its lock file stays behind, stale.
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(existsSync(lockFile)).toBe(true);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a stale lock file left by a dead process', () => {
    const pid = deadPid();
    expect(pid).toBeGreaterThan(0);
    writeFileSync(lockFile, String(pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockFile, 'garbage');
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });
});
