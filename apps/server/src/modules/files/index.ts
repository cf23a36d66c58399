import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { filesRoutes } from './files.routes.js';
import { MAX_FILE_BYTES, createFilesService, type FilesService } from './files.service.js';
import { createStorage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads, ownership checks (`assertOwned`) and signed links (`link`). */
    files: FilesService;
  }
}

export const filesModule = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    const storage = createStorage(app.config.storage);
    app.decorate(
      'files',
      createFilesService({ db: app.db, storage, secret: app.config.secrets.auth, clock: app.clock }),
    );
    await app.register(filesRoutes, { prefix: '/api' });
  },
  { name: 'files', dependencies: ['db', 'auth'] },
);
