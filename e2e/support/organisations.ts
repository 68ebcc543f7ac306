import { type APIRequestContext, expect } from '@playwright/test';
import { API } from '@portal/contract/paths';
import { strongPassword, uniqueEmail } from './accounts';
import { E2E } from './env';

const url = (path: string) => `/api/${path}`;

/** Signs a demo account in over the API and returns its bearer header. */
export async function apiToken(
  request: APIRequestContext,
  loginPath: string,
  email: string,
  password: string = E2E.demoPassword,
) {
  const res = await request.post(url(loginPath), { data: { email, password } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).data.token as string}` };
}

/**
 * A new employer organisation, registered through the public API and activated by the demo
 * administrator: what a journey needs to exist, not to watch being made. Returns its sign-in.
 */
export async function newActiveEmployer(request: APIRequestContext, company: string) {
  const email = uniqueEmail('employer');
  const reg = await request.post(url(API.employers.register), {
    data: {
      client_type: 'employer',
      company_name: company,
      first_name: 'Layla',
      last_name: 'Hassan',
      email,
      phone: '+971 50 765 4321',
      password: strongPassword,
    },
  });
  expect(reg.status()).toBe(202);
  // The answer does not say what was made (it is the same for a known address): staff find it.
  const admin = await apiToken(request, API.user.adminLogin, 'admin@demo.example.com');
  const list = await request.get(url(API.employers.list), {
    headers: admin,
    params: { type: 'employer', status: 'pending', q: company },
  });
  expect(list.status()).toBe(200);
  const id = ((await list.json()).data as { id: number; name: string }[]).find((c) => c.name === company)?.id;
  if (!id) throw new Error(`the registration of ${company} is not in the pending list`);
  const act = await request.patch(url(API.employers.status(id)), {
    headers: admin,
    data: { action: 'activate' },
  });
  expect(act.status()).toBe(200);
  return { id, email, password: strongPassword };
}
