import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteState } from '../state/site-state.js';
import { LocalDiskStorage, uploadsDir } from '../services/upload/local-disk-storage.js';
import type { UploadStorage } from '../services/upload/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (local disk under `<DATA_DIR>/uploads/` by default). */
    uploads: UploadStorage;
  }
}

/** Decorates the app with the upload storage; a deployment on an object store swaps the implementation here. */
export const uploadStoragePlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  app.decorate('uploads', new LocalDiskStorage(uploadsDir(opts.state.env.dataDir)));
});
