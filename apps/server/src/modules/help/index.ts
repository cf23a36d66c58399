import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { helpRoutes } from './help.routes.js';
import { createHelpService, type HelpService } from './help.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    help: HelpService;
  }
}

export const helpModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('help', createHelpService({ db: app.db, clock: app.clock }));
    await app.register(helpRoutes, { prefix: '/api' });
  },
  { name: 'help', dependencies: ['db', 'auth'] },
);
