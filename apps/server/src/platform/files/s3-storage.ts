import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../core/config';
import { assertStorageKey, type FileStorage } from './storage';

/**
 * Files in an S3-compatible bucket. The bucket should be private: photos are served through the
 * API (with their own cache headers), never by bucket URL. Without explicit keys the SDK's usual
 * chain (environment, instance role) supplies credentials.
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
  return {
    async put(key, data) {
      await s3.send(new PutObjectCommand({ Bucket: s.bucket, Key: keyOf(key), Body: data }));
    },
    async read(key) {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket: s.bucket, Key: keyOf(key) }));
        return res.Body instanceof Readable ? res.Body : null;
      } catch (err) {
        // Some S3-compatible servers' errors are not NoSuchKey instances but carry its name; reading it is safe on any object.
        if (err instanceof NoSuchKey || (err as { name?: unknown }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success, as the interface asks.
      await s3.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: keyOf(key) }));
    },
  };
}
