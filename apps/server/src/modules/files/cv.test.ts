import { count, eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import {
  docxBomb,
  fakeExe,
  fileUpload,
  lyingDocxBomb,
  minimalDocx,
  minimalOdt,
  minimalPdf,
  minimalRtf,
} from '../../../test/helpers/uploads';
import { applications } from '../../core/db/schema/applications';
import { candidateProfiles, files } from '../../core/db/schema/candidates';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODT = 'application/vnd.oasis.opendocument.text';
const zipOf = (entries: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strToU8(v)]))));

const uploadCv = (token: string, data: Buffer, name: string, type: string) => {
  const body = fileUpload(data, name, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/candidate/cv',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const downloadCv = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/candidate/cv', headers: bearer(token) });

/** Whether the candidate's search vector matches a word (what the staff CV search will use). */
async function searchable(userId: number, word: string): Promise<boolean> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(candidateProfiles)
    .where(
      sql`${candidateProfiles.userId} = ${userId} and ${candidateProfiles}.search @@ websearch_to_tsquery('english', ${word})`,
    );
  return (row?.n ?? 0) > 0;
}
const cvRows = async (ownerId: number) =>
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId)))[0]?.n;

describe('POST candidate/cv', () => {
  it('stores a PDF, puts its text into the search vector and downloads it as an attachment', async () => {
    const me = await newCandidate(t.app);
    const pdf = minimalPdf('Reach truck operator with hazmat forklift licence');
    const res = await uploadCv(me.token, pdf, 'Résumé; Ahmed.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ mime: PDF, size: pdf.length, has_text: true });
    expect(await searchable(me.id, 'hazmat')).toBe(true);

    const dl = await downloadCv(me.token);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe(PDF);
    // Only plain ASCII of the uploaded name reaches the header.
    expect(dl.headers['content-disposition']).toBe('attachment; filename="Resume Ahmed.pdf"');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['cache-control']).toBe('private, no-store');
    expect(dl.rawPayload.equals(pdf)).toBe(true);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile',
      headers: bearer(me.token),
    });
    expect(profile.json().data.cv).toMatchObject({ size: pdf.length, mime: PDF });
    expect(profile.json().data.completeness.missing.map((m: { section: string }) => m.section)).not.toContain(
      'cv',
    );
  });

  it('stores a DOCX with its text, and a replacement drops the old file and its text', async () => {
    const me = await newCandidate(t.app);
    await uploadCv(me.token, minimalPdf('Customs broker'), 'old.pdf', PDF);
    const res = await uploadCv(me.token, minimalDocx('Cold chain dispatcher in Jebel Ali'), 'cv.docx', DOCX);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ mime: DOCX, file_name: 'cv.docx' });
    expect(await searchable(me.id, 'dispatcher')).toBe(true);
    expect(await searchable(me.id, 'customs')).toBe(false);
    expect(await cvRows(me.id)).toBe(1);
  });

  it('stores an ODT and an RTF CV with their text, found by the CV search', async () => {
    const odt = await newCandidate(t.app);
    let res = await uploadCv(odt.token, minimalOdt('Reach truck trainer in KIZAD'), 'cv.odt', ODT);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ mime: ODT, file_name: 'cv.odt', has_text: true });
    expect(await searchable(odt.id, 'trainer')).toBe(true);

    const rtf = await newCandidate(t.app);
    res = await uploadCv(rtf.token, minimalRtf('Bonded warehouse auditor'), 'cv.rtf', 'application/rtf');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ mime: 'application/rtf', file_name: 'cv.rtf', has_text: true });
    expect(await searchable(rtf.id, 'auditor')).toBe(true);
  });

  it('refuses a file named .odt whose bytes are no ODT (text, or a zip of another kind) and stores nothing', async () => {
    const me = await newCandidate(t.app);
    const fakes = [Buffer.from('Reach truck trainer in KIZAD, honest.'), zipOf({ 'content.xml': 'hello' })];
    for (const fake of fakes) {
      const res = await uploadCv(me.token, fake, 'cv.odt', ODT);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual({ file: ['Choose a PDF, DOC, DOCX, ODT or RTF file.'] });
    }
    expect(await cvRows(me.id)).toBe(0);
  });

  it('keeps the name without the control and direction characters that disguise it', async () => {
    const me = await newCandidate(t.app);
    const res = await uploadCv(me.token, minimalPdf('Fleet planner'), 'my cv\u202Efdp.exe\u0007.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file_name).toBe('my cvfdp.exe.pdf');
  });

  it('refuses an .exe renamed .pdf and stores nothing', async () => {
    const me = await newCandidate(t.app);
    const res = await uploadCv(me.token, fakeExe(), 'cv.pdf', PDF);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ file: ['Choose a PDF, DOC, DOCX, ODT or RTF file.'] });
    expect(await cvRows(me.id)).toBe(0);
  });

  it('refuses a CV over 5 MB with 413', async () => {
    const me = await newCandidate(t.app);
    const big = Buffer.concat([minimalPdf('x'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await uploadCv(me.token, big, 'cv.pdf', PDF);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The CV must be 5 MB or smaller.');
    expect(await cvRows(me.id)).toBe(0);
  });

  it('refuses a DOCX that unpacks to 60 MB, whether its headers say so or lie', async () => {
    const me = await newCandidate(t.app);
    for (const bomb of [docxBomb(), lyingDocxBomb()]) {
      expect(bomb.length).toBeLessThan(200_000);
      const res = await uploadCv(me.token, bomb, 'cv.docx', DOCX);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual({
        file: ['This document unpacks to an unreasonable size and was refused.'],
      });
    }
    expect(await cvRows(me.id)).toBe(0);
  });

  it('refuses a DOCX with thousands of entries', async () => {
    const me = await newCandidate(t.app);
    const entries = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [`word/junk/${i}.xml`, strToU8('<a/>')]),
    );
    const res = await uploadCv(me.token, minimalDocx('many', entries), 'cv.docx', DOCX);
    expect(res.statusCode).toBe(400);
    expect(await cvRows(me.id)).toBe(0);
  });

  it('refuses an OLE file that is not a Word document (an .msi or .xls named .doc)', async () => {
    const me = await newCandidate(t.app);
    const ole = Buffer.alloc(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const res = await uploadCv(me.token, ole, 'cv.doc', 'application/msword');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      file: ['This file could not be read. Save it again as PDF or DOCX and upload it once more.'],
    });
    expect(await cvRows(me.id)).toBe(0);
  });

  it('refuses a PDF that does not parse', async () => {
    const me = await newCandidate(t.app);
    const res = await uploadCv(me.token, Buffer.from('%PDF-1.4\n garbage garbage'), 'cv.pdf', PDF);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toEqual(['file']);
    expect(await cvRows(me.id)).toBe(0);
  });
});

