import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' as const, database: app.database.kind });
      }
    },
  );

  // What a proxy or orchestrator probes to decide whether to send this process new requests:
  // no database query (/api/health does that), only whether the process is taking traffic.
  // 503 from the moment shutdown begins, while in-flight requests still finish
  // (docs/deployment.md, Health and readiness).
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: whether this process takes new requests',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('stopping') }),
        },
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.ready) return { status: 'ready' as const };
      return reply
        .status(503)
        .header('connection', 'close')
        .send({ status: 'stopping' as const });
    },
  );
};
