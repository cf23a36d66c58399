import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_FILE_BYTES, createFilesService, type FilesService } from './files.service.js';
import { createStorage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesService;
  }
}

export const filesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    const storage = createStorage(app.config.storage);
    app.decorate(
      'files',
      createFilesService({ db: app.db, storage, secret: app.config.secrets.auth, clock: app.clock }),
    );
  },
  { name: 'files', dependencies: ['db'] },
);
