/**
 * Cold start and memory of the server, run through tsx (the TypeScript source, as the tests and
 * `npm run dev` run it) against the built bundle (`npm start`: node apps/server/dist/server.js).
 * Each start is timed from spawning the process to the first 200 of GET /api/health (polled
 * every 20 ms), then the process's resident memory is read from /proc (VmRSS now, VmHWM peak).
 * "first start": an empty data directory (PGlite initialises and every migration runs);
 * "restart": the same directory again (what a deploy or a crash restart costs).
 * Usage: npm run bench:start [-- runs]   (prints a Markdown table, then JSON)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, freePort } from '../apps/server/src/test/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MODES = {
  tsx: ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')],
  built: ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/server.js')],
} as const;
type Mode = keyof typeof MODES;
const runs = Number(process.argv[2] ?? 3);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function memoryMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

async function startOnce(mode: Mode, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, MODES[mode], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'outbox',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${mode} server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (performance.now() - started > 300_000) {
      child.kill('SIGKILL');
      throw new Error(`${mode} server not healthy in 300 s`);
    }
    await sleep(20);
  }
  const ms = Math.round(performance.now() - started);
  // Memory once the start-up work (the membership job's first pass) has settled.
  await sleep(1000);
  const memory = memoryMiB(child.pid!);
  child.kill('SIGTERM');
  await exited;
  return { ms, ...memory };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

buildServer();
type Sample = Awaited<ReturnType<typeof startOnce>>;
const samples: Record<'first start' | 'restart', Record<Mode, Sample[]>> = {
  'first start': { tsx: [], built: [] },
  restart: { tsx: [], built: [] },
};
// The modes take turns run by run, so a change in the machine's other load hits both alike.
for (let run = 0; run < runs; run++) {
  for (const mode of Object.keys(MODES) as Mode[]) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lb-start-'));
    try {
      samples['first start'][mode].push(await startOnce(mode, dataDir));
      samples.restart[mode].push(await startOnce(mode, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
const summary = (list: Sample[]) => ({
  ms: median(list.map((s) => s.ms)),
  rss: median(list.map((s) => s.rss)),
  peak: median(list.map((s) => s.peak)),
});
const results = Object.fromEntries(
  Object.entries(samples).map(([name, byMode]) => [
    name,
    { tsx: summary(byMode.tsx), built: summary(byMode.built) },
  ]),
);

console.log(
  `| start (median of ${runs}, PGlite) | tsx: to healthy | built: to healthy | tsx: RSS (peak) | built: RSS (peak) |`,
);
console.log('| --- | --- | --- | --- | --- |');
for (const [name, byMode] of Object.entries(results)) {
  console.log(
    `| ${name} | ${byMode.tsx.ms} ms | ${byMode.built.ms} ms | ${byMode.tsx.rss} MiB (${byMode.tsx.peak}) | ${byMode.built.rss} MiB (${byMode.built.peak}) |`,
  );
}
console.log(JSON.stringify({ node: process.version, runs, loadAverage: loadavg(), results }, null, 2));
