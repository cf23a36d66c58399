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
};
