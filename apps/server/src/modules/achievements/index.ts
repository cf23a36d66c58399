import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { achievementsRoutes } from './achievements.routes.js';
import { createAchievementsService, type AchievementsService } from './achievements.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    achievements: AchievementsService;
  }
}

export const achievementsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('achievements', createAchievementsService({ db: app.db, clock: app.clock }));
    await app.register(achievementsRoutes, { prefix: '/api' });
  },
  { name: 'achievements', dependencies: ['db', 'auth'] },
);
