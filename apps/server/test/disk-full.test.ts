import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../src/core/lib/app-error';
import { toHttpError } from '../src/core/lib/http-error';
import { setupFile } from './helpers/app';
import { newCandidate } from './helpers/applications';
import { bearer } from './helpers/requests';
import { fileUpload, minimalPdf } from './helpers/uploads';

/** A full disk (issue 33 item 4) is told to the user as such, never as a bare 500. */
describe('a full disk', () => {
  it('answers 507 with a message for ENOSPC, a quota, and PostgreSQL disk_full under a wrapper', () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('could not extend file "base/5/16384"'), { code: '53100' }),
    });
    for (const err of [
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
      Object.assign(new Error('EDQUOT'), { code: 'EDQUOT' }),
      wrapped,
    ]) {
      expect(toHttpError(err)).toEqual({
        status: 507,
        body: { message: STORAGE_FULL_MESSAGE },
        retryAfter: 300,
      });
    }
  });

  // A real full filesystem needs a mount: root only (the drill, scripts/drills/disk-full.mjs, does the rest).
  const root = process.getuid?.() === 0;
  describe.skipIf(!root)('an upload when DATA_DIR/uploads is full', () => {
    let t: Awaited<ReturnType<typeof setupFile>>;
    let uploads: string;
    beforeAll(async () => {
      t = await setupFile({ WORKER: 'off' });
      uploads = path.join(t.dataDir, 'uploads');
      mkdirSync(uploads, { recursive: true });
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', uploads]);
      // Fill it: what an upload's write then meets.
      try {
        writeFileSync(path.join(uploads, 'filler'), Buffer.alloc(1 << 20));
      } catch {}
    });
    afterAll(async () => {
      execFileSync('umount', [uploads]);
      await t.close();
    });

    it('is refused with 507 and a message, and leaves no half-written file', async () => {
      const cand = await newCandidate(t.app);
      const cv = fileUpload(minimalPdf('Warehouse shift lead'), 'cv.pdf', 'application/pdf');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/candidate/cv',
        payload: cv.payload,
        headers: { ...cv.headers, ...bearer(cand.token) },
      });
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json()).toMatchObject({ message: STORAGE_FULL_MESSAGE });
      expect(res.headers['retry-after']).toBe('300');
      const left = readdirSync(uploads, { recursive: true }).map(String);
      expect(left.filter((f) => f.endsWith('.part'))).toEqual([]);
    });
  });
});
