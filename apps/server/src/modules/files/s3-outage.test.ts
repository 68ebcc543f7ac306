import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { bearer } from '../../../test/helpers/requests';
import { type S3StandIn, startS3StandIn } from '../../../test/helpers/s3';
import { fileUpload, minimalPdf } from '../../../test/helpers/uploads';
import { files } from '../../core/db/schema/candidates';

/*
 * Uploads kept in an S3-compatible bucket that goes away (answers 503, hangs, refuses connections):
 * the user is told to try later, nothing is half-written, and what was stored before is there again
 * once the bucket answers.
 */

let standIn: S3StandIn;
let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  standIn = await startS3StandIn();
  t = await setupFile({ ...standIn.env, S3_TIMEOUT_MS: '1000' });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const upload = (
  token: string,
  kind: 'photo' | 'cv',
  data: Buffer,
  name: string,
  type: string,
  lang = 'en',
) => {
  const body = fileUpload(data, name, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/candidate/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'accept-language': lang },
  });
};
const png = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 40, b: 0 } } })
    .png()
    .toBuffer();
const rows = async (ownerId: number) =>
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId)))[0]?.n;

describe.each([
  ['answers 503', 'failing'],
  ['never answers', 'silent'],
  ['refuses connections', 'closed'],
] as const)('when the bucket %s', (_what, mode) => {
  it('refuses uploads with 503 and nothing written, answers 503 to reads of stored files, and recovers', async () => {
    const me = await newCandidate(t.app);
    expect(
      (await upload(me.token, 'cv', minimalPdf('Warehouse supervisor'), 'cv.pdf', 'application/pdf'))
        .statusCode,
    ).toBe(200);
    const photo = await upload(me.token, 'photo', await png(), 'me.png', 'image/png');
    expect(photo.statusCode).toBe(200);
    const photoUrl: string = photo.json().data.photo_url;
    const before = { rows: await rows(me.id), objects: standIn.objects.size };

    await standIn.set(mode);
    try {
      const cv = await upload(me.token, 'cv', minimalPdf('Customs broker'), 'new.pdf', 'application/pdf');
      expect(cv.statusCode).toBe(503);
      expect(cv.headers['retry-after']).toBe('30');
      expect(cv.json().message).toBe('File storage is unavailable, try again later');
      const newPhoto = await upload(me.token, 'photo', await png(), 'me.png', 'image/png', 'ar');
      expect(newPhoto.statusCode).toBe(503);
      expect(newPhoto.json().message).toBe('تخزين الملفات غير متاح، حاول لاحقًا');

      const download = await t.app.inject({
        method: 'GET',
        url: '/api/candidate/cv',
        headers: bearer(me.token),
      });
      expect(download.statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(503);
      // What needs no file still answers.
      const profile = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(me.token) });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.user.profile_photo).toBe(photoUrl);
      expect({ rows: await rows(me.id), objects: standIn.objects.size }).toEqual(before);
    } finally {
      await standIn.set('answering');
    }

    const download = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/cv',
      headers: bearer(me.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(200);
    expect(
      (await upload(me.token, 'cv', minimalPdf('Customs broker'), 'new.pdf', 'application/pdf')).statusCode,
    ).toBe(200);
  });
});
