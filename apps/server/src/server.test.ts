import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, freePort, signInUser, startServer, type ServerProcess } from './test/server-process.js';
import { PDF } from './test/uploads.js';

/**
 * The server as `npm start` runs it: the bundle apps/server/dist/server.js under plain node
 * (built here from the current source), on a fresh data directory: it must find on disk what it
 * reads at run time (migrations, translations), and shut down gracefully on SIGTERM.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DRAIN_MS = 1500;

let server: ServerProcess;
beforeAll(async () => {
  buildServer();
  server = await startServer({
    port: await freePort(),
    built: true,
    env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '10000' },
  });
});
afterAll(async () => {
  await server?.stop();
});

/** Whether a new TCP connection to the server's port is refused. */
function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('the built server (node apps/server/dist/server.js)', () => {
  it('runs as plain JavaScript, migrates a fresh database and serves health, readiness and translations', async () => {
    const commandLine = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine.some((arg) => arg.endsWith('apps/server/dist/server.js'))).toBe(true);
    expect(commandLine.join(' ')).not.toMatch(/tsx/);

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    // Reference data comes from the migrations the bundle found beside itself.
    const states = await fetch(`${server.url}/api/Transpoter/getAllStates`);
    expect(states.status).toBe(200);
    expect(((await states.json()) as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(36);
    const hindi = await fetch(`${server.url}/locales/hi/translation.json`);
    expect(hindi.status).toBe(200);
    expect(Object.keys((await hindi.json()) as object).length).toBeGreaterThan(0);
  });

  it('on SIGTERM: not ready at once, stops accepting, lets an upload under way finish, exits 0', async () => {
    const cookie = await signInUser(server.url, server.outboxFile, 'driver');
    const form = new FormData();
    form.append('purpose', 'insurance');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'insurance.pdf');
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await multipart.arrayBuffer());

    // A slow phone: the headers and most of the body now, the last bytes after the signal.
    const upload = request(`${server.url}/api/Transpoter/uploadFile`, {
      method: 'POST',
      agent: false,
      headers: {
        cookie,
        'content-type': multipart.headers.get('content-type')!,
        'content-length': body.length,
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload.on('error', reject);
      upload.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
    });
    upload.write(body.subarray(0, body.length - 40));
    await sleep(300);

    server.child.kill('SIGTERM');
    const notReady = await until('/api/ready to answer 503', async () => {
      const response = await fetch(`${server.url}/api/ready`).catch(() => undefined);
      return response && response.status !== 200 ? response : undefined;
    });
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'stopping' });

    // After the drain period the port closes; the upload's connection is still open.
    await until(
      'new connections to be refused',
      async () => ((await refused(server.url)) ? true : undefined),
      DRAIN_MS + 5000,
    );
    upload.end(body.subarray(body.length - 40));
    const result = await answered;
    expect(result.status).toBe(201);
    expect(JSON.parse(result.text)).toMatchObject({ data: { file_id: expect.any(String) } });

    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 30_000);
});
