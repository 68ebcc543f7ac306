import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { fileUpload, jpegWithExif, SVG_WITH_SCRIPT } from '../../../test/helpers/uploads';
import { files } from '../../core/db/schema/candidates';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

const uploadPhoto = (token: string, data: Buffer, name = 'me.jpg', type = 'image/jpeg') => {
  const body = fileUpload(data, name, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/candidate/photo',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

/** Everything under DATA_DIR/uploads: nothing may stay behind from a refused upload. */
function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name);
  } catch {
    return [];
  }
}
const photoRows = async (ownerId: number) =>
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId)))[0]?.n;

describe('POST candidate/photo', () => {
  it('re-encodes the photo as upright WebP without its EXIF, and shows it as the avatar', async () => {
    const me = await newCandidate(t.app);
    const original = await jpegWithExif(1200, 800);
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const res = await uploadPhoto(me.token, original);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.photo_url;
    expect(url).toMatch(/^\/api\/candidate\/photo\/[0-9a-f-]{36}$/);

    const profile = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(me.token) });
    expect(profile.json().data.user.profile_photo).toBe(url);

    // Public, no sign-in, cached for good, and never sniffed as anything else.
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // 1200 x 800 with orientation 6 is a portrait photo: turned upright, then fitted into 512.
    expect([meta.width, meta.height]).toEqual([341, 512]);
    expect(photo.rawPayload.includes(Buffer.from('secret location'))).toBe(false);
  });

  it('replaces the old photo: its URL stops answering and its bytes are removed', async () => {
    const me = await newCandidate(t.app);
    const first = (await uploadPhoto(me.token, await jpegWithExif(100, 100))).json().data.photo_url;
    const png = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const second = await uploadPhoto(me.token, png, 'me.png', 'image/png');
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(storedFiles()).not.toContain(first.split('/').pop());
    expect(await photoRows(me.id)).toBe(1);
  });

  it('refuses an SVG carrying a script, even named .jpg, and stores nothing', async () => {
    const me = await newCandidate(t.app);
    const before = storedFiles().length;
    for (const [name, type] of [
      ['me.svg', 'image/svg+xml'],
      ['me.jpg', 'image/jpeg'],
    ] as const) {
      const res = await uploadPhoto(me.token, SVG_WITH_SCRIPT, name, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual({ file: ['Choose a JPEG, PNG or WebP image.'] });
    }
    expect(storedFiles()).toHaveLength(before);
    expect(await photoRows(me.id)).toBe(0);
  });

  it('refuses a photo over 2 MB with 413 and a clear message', async () => {
    const me = await newCandidate(t.app);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0xff);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    const res = await uploadPhoto(me.token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The photo must be 2 MB or smaller.');
    expect(await photoRows(me.id)).toBe(0);
  });

  it('refuses a damaged image that only starts like a JPEG', async () => {
    const me = await newCandidate(t.app);
    const res = await uploadPhoto(me.token, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toEqual(['file']);
  });

  it('asks for a file when the request has none', async () => {
    const me = await newCandidate(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/photo',
      headers: bearer(me.token),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ file: ['Choose a file to upload.'] });
  });

  it('is for signed-in candidates only', async () => {
    const photo = await jpegWithExif(50, 50);
    const anonymous = fileUpload(photo, 'me.jpg', 'image/jpeg');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/candidate/photo', ...anonymous })).statusCode,
    ).toBe(401);
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    expect((await uploadPhoto(employer, photo)).statusCode).toBe(403);
  });
});

describe('DELETE candidate/photo', () => {
  it('removes the photo, its URL and the avatar', async () => {
    const me = await newCandidate(t.app);
    const url = (await uploadPhoto(me.token, await jpegWithExif(60, 60))).json().data.photo_url;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/candidate/photo',
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(me.token) });
    expect(profile.json().data.user.profile_photo).toBeNull();
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/candidate/photo',
      headers: bearer(me.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an unknown photo key and 400 for a key that is not one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/photo/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/api/candidate/photo/..%2F..%2Fjwt-secret' });
    expect(traversal.statusCode).toBe(400);
  });
});
