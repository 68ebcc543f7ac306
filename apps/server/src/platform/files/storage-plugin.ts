import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../core/config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file storage backend (photos, CVs). */
    storage: FileStorage;
  }
}

/** The configured backend: an S3-compatible bucket, or the local disk under DATA_DIR/uploads. */
export const createFileStorage = ({ s3, dataDir }: Pick<Config, 's3' | 'dataDir'>): FileStorage =>
  s3 ? createS3Storage(s3) : createLocalStorage(path.join(dataDir, 'uploads'));

/** Decorates the app with the storage backend: an S3-compatible bucket, or the local disk under DATA_DIR/uploads. */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    app.decorate('storage', createFileStorage(opts.config));
  },
  { name: 'storage' },
);
