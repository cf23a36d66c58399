/**
 * A database that is away answers 503 with Retry-After, never 500 (docs/deployment.md, When
 * PostgreSQL or Redis is away). The errors are the real ones node-postgres gives against servers
 * this test starts on 127.0.0.1: a closed port, a connection cut mid-way, a PostgreSQL that says
 * it is starting up, one that never answers. The server-side restart and the cut of every pooled
 * connection under load are in scripts/test-cluster.ts (a real PostgreSQL it starts).
 */
import Fastify from 'fastify';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { errorsPlugin, isDatabaseAway } from './errors.js';

const servers: Server[] = [];
const sockets = new Set<Socket>();
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP server on 127.0.0.1 that does `onConnection` with each client; answers its port. */
async function fakeServer(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** PostgreSQL's ErrorResponse message: severity, SQLSTATE and text. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write('E');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** What node-postgres rejects with when a pool query meets this server. */
async function errorFrom(port: number, connectTimeoutMs = 0): Promise<unknown> {
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'lb',
    database: 'lb',
    connectionTimeoutMillis: connectTimeoutMs,
  });
  pool.on('error', () => undefined);
  try {
    return await pool.query('SELECT 1').then(
      () => new Error('no error'),
      (error: unknown) => error,
    );
  } finally {
    await pool.end().catch(() => undefined);
  }
}

async function awayErrors() {
  const closed = await fakeServer(() => undefined);
  await new Promise((resolve) => servers.pop()!.close(resolve));
  return {
    refused: await errorFrom(closed),
    cut: await errorFrom(await fakeServer((socket) => socket.once('data', () => socket.destroy()))),
    startingUp: await errorFrom(
      await fakeServer((socket) =>
        socket.once('data', () => socket.end(errorResponse('57P03', 'the database system is starting up'))),
      ),
    ),
    terminated: await errorFrom(
      await fakeServer((socket) =>
        socket.once('data', () =>
          socket.end(errorResponse('57P01', 'terminating connection due to administrator command')),
        ),
      ),
    ),
    silent: await errorFrom(await fakeServer(() => undefined), 200),
  };
}

describe('a database that is away', () => {
  it('is told from a bad request by the errors node-postgres gives, however wrapped', async () => {
    for (const [name, error] of Object.entries(await awayErrors())) {
      expect(isDatabaseAway(error), name).toBe(true);
      // As Drizzle hands it on.
      expect(isDatabaseAway(new Error('Failed query: SELECT 1', { cause: error })), name).toBe(true);
    }
    for (const other of [
      new Error('boom'),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      null,
      'text',
    ])
      expect(isDatabaseAway(other)).toBe(false);
  });

  it("answers 503 with Retry-After in the user's language; any other fault stays a logged 500", async () => {
    const errors = await awayErrors();
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/away/:name', async (request) => {
      throw errors[(request.params as { name: keyof typeof errors }).name];
    });
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
    for (const name of Object.keys(errors)) {
      const response = await app.inject({
        method: 'GET',
        url: `/away/${name}`,
        headers: { 'accept-language': 'hi' },
      });
      expect([name, response.statusCode]).toEqual([name, 503]);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        error: 'Service Unavailable',
        code: 'errors.unavailable',
        message: expect.stringMatching(/[\u0900-\u097F]/),
        issues: [],
        retry_after: 5,
      });
    }
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
