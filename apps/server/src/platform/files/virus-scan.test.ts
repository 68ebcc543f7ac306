import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { type Clamd, EICAR, startClamd, startClamdStandIn } from '../../../test/helpers/clamd';
import { freePort } from '../../../test/helpers/net';
import { bearer } from '../../../test/helpers/requests';
import { fileUpload, minimalPdf } from '../../../test/helpers/uploads';
import type { Database } from '../../core/db/client';
import { files } from '../../core/db/schema/candidates';
import { extractCvText } from './cv-text';

const PDF = 'application/pdf';
let database: Database;
let clamd: Clamd;
let hung: Clamd;
/** Uploads scanned by clamd (a real one when the machine has it, else the stand-in). */
let scanned: TestApp;
/** CLAMAV_HOST set, but nothing listens there. */
let down: TestApp;
/** A clamd that takes the file and never answers. */
let silent: TestApp;
const downLog: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  [clamd, hung] = await Promise.all([startClamd(), startClamdStandIn({ silent: true })]);
  const at = (c: { host: string; port: number }) => ({ CLAMAV_HOST: c.host, CLAMAV_PORT: String(c.port) });
  scanned = await buildTestApp(database, at(clamd));
  down = await buildTestApp(
    database,
    { ...at({ host: '127.0.0.1', port: await freePort() }), LOG_LEVEL: 'error' },
    {
      write: (line) => void downLog.push(line),
    },
  );
  silent = await buildTestApp(database, { ...at(hung), CLAMAV_TIMEOUT_MS: '300' });
});
afterAll(async () => {
  for (const app of [scanned, down, silent]) await app?.close();
  await Promise.all([clamd?.close(), hung?.close()]);
  await database?.close();
});

const upload = (
  t: TestApp,
  what: 'cv' | 'photo',
  token: string,
  data: Buffer,
  name: string,
  type: string,
) => {
  const body = fileUpload(data, name, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/candidate/${what}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

/** Nothing of a refused upload may stay: no row, no bytes. */
async function stored(t: TestApp, ownerId: number) {
  const [row] = await database.db.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId));
  let bytes: string[] = [];
  try {
    bytes = readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name);
  } catch {
    bytes = [];
  }
  return { rows: row?.n ?? 0, bytes: bytes.length };
}

describe(`uploads scanned for malware`, () => {
  it('refuses a valid PDF carrying the EICAR test signature with 422 and keeps nothing', async () => {
    const me = await newCandidate(scanned.app);
    const before = await stored(scanned, me.id);
    const pdf = minimalPdf('Warehouse supervisor, Jebel Ali', EICAR);
    // A real PDF: without a scanner it would be accepted and its text read.
    expect(await extractCvText('pdf', pdf)).toContain('Warehouse supervisor');

    const res = await upload(scanned, 'cv', me.token, pdf, 'cv.pdf', PDF);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This file contains malware and was not stored.');
    expect(await stored(scanned, me.id)).toEqual({ rows: 0, bytes: before.bytes });
  });

  it('refuses a photo with the signature behind the image data', async () => {
    const me = await newCandidate(scanned.app);
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 28, g: 163, b: 220 } },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(
      scanned,
      'photo',
      me.token,
      Buffer.concat([jpeg, Buffer.from(EICAR)]),
      'me.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(422);
    expect((await stored(scanned, me.id)).rows).toBe(0);
  });

  it('accepts and stores a clean PDF', async () => {
    const me = await newCandidate(scanned.app);
    const res = await upload(scanned, 'cv', me.token, minimalPdf('Forklift operator'), 'cv.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ mime: PDF, has_text: true });
    expect((await stored(scanned, me.id)).rows).toBe(1);
  });
});

describe('when the scanner cannot give a verdict', () => {
  it('refuses the upload with 503 when clamd is unreachable, stores nothing and logs why', async () => {
    const me = await newCandidate(down.app);
    const before = await stored(down, me.id);
    const res = await upload(down, 'cv', me.token, minimalPdf('Customs broker'), 'cv.pdf', PDF);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Virus scanning is unavailable, try again later');
    expect(res.headers['retry-after']).toBe('30');
    expect(await stored(down, me.id)).toEqual({ rows: 0, bytes: before.bytes });
    expect(downLog.join('')).toMatch(
      /virus scan failed[\s\S]*ECONNREFUSED|ECONNREFUSED[\s\S]*virus scan failed/,
    );
  });

  it('refuses the upload with 503 when clamd does not answer in time', async () => {
    const me = await newCandidate(silent.app);
    const res = await upload(
      silent,
      'photo',
      me.token,
      await sharp({
        create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
      })
        .png()
        .toBuffer(),
      'me.png',
      'image/png',
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Virus scanning is unavailable, try again later');
    expect((await stored(silent, me.id)).rows).toBe(0);
  });
});
