/**
 * The PostgreSQL pool through a connection that dies (docs/decisions/036), against a stand-in
 * for PostgreSQL on 127.0.0.1 that speaks just enough of the wire protocol: it accepts, answers
 * simple queries with no rows, and drops the connection on a chosen statement. The real
 * PostgreSQL cut and crashed under load is in scripts/test-cluster.ts.
 */
import { sql } from 'drizzle-orm';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isDatabaseAway } from '../plugins/app/errors.js';
import { openPostgres } from './client.js';

/** A backend message: type, length, body. */
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
const READY = message('Z', Buffer.from('I'));

/** Answers its port and how many connections it took; drops any connection that sends `dropOn`. */
async function fakePostgres(dropOn: RegExp) {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    let started = false;
    let pending = Buffer.alloc(0) as Buffer;
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          // The startup message: a length, no type byte.
          if (pending.length < 4 || pending.length < pending.readInt32BE(0)) return;
          pending = pending.subarray(pending.readInt32BE(0));
          started = true;
          socket.write(Buffer.concat([message('R', int32(0)), READY]));
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) return;
        const type = String.fromCharCode(pending[0]!);
        const body = pending.subarray(5, 1 + pending.readInt32BE(1));
        pending = pending.subarray(1 + pending.readInt32BE(1));
        if (type === 'X') return void socket.end();
        if (type !== 'Q') continue;
        const text = body.toString().replace(/\0$/, '');
        if (dropOn.test(text)) return void socket.destroy();
        socket.write(Buffer.concat([message('C', Buffer.from('SELECT 0\0')), READY]));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `postgres://lb@127.0.0.1:${(server.address() as AddressInfo).port}/lb`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a pooled connection that dies', () => {
  it('under a transaction\'s BEGIN fails it as "database away" and gives the connection back', async () => {
    const postgres = await fakePostgres(/^begin/i);
    // A pool of one: a connection kept out would leave nothing for the next request.
    const database = await openPostgres(postgres.url, 1);
    const lost: Error[] = [];
    database.onConnectionError?.((error) => lost.push(error));
    try {
      const failed = await database.db.transaction(async () => 'never').catch((error: unknown) => error);
      expect(isDatabaseAway(failed)).toBe(true);
      // Drizzle sends BEGIN outside its try/finally; the pool still has its one connection free.
      await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
      expect(postgres.connections()).toBe(2); // the one that died (the start-up probe's), a new one
    } finally {
      await database.close();
      await postgres.close();
    }
  });

  it('while idle in the pool is reported once and never ends the process', async () => {
    const postgres = await fakePostgres(/^never$/);
    const database = await openPostgres(postgres.url, 2);
    const lost: Error[] = [];
    database.onConnectionError?.((error) => lost.push(error));
    try {
      await database.db.execute(sql`select 1`);
      // The server goes away with the pool's connection idle: an 'error' nobody listened to
      // would end this process (and the test run) here.
      await postgres.close();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      const next = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(isDatabaseAway(next)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
