import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Redis on 127.0.0.1, speaking just enough RESP for ioredis: it answers the
 * connection's handshake, records every command, and answers the request limits' script
 * (EVALSHA, then EVAL) as `hits` says: a count and a window, or nothing at all (a Redis that
 * froze). For the fault tests of plugins/external/rate-limit.ts; the real Redis is in
 * scripts/test-cluster.ts.
 */
export interface FakeRedis {
  port: number;
  /** Every command received, as its words (`['eval', script, '1', key, …]`, as ioredis writes them). */
  commands: string[][];
  close(): Promise<void>;
}

const bulk = (text: string) => `$${Buffer.byteLength(text)}\r\n${text}\r\n`;

/** Reads the RESP arrays (`*N` of `$len` strings) in `buffer`; answers them and what is left over. */
function parse(buffer: Buffer): { commands: string[][]; rest: Buffer } {
  const commands: string[][] = [];
  let at = 0;
  const line = () => {
    const end = buffer.indexOf('\r\n', at);
    if (end < 0) return null;
    const text = buffer.subarray(at, end).toString();
    at = end + 2;
    return text;
  };
  for (;;) {
    const start = at;
    const head = line();
    if (head === null || !head.startsWith('*')) return { commands, rest: buffer.subarray(start) };
    const words: string[] = [];
    for (let i = 0; i < Number(head.slice(1)); i++) {
      const size = line();
      if (size === null || at + Number(size.slice(1)) + 2 > buffer.length)
        return { commands, rest: buffer.subarray(start) };
      words.push(buffer.subarray(at, at + Number(size.slice(1))).toString());
      at += Number(size.slice(1)) + 2;
    }
    commands.push(words);
  }
}

export async function startFakeRedis(
  hits: 'freeze' | ((key: string) => [number, number]),
  port = 0,
): Promise<FakeRedis> {
  const commands: string[][] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      const { commands: received, rest } = parse(Buffer.concat([pending, chunk]));
      pending = rest;
      for (const words of received) {
        commands.push(words);
        const name = words[0]?.toUpperCase();
        if (name === 'INFO') socket.write(bulk('# Server\r\nredis_version:7.0.0\r\nloading:0\r\n'));
        else if (name === 'EVALSHA') {
          if (hits !== 'freeze') socket.write('-NOSCRIPT No matching script.\r\n');
        } else if (name === 'EVAL') {
          if (hits !== 'freeze') {
            const [count, ttl] = hits(words[3] ?? '');
            socket.write(`*2\r\n:${count}\r\n:${ttl}\r\n`);
          }
        } else socket.write('+OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    commands,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
