import { type APIRequestContext, expect } from '@playwright/test';
import { API } from '@portal/contract/paths';

const url = (path: string) => `/api/${path}`;

/**
 * Signs a candidate in over the API and returns calls made with its token: for setting up what a
 * journey only needs to exist, not to watch being made.
 */
export async function candidateApi(request: APIRequestContext, email: string, password: string) {
  const login = await request.post(url(API.user.candidateLogin), { data: { email, password } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: (path: string) => request.get(url(path), { headers }),
    post: (path: string, data: unknown) => request.post(url(path), { headers, data }),
    delete: (path: string) => request.delete(url(path), { headers }),
    /** A multipart upload of one file as `file`, as the upload forms send it. */
    upload: (path: string, file: { name: string; mimeType: string; buffer: Buffer }) =>
      request.post(url(path), { headers, multipart: { file } }),
  };
}

export { API };
