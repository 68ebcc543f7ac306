import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../core/config';
import { createLocalStorage } from './local-storage';
import { uploadsPerProcess, uploadsStartWarning } from './per-process';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file storage backend (photos, CVs). */
    storage: FileStorage;
    /** Uploads on this process's own disk beside PostgreSQL: a missing file may be on another process. */
    uploadsPerProcess: boolean;
  }
}

/** The configured backend: an S3-compatible bucket, or the local disk under DATA_DIR/uploads. */
export const createFileStorage = ({ s3, dataDir }: Pick<Config, 's3' | 'dataDir'>): FileStorage =>
  s3 ? createS3Storage(s3) : createLocalStorage(path.join(dataDir, 'uploads'));

/** Decorates the app with the storage backend: an S3-compatible bucket, or the local disk under DATA_DIR/uploads. */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    app.decorate('storage', createFileStorage(opts.config));
    app.decorate('uploadsPerProcess', uploadsPerProcess(opts.config));
    const warning = uploadsStartWarning(opts.config);
    if (warning) app.log.warn(warning);
  },
  { name: 'storage' },
);
