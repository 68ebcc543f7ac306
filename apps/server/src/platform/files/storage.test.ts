import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { type FileStorage, newStorageKey } from './storage';

/**
 * A stand-in for an S3 service: path-style PUT, GET and DELETE of objects in memory, answering
 * as S3 does (NoSuchKey on a missing object, 204 on any delete). It checks no signatures: what is
 * tested is our backend's use of the SDK, not AWS.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const body = objects.get(key);
        if (!body) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        } else res.writeHead(200, { 'content-length': String(body.length) }).end(body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects };
}

const backends: [string, () => Promise<{ storage: FileStorage; close: () => Promise<void> }>][] = [
  [
    'local disk',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
      return {
        storage: createLocalStorage(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3-compatible bucket',
    async () => {
      const { server } = fakeS3();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const storage = createS3Storage({
        bucket: 'portal-files',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'test',
        secretAccessKey: 'test',
        forcePathStyle: true,
        prefix: 'uploads/',
      });
      return { storage, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    },
  ],
];

describe.each(backends)('%s storage', (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('stores, reads back and removes bytes under a random key', async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from('%PDF-1.4 hello'));
    const stream = await storage.read(key);
    expect(stream && (await text(stream))).toBe('%PDF-1.4 hello');
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
  });

  it('treats a missing key as nothing, and removing it as no error', async () => {
    const key = newStorageKey();
    expect(await storage.read(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('refuses any key it did not make, so no name can reach outside its place', async () => {
    for (const key of ['../jwt-secret', 'a/b', '', 'cv.pdf']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      await expect(storage.read(key)).rejects.toThrow('invalid storage key');
    }
  });
});