describe('a CV an application was sent with', () => {
  it('stays with the application when the candidate replaces or removes their CV', async () => {
    const me = await newCandidate(t.app);
    await uploadCv(me.token, minimalPdf('Sent with my application'), 'first.pdf', PDF);
    const [sent] = await t.database.db.select().from(files).where(eq(files.ownerId, me.id));
    if (!sent) throw new Error('no file');
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    const jobId = await postJob(t.app, employer, jobBody(await loadMasters(t.app)));
    await t.database.db.insert(applications).values({ jobId, candidateId: me.id, cvFileId: sent.id });

    await uploadCv(me.token, minimalDocx('Newer CV'), 'second.docx', DOCX);
    await t.app.inject({ method: 'DELETE', url: '/api/candidate/cv', headers: bearer(me.token) });

    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, me.id));
    expect(application?.cvFileId).toBe(sent.id);
    const stream = await t.app.storage.read(sent.storageKey);
    expect(stream).not.toBeNull();
    stream?.destroy();
    // The profile itself has no CV any more, and the newer one is gone for good.
    expect((await downloadCv(me.token)).statusCode).toBe(404);
    expect(await cvRows(me.id)).toBe(1);
  });
});

describe('reading and removing the CV', () => {
  it('is only ever the caller’s own: another candidate has none, an employer is refused', async () => {
    const owner = await newCandidate(t.app);
    await uploadCv(owner.token, minimalPdf('Private'), 'cv.pdf', PDF);
    const other = await newCandidate(t.app);
    const res = await downloadCv(other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No CV has been uploaded.');
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    expect((await downloadCv(employer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/candidate/cv' })).statusCode).toBe(401);
  });

  it('DELETE removes the file, its text and the download', async () => {
    const me = await newCandidate(t.app);
    await uploadCv(me.token, minimalPdf('Stevedore'), 'cv.pdf', PDF);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/candidate/cv', headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    expect((await downloadCv(me.token)).statusCode).toBe(404);
    expect(await searchable(me.id, 'stevedore')).toBe(false);
    expect(await cvRows(me.id)).toBe(0);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/candidate/cv',
      headers: bearer(me.token),
    });
    expect(again.statusCode).toBe(404);
  });
});
