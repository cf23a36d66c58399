/**
 * The benchmark's reference: a bare Fastify route answering the same 12 marketplace rows from a
 * constant (read once from BARE_ROWS_FILE), on BARE_PORT. What the machine and Node can do
 * without a database, sessions or validation.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const rows = JSON.parse(readFileSync(process.env.BARE_ROWS_FILE!, 'utf8')) as unknown;
const app = Fastify({ logger: false });
app.get('/rows', async () => rows);
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
