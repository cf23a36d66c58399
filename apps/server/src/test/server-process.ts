import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_AREA, ROLE_PREFIX, toRegisterBody, type Role } from '@lorrybazaar/contract';
import { PDF } from './one-page-pdf.js';

/**
 * The real server as a child process (`node --import tsx apps/server/src/server.ts`, as
 * e2e/start-server.sh runs it, or the built `apps/server/dist/server.js`, as `npm start` runs
 * it): SMS to an outbox file, raised per-IP limits. For tests and scripts that need a process to
 * kill, restart or load (no vitest imports here).
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/server.ts');
/** What `npm run build` makes (apps/server/build.mjs) and `npm start` runs. */
export const BUILT_SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');

/** Builds apps/server/dist from the current source (well under a second). */
export function buildServer(): void {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/build.mjs')], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`apps/server/build.mjs failed:\n${result.stderr || result.stdout}`);
}
const OUTPUT_LIMIT = 64 * 1024;

/** A port nothing listens on now (tests pick their own instead of fixing numbers that can clash). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartServerOptions {
  port: number;
  /** PGlite data directory (kept); a fresh scratch directory (removed by stop()) when omitted. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite; the data directory then holds only secrets and the outbox. */
  databaseUrl?: string;
  /** Environment on top of the defaults (e.g. LOG_LEVEL, rate limits). */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health (a first start migrates the database). */
  timeoutMs?: number;
  /** Run the built JavaScript with plain node (buildServer() first) instead of the source through tsx. */
  built?: boolean;
  /** Options for node itself, before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> (no trailing slash). */
  url: string;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  outboxFile: string;
  /** Resolves when the process has ended. */
  exited: Promise<ExitStatus>;
  /** What the process wrote so far (the last 64 KiB of each). */
  output(): { stdout: string; stderr: string };
  /** SIGTERM (graceful shutdown), SIGKILL after 15 s; removes a scratch data dir it created. */
  stop(): Promise<ExitStatus>;
  /** Sends a signal and waits for the process to end (SIGKILL: a crash). Keeps the data dir. */
  kill(signal?: NodeJS.Signals): Promise<ExitStatus>;
}

/** The server process ended before it answered /api/health (e.g. the data directory is locked). */
export class ServerExitedError extends Error {
  constructor(
    readonly status: ExitStatus,
    readonly stderr: string,
    readonly stdout: string,
  ) {
    super(
      `The server exited (code ${status.code}, signal ${status.signal}) before it was ready:\n${stderr || stdout}`,
    );
    this.name = 'ServerExitedError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Spawns the server and resolves once /api/health answers 200; rejects if it exits first. */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const { port } = options;
  const url = `http://127.0.0.1:${port}`;
  if (await healthy(url)) throw new Error(`Port ${port} already serves a LorryBazaar server.`);

  const scratch = options.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'lb-server-'));
  const dataDir = path.resolve(options.dataDir ?? scratch!);
  const outboxFile = path.join(dataDir, 'sms-outbox.jsonl');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'outbox',
    SMS_OUTBOX_FILE: outboxFile,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_OTP_PER_IP_PER_HOUR: '100000',
    RATE_LIMIT_VERIFY_PER_IP_PER_HOUR: '100000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };

  const args = [
    ...(options.nodeArgs ?? []),
    ...(options.built ? ['--enable-source-maps', BUILT_SERVER_ENTRY] : ['--import', 'tsx', SERVER_ENTRY]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const keep = (text: string) => (text.length > OUTPUT_LIMIT ? text.slice(-OUTPUT_LIMIT) : text);
  child.stdout!.on('data', (chunk: Buffer) => (stdout = keep(stdout + chunk.toString())));
  child.stderr!.on('data', (chunk: Buffer) => (stderr = keep(stderr + chunk.toString())));
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let ended: ExitStatus | undefined;
  void exited.then((status) => (ended = status));

  const removeScratch = () => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!ended) child.kill(signal);
    return exited;
  };
  const stop = async () => {
    if (!ended) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
      removeScratch();
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!(await healthy(url))) {
    if (ended) {
      removeScratch();
      throw new ServerExitedError(ended, stderr, stdout);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer ${url}/api/health in time:\n${stderr || stdout}`);
    }
    await sleep(100);
  }

  return {
    url,
    pid: child.pid!,
    child,
    dataDir,
    outboxFile,
    exited,
    output: () => ({ stdout, stderr }),
    stop,
    kill,
  };
}

// ---------------------------------------------------------------- sign-in over HTTP

/** A random valid 10-digit mobile (starts with 9), unlikely to repeat across processes. */
export function randomMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** The latest code the server wrote to the outbox for this mobile at or after `after` (ms). */
export async function readOtp(
  outboxFile: string,
  mobile: string,
  after = 0,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(outboxFile, 'utf8').catch(() => '');
    const last = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; otp: string; at: string })
      .filter((message) => message.to === `+91${mobile}` && message.otp && Date.parse(message.at) >= after)
      .at(-1);
    if (last) return last.otp;
    if (Date.now() > deadline) throw new Error(`No SMS for ${mobile} in ${outboxFile}`);
    await sleep(50);
  }
}

const PROFILE: Record<Role, { name: string; companyName: string }> = {
  transporter: { name: 'Ravi Kumar', companyName: 'Ravi Roadways' },
  broker: { name: 'Anita Shah', companyName: 'Shah Freight' },
  shipper: { name: 'Mohan Das', companyName: 'Das Cements' },
  driver: { name: 'Suresh Babu', companyName: '' },
};

/** `name=value; …` of every cookie set so far (the server's cookies all live on /api). */
function mergeCookies(jar: Map<string, string>, response: Response): string {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function post(url: string, body: unknown, cookie: string, step: string): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${step} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Signs a user in the way the screens do (send-otp, the code from the outbox, Verify-otp,
 * Register) and returns the `cookie` request header holding the session.
 */
export async function signInUser(
  url: string,
  outboxFile: string,
  role: Role,
  mobile: string = randomMobile(),
): Promise<string> {
  const jar = new Map<string, string>();
  const area = ROLE_AREA[role];
  const started = Date.now() - 1;
  let cookie = mergeCookies(
    jar,
    await post(
      `${url}/api/${role === 'transporter' ? 'Transpoter' : 'Broker'}/send-otp`,
      { transporters_mob: mobile },
      '',
      'send-otp',
    ),
  );
  const otp = await readOtp(outboxFile, mobile, started);
  cookie = mergeCookies(
    jar,
    await post(
      `${url}/api/${area}/Verify-otp`,
      { [`${ROLE_PREFIX[role]}_mob`]: mobile, otp },
      cookie,
      'Verify-otp',
    ),
  );
  const body = toRegisterBody(role, mobile, {
    ...PROFILE[role],
    email: `${role}.${mobile}@example.in`,
    landPhone: '08023456789',
  });
  cookie = mergeCookies(jar, await post(`${url}/api/${area}/Register`, body, cookie, 'Register'));
  return cookie;
}

/**
 * Uploads a small one-page PDF (truck papers must pass the readability check) through the API as
 * the signed-in `cookie`; answers the file id.
 */
export async function uploadPdf(server: { url: string }, cookie: string, purpose: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), `${purpose}.pdf`);
  const response = await fetch(`${server.url}/api/Transpoter/uploadFile`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (response.status !== 201) throw new Error(`uploadFile answered ${response.status}`);
  return ((await response.json()) as { data: { file_id: string } }).data.file_id;
}
