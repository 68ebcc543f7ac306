import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../../../test/helpers/s3';
import { createLocalStorage } from './local-storage';
import { createS3Storage, STORAGE_DOWN_MESSAGE } from './s3-storage';
import { type FileStorage, newStorageKey } from './storage';

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
      const standIn = await startS3StandIn();
      return { storage: createS3Storage(standIn.settings), close: () => standIn.close() };
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

describe('S3-compatible bucket while the service is away', () => {
  let standIn: S3StandIn;
  let storage: FileStorage;
  let stored: string;
  beforeAll(async () => {
    standIn = await startS3StandIn();
    storage = createS3Storage({ ...standIn.settings, timeoutMs: 1_000 });
    stored = newStorageKey();
    await storage.put(stored, Buffer.from('%PDF-1.4 kept'));
  });
  afterAll(() => standIn.close());

  const unavailable = {
    status: 503,
    code: 'storage_unavailable',
    retryAfter: 30,
    text: STORAGE_DOWN_MESSAGE,
  };

  it.each([
    ['answers 503 to everything', 'failing'],
    ['never answers', 'silent'],
    ['is not listening', 'closed'],
  ] as const)(
    'when it %s: every operation fails with 503 within the time limit, nothing is stored',
    async (_what, mode) => {
      await standIn.set(mode);
      try {
        const objects = standIn.objects.size;
        const started = Date.now();
        await expect(storage.put(newStorageKey(), Buffer.from('x'))).rejects.toMatchObject(unavailable);
        await expect(storage.read(stored)).rejects.toMatchObject(unavailable);
        await expect(storage.remove(stored)).rejects.toMatchObject(unavailable);
        // Three operations, each bounded by the 1 s limit (and the SDK's retries inside it).
        expect(Date.now() - started).toBeLessThan(3 * 1_000 + 1_500);
        expect(standIn.objects.size).toBe(objects);
      } finally {
        await standIn.set('answering');
      }
      const back = await storage.read(stored);
      expect(back && (await text(back))).toBe('%PDF-1.4 kept');
    },
  );
});
