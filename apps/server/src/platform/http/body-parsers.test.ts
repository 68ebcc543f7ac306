import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, LOGIN_URL, multipart, signIn } from '../../../test/helpers/requests';
import { fileUpload } from '../../../test/helpers/uploads';
import { render } from '../../core/i18n/catalog';
import { FILE_NOT_ACCEPTED, MALFORMED_MULTIPART } from './body-parsers';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: { payload: string | Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });

describe('multipart bodies', () => {
  it('refuses a file on a route that takes none, naming the field, and closes the connection', async () => {
    const res = await post(
      LOGIN_URL.candidate,
      fileUpload(Buffer.alloc(64 * 1024, 1), 'a.bin', 'x/y', 'email'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ email: [render(FILE_NOT_ACCEPTED, 'en')] });
    expect(res.headers.connection).toBe('close');
  });

  it('refuses a file in another field of an upload route', async () => {
    const token = await signIn(t.app, 'candidate', DEMO.candidate);
    const body = fileUpload(Buffer.from('%PDF-1.4'), 'cv.pdf', 'application/pdf', 'other');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/cv',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ other: [render(FILE_NOT_ACCEPTED, 'en')] });
  });

  it('answers a malformed body with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['multipart/form-data; boundary=zzz', 'garbage'],
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished',
      ],
    ];
    for (const [contentType, payload] of cases) {
      const res = await post(LOGIN_URL.candidate, { payload, headers: { 'content-type': contentType } });
      expect(res.statusCode, `${contentType} ${payload}`).toBe(400);
      expect(res.json().message).toBe(render(MALFORMED_MULTIPART, 'en'));
    }
  });

  it('refuses text fields larger than a JSON body with 413', async () => {
    const one = await post(LOGIN_URL.candidate, multipart({ email: 'a'.repeat(1_100_000), password: 'x' }));
    expect(one.statusCode).toBe(413);
    const many: Record<string, string> = {};
    for (let i = 0; i < 30; i++) many[`f${i}`] = 'b'.repeat(40_000);
    const together = await post(LOGIN_URL.candidate, multipart(many));
    expect(together.statusCode).toBe(413);
  });

  it('still reads the text fields of a form', async () => {
    const res = await post(LOGIN_URL.candidate, multipart({ email: 'nobody@example.com', password: 'x' }));
    expect(res.statusCode).toBe(401);
  });
});
