import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../core/config';
import { AppError } from '../../core/lib/app-error';
import { isOutage } from '../../core/lib/outage';
import { catalogue } from './i18n';
import { assertStorageKey, type FileStorage } from './storage';

export const STORAGE_DOWN_MESSAGE = catalogue.text('errors.file_storage_unavailable_try_again');
/** Seconds a client is told to wait after a 503: an S3 outage or a restarting MinIO takes about that. */
const RETRY_AFTER = 30;

/**
 * Whether a failure means the service is away (unreachable, no answer within the time limit, a 5xx
 * such as 503 SlowDown after the SDK's own retries), as opposed to a refusal that is our
 * misconfiguration (AccessDenied, NoSuchBucket: those stay 500s).
 */
function isServiceDown(err: unknown): boolean {
  if (isOutage(err)) return true;
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    name?: unknown;
    $metadata?: { httpStatusCode?: unknown };
  };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
  const status = e.$metadata?.httpStatusCode;
  return typeof status === 'number' && status >= 500;
}

/**
 * Files in an S3-compatible bucket. The bucket should be private: photos are served through the
 * API (with their own cache headers), never by bucket URL. Without explicit keys the SDK's usual
 * chain (environment, instance role) supplies credentials. While the service is away every
 * operation fails within `timeoutMs` with a 503 the user reads as "try again later".
 */
export function createS3Storage(s: S3Settings, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: s.region,
      endpoint: s.endpoint ?? undefined,
      forcePathStyle: s.forcePathStyle,
      credentials:
        s.accessKeyId && s.secretAccessKey
          ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
          : undefined,
    });
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${s.prefix}${key}`;
  };
  /**
   * One operation, its retries included, bounded by `timeoutMs` (the SDK waits for a hung service
   * without limit). The limit ends once the answer's headers are in: a download may take longer.
   */
  async function bounded<T>(run: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), s.timeoutMs);
    try {
      return await run(abort.signal);
    } catch (err) {
      if (isServiceDown(err))
        throw new AppError(
          'storage_unavailable',
          503,
          STORAGE_DOWN_MESSAGE,
          undefined,
          RETRY_AFTER,
        ).withCause(err);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    async put(key, data) {
      const command = new PutObjectCommand({ Bucket: s.bucket, Key: keyOf(key), Body: data });
      await bounded((abortSignal) => s3.send(command, { abortSignal }));
    },
    async read(key) {
      const command = new GetObjectCommand({ Bucket: s.bucket, Key: keyOf(key) });
      try {
        const res = await bounded((abortSignal) => s3.send(command, { abortSignal }));
        return res.Body instanceof Readable ? res.Body : null;
      } catch (err) {
        // Some S3-compatible servers' errors are not NoSuchKey instances but carry its name; reading it is safe on any object.
        if (err instanceof NoSuchKey || (err as { name?: unknown }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success, as the interface asks.
      const command = new DeleteObjectCommand({ Bucket: s.bucket, Key: keyOf(key) });
      await bounded((abortSignal) => s3.send(command, { abortSignal }));
    },
  };
}
