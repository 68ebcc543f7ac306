import { CV_UNREADABLE_MESSAGE } from '@portal/contract/cv-parsing';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { fileUpload, minimalDocx, minimalPdf } from '../../../test/helpers/uploads';
import { render } from '../../core/i18n/catalog';
import { NO_STORED_CV } from './service';

let t: Awaited<ReturnType<typeof setupFile>>;
let employer: string;
let candidate: string;
beforeAll(async () => {
  t = await setupFile();
  employer = await signIn(t.app, 'employer', DEMO.employer);
  candidate = await signIn(t.app, 'candidate', DEMO.candidate);
});
afterAll(() => t.close());

const PDF = 'application/pdf';
const UPLOAD_URL = '/api/candidate/candidates-create/parse-cv';

const upload = (token: string | null, data: Buffer, name = 'cv.pdf', type = PDF) => {
  const body = fileUpload(data, name, type);
  return t.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};

function pdfkit(opts: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(opts);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

const CV = [
  'Mohammed Al Mansoori',
  'Warehouse Supervisor',
  'Dubai, UAE | +971 50 123 4567 | mohammed.mansoori@example.com',
  'Work Experience',
  'Warehouse Supervisor | DP World | Jebel Ali Free Zone',
  'Jan 2019 - Present',
  '- Ran a shift of 20 pickers in a bonded warehouse.',
  'Education',
  'B.Sc. Logistics Management, University of Sharjah, 2014',
  'Skills',
  'SAP EWM, MS Excel, Cycle counting',
].join('\n');

describe('POST candidate/candidates-create/parse-cv', () => {
  it('reads an uploaded PDF into suggestions for the add form, saving nothing', async () => {
    const pdf = await pdfkit({}, (doc) => {
      for (const line of CV.split('\n')) doc.text(line);
    });
    const res = await upload(employer, pdf);
    expect(res.statusCode).toBe(200);
    const cv = res.json().data;
    expect(cv).toMatchObject({
      first_name: 'Mohammed',
      last_name: 'Al Mansoori',
      email: 'mohammed.mansoori@example.com',
      phone: '+971501234567',
    });
    expect(cv.employments[0]).toMatchObject({
      company: 'DP World',
      job_title: 'Warehouse Supervisor',
      start_date: '2019-01-01',
      is_current: true,
    });
    expect(cv.educations[0]).toMatchObject({ institution: 'University of Sharjah', end_year: 2014 });
    expect(cv.skills.map((s: { name: string }) => s.name)).toEqual(['SAP EWM', 'MS Excel', 'Cycle counting']);
  });

  it('reads a DOCX too', async () => {
    const res = await upload(
      employer,
      minimalDocx(CV.replace(/\n/g, '</w:t></w:r></w:p><w:p><w:r><w:t>')),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('mohammed.mansoori@example.com');
  });

  it('answers 422 with the message for a scan, an encrypted, an empty or a garbage file', async () => {
    const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer();
    const scan = await pdfkit({}, (doc) => doc.image(png, 50, 50, { width: 400 }));
    const encrypted = await pdfkit({ userPassword: 'secret', ownerPassword: 'owner' }, (doc) =>
      doc.text('Forklift operator with ten years in Jebel Ali, reach truck licence'),
    );
    const cases: [string, Buffer][] = [
      ['scan', scan],
      ['encrypted', encrypted],
      ['empty', Buffer.alloc(0)],
      ['garbage', Buffer.from('%PDF-1.4 this is not really a pdf at all \u0000\u0001\u0002 garbage garbage')],
      ['random', Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256))],
    ];
    for (const [what, data] of cases) {
      const res = await upload(employer, data);
      expect({ what, status: res.statusCode }).toEqual({ what, status: 422 });
      expect(res.json().message).toBe(CV_UNREADABLE_MESSAGE);
    }
  });

  it('is for those who may add candidates', async () => {
    expect((await upload(candidate, minimalPdf(CV))).statusCode).toBe(403);
    expect((await upload(null, minimalPdf(CV))).statusCode).toBe(401);
  });
});

describe('POST candidate/cv/parse', () => {
  const mine = (token: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/candidate/cv/parse', headers: token ? bearer(token) : {} });

  it('says so when the candidate has no CV stored', async () => {
    const me = await newCandidate(t.app);
    const res = await mine(me.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(render(NO_STORED_CV, 'en'));
  });

  it("is the candidate's own: an employer is refused, a guest asked to sign in", async () => {
    expect((await mine(employer)).statusCode).toBe(403);
    expect((await mine(null)).statusCode).toBe(401);
  });
});
