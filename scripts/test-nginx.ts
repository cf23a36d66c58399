/**
 * deploy/nginx.conf in front of two real servers (the built `npm start` JavaScript, each on its
 * own PGlite data directory), checked through nginx: health, index.html without caching, a
 * prerendered page in the language asked for, gzipped and varying by cookie and language, a
 * hashed asset cached for a year and gzipped, both servers reached, and X-Forwarded-For as the
 * servers' TRUST_PROXY=1 expects (the per-IP sign-in limit counts the address nginx saw, not the
 * proxy's and not one a client wrote). Run by `.ci/run` through scripts/test-nginx.sh; exits 1
 * on the first failed check.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strict as assert } from 'node:assert';
import {
  freePort,
  randomMobile,
  startServer,
  type ServerProcess,
} from '../apps/server/src/test/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const OTP_PER_IP = 2;
const started = Date.now();
const scratch = mkdtempSync(path.join(tmpdir(), 'lb-nginx-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request through nginx from a chosen loopback address (the "client" nginx sees). */
function call(
  port: number,
  options: { path: string; method?: string; from?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: { 'accept-encoding': 'gzip', ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: (res.headers['content-encoding'] === 'gzip' ? gunzipSync : (bytes: Buffer) => bytes)(
              Buffer.concat(chunks),
            ).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const sendOtp = (port: number, from: string, headers: Record<string, string> = {}) =>
  call(port, {
    path: '/api/Transpoter/send-otp',
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ transporters_mob: randomMobile() }),
  });

/** deploy/nginx.conf with its listen port and its two upstream servers replaced. */
function siteConfig(port: number, upstreams: number[]): string {
  let text = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const servers = text.match(/^\s*server 127\.0\.0\.1:\d+ /gm) ?? [];
  assert.equal(servers.length, 2, 'deploy/nginx.conf names two upstream servers');
  let next = 0;
  text = text.replace(
    /^(\s*server )127\.0\.0\.1:\d+ /gm,
    (_line, prefix: string) => `${prefix}127.0.0.1:${upstreams[next++]} `,
  );
  assert.match(text, /^\s*listen 80;$/m, 'deploy/nginx.conf listens on port 80');
  return text.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

const servers: ServerProcess[] = [];
let nginx: ReturnType<typeof spawn> | undefined;
try {
  // Both settle before going on, so the `finally` below stops whichever started.
  const starts = await Promise.allSettled(
    [0, 1].map(async () => {
      const server = await startServer({
        port: await freePort(),
        built: true,
        // A first start migrates a fresh database: slow on a busy machine.
        timeoutMs: 120_000,
        env: {
          TRUST_PROXY: '1',
          RATE_LIMIT_OTP_PER_IP_PER_HOUR: String(OTP_PER_IP),
          // Each request is logged with the client address the server believed.
          LOG_LEVEL: 'info',
          WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'),
        },
      });
      servers.push(server);
    }),
  );
  for (const start of starts) if (start.status === 'rejected') throw start.reason;

  const port = await freePort();
  writeFileSync(
    path.join(scratch, 'site.conf'),
    siteConfig(
      port,
      servers.map((s) => Number(new URL(s.url).port)),
    ),
  );
  writeFileSync(
    path.join(scratch, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${scratch}/nginx.pid;`,
      `error_log ${scratch}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${scratch}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${scratch}/${t};`),
      `  include ${scratch}/site.conf;`,
      '}',
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-p', scratch, '-c', path.join(scratch, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    const up = await call(port, { path: '/api/health' }).catch(() => undefined);
    if (up) break;
    if (tries > 100 || nginx.exitCode !== null)
      throw new Error(`nginx did not start: ${readFileSync(`${scratch}/error.log`, 'utf8')}`);
    await sleep(50);
  }

  // Health through the proxy.
  const health = await call(port, { path: '/api/health' });
  assert.equal(health.status, 200, '/api/health through nginx');
  assert.deepEqual(JSON.parse(health.body), { status: 'ok', database: 'pglite' });

  // index.html (for any page of the app) is revalidated every time.
  const page = await call(port, { path: '/c/Dashboard', headers: { accept: 'text/html' } });
  assert.equal(page.status, 200, 'a page of the app through nginx');
  assert.match(String(page.headers['content-type']), /text\/html/);
  assert.equal(page.headers['cache-control'], 'no-cache', 'index.html is not cached');
  const asset = /\/assets\/[\w.-]+\.js/.exec(page.body)?.[0];
  assert.ok(asset, 'index.html names a hashed script under /assets/');

  // A public page, prerendered in the visitor's language (decision 031): gzipped, revalidated, and
  // its Vary (the cookie and Accept-Language chose the file) passed on to the browser.
  const hindi = await call(port, { path: '/', headers: { accept: 'text/html', 'accept-language': 'hi-IN' } });
  assert.equal(hindi.status, 200, 'the landing page through nginx');
  assert.match(hindi.body, /<html lang="hi">/, 'the landing page in the language asked for');
  assert.equal(hindi.headers['cache-control'], 'no-cache', 'a prerendered page is not cached');
  assert.match(String(hindi.headers.vary), /Cookie/, 'a prerendered page varies by cookie');
  assert.match(String(hindi.headers.vary), /Accept-Language/, 'a prerendered page varies by language');
  assert.equal(hindi.headers['content-encoding'], 'gzip', 'pages are gzipped');

  // A hashed asset: a year, immutable, gzipped.
  const script = await call(port, { path: asset });
  assert.equal(script.status, 200, `${asset} through nginx`);
  assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(script.headers['content-encoding'], 'gzip', 'scripts are gzipped');
  const missing = await call(port, { path: '/assets/not-there-0000.js' });
  assert.equal(missing.status, 404);
  assert.doesNotMatch(
    String(missing.headers['cache-control'] ?? ''),
    /immutable/,
    'a missing asset is not cached for a year',
  );

  // Both upstreams take requests (each logs what it served).
  const served = (server: ServerProcess) =>
    server.output().stdout.split('"msg":"incoming request"').length - 1;
  const before = servers.map(served);
  for (let i = 0; i < 6; i++) assert.equal((await call(port, { path: '/api/ready' })).status, 200);
  const after = servers.map(served);
  servers.forEach((_server, i) =>
    assert.ok(after[i]! >= before[i]! + 2, `upstream ${i + 1} served requests`),
  );

  // X-Forwarded-For: the limit counts the client nginx saw. 127.0.0.5 uses up its codes on
  // both servers (round robin) ...
  const statuses: number[] = [];
  for (let i = 0; i < 2 * OTP_PER_IP + 2; i++) statuses.push((await sendOtp(port, '127.0.0.5')).status);
  assert.equal(
    statuses.filter((s) => s === 200).length,
    2 * OTP_PER_IP,
    `codes allowed per server: ${statuses}`,
  );
  assert.equal(statuses.filter((s) => s === 429).length, 2, `over the limit: ${statuses}`);
  // ... writing its own X-Forwarded-For does not make it someone else (on either server) ...
  for (let i = 0; i < 2; i++) {
    const spoofed = await sendOtp(port, '127.0.0.5', { 'x-forwarded-for': '198.51.100.7' });
    assert.equal(spoofed.status, 429, 'a client-written X-Forwarded-For is not believed');
  }
  // ... while another client, through the same proxy address, still gets its code.
  assert.equal((await sendOtp(port, '127.0.0.6')).status, 200, 'another client is not limited');
  const logged = servers.map((s) => s.output().stdout).join('');
  assert.match(logged, /"remoteAddress":"127\.0\.0\.5"/, 'the servers log the client address');
  assert.doesNotMatch(logged, /"remoteAddress":"198\.51\.100\.7"/);

  console.log(`nginx test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error('nginx test FAILED:', error);
  for (const [i, server] of servers.entries())
    console.error(`server ${i + 1} stderr:\n${server.output().stderr}`);
  process.exitCode = 1;
} finally {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => nginx!.once('exit', resolve));
  }
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(scratch, { recursive: true, force: true });
}
