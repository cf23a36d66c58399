import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { profilesRoutes } from './profiles.routes.js';
import { createProfilesService, type ProfilesService } from './profiles.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesService;
  }
}

/** Profiles, addresses, KYC documents and account details of the four roles. */
export const profilesModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'profiles',
      createProfilesService({
        db: app.db,
        config: app.config,
        clock: app.clock,
        files: app.files,
        auth: app.auth,
        events: app.events,
      }),
    );
    await app.register(profilesRoutes, { prefix: '/api' });
  },
  { name: 'profiles', dependencies: ['db', 'events', 'auth', 'files'] },
);
