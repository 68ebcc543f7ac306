import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  isApiError,
  multipartApi,
  publicApi,
  serializeParams,
  setApiOrigin,
  setTransport,
} from './api-client';
import { getToken, setToken } from './token';

type Sent = { url: string; init: RequestInit };

/** The browser's fetch, answering `reply` and keeping what was sent. */
function stubFetch(reply: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return reply();
    }),
  );
  return sent;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => setTransport()); // the real fetch transport (mock-api.ts replaces it in page tests)
afterEach(() => {
  vi.unstubAllGlobals();
  setApiOrigin('');
});

describe('API client on fetch', () => {
  it('writes the query string as axios did', () => {
    expect(
      serializeParams({
        keyword: 'sea freight: 3$',
        location: '3,4',
        page: 2,
        remote: false,
        since: new Date('2026-03-02T10:00:00Z'),
        empty: '',
        none: null,
        missing: undefined,
        ids: [1, null, 2],
      }),
    ).toBe(
      'keyword=sea+freight:+3$&location=3,4&page=2&remote=false&since=2026-03-02T10:00:00.000Z&empty=&ids%5B%5D=1&ids%5B%5D=2',
    );
  });

  it('sends JSON with the bearer token under /api/, and resolves data, status and headers', async () => {
    setToken('a.b.c');
    const sent = stubFetch(() => json({ data: { id: 7 } }, 201, { 'X-Request-Id': 'r1' }));
    const res = await api.post('jobs/apply', { job_id: 7 }, { params: { page: 1 } });
    expect(res).toEqual({
      data: { data: { id: 7 } },
      status: 201,
      headers: expect.objectContaining({ 'x-request-id': 'r1' }),
    });
    expect(sent[0]?.url).toBe('/api/jobs/apply?page=1');
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"job_id":7}',
      headers: { Authorization: 'Bearer a.b.c', 'Content-Type': 'application/json' },
    });
  });

  it('sends no Content-Type without a body, and no token from the public client', async () => {
    setToken('a.b.c');
    const sent = stubFetch(() => json({ message: 'ok' }));
    await publicApi.post('user/logout');
    expect(sent[0]?.init.body).toBeUndefined();
    expect(sent[0]?.init.headers).not.toHaveProperty('Content-Type');
    expect(sent[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('lets the browser set the multipart boundary', async () => {
    const sent = stubFetch(() => json({ message: 'ok' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'cv.pdf');
    await multipartApi.post('candidate/cv', form);
    expect(sent[0]?.init.body).toBe(form);
    expect(sent[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('rejects a 4xx with its status and body, and a 401 drops the token', async () => {
    setToken('a.b.c');
    stubFetch(() => json({ message: 'Please sign in again.' }, 401));
    const error = await api.get('user/profile').catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.data, error.message]).toEqual([
      401,
      { message: 'Please sign in again.' },
      'Request failed with status code 401',
    ]);
    expect(getToken()).toBeNull();
  });

  it('keeps the token on other failures and on a public 401', async () => {
    setToken('a.b.c');
    stubFetch(() => json({ message: 'Forbidden' }, 403));
    await expect(api.get('settings/portal')).rejects.toMatchObject({ status: 403 });
    stubFetch(() => json({ message: 'Wrong password' }, 401));
    await expect(publicApi.post('user/candi_login', {})).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe('a.b.c');
  });

  it('a failed connection is an API error without an answer ("Network Error")', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await publicApi.get('settings/public').catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.response, error.message]).toEqual([
      0,
      undefined,
      'Network Error',
    ]);
  });

  it('reads a download as a blob, and a body that is not JSON as text', async () => {
    stubFetch(
      () => new Response('%PDF-1.7', { headers: { 'Content-Disposition': 'attachment; filename="cv.pdf"' } }),
    );
    const file = await api.get<Blob>('candidate/cv/file', { responseType: 'blob' });
    expect(file.data).toBeInstanceOf(Blob);
    expect(await file.data.text()).toBe('%PDF-1.7');
    expect(file.headers['content-disposition']).toBe('attachment; filename="cv.pdf"');
    stubFetch(() => new Response('plain words', { status: 200 }));
    expect((await api.get('health')).data).toBe('plain words');
  });

  it('prefixes the origin set for server rendering', async () => {
    const sent = stubFetch(() => json({}));
    setApiOrigin('http://127.0.0.1:3000/');
    await publicApi.get('jobs/search', { params: { keyword: 'forklift' } });
    expect(sent[0]?.url).toBe('http://127.0.0.1:3000/api/jobs/search?keyword=forklift');
  });
});
