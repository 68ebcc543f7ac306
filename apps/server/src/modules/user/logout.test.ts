import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
const post = (url: string, token: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('POST /api/user/logout', () => {
  it('ends the token at once, and only that one', async () => {
    const phone = await signIn(t.app, 'employer', DEMO.employer);
    const laptop = await signIn(t.app, 'employer', DEMO.employer);

    const res = await post('/api/user/logout', laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You have been signed out.');

    expect((await me(laptop)).statusCode).toBe(401);
    expect((await post('/api/user/logout', laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/logout-everywhere', () => {
  it("ends every one of the user's sessions, not other users'", async () => {
    const other = await signIn(t.app, 'candidate', DEMO.candidate);
    const first = await signIn(t.app, 'employer', DEMO.employer);
    const second = await signIn(t.app, 'employer', DEMO.employer);

    const res = await post('/api/user/logout-everywhere', first);
    expect(res.statusCode).toBe(200);

    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    // Signing in again works as before.
    expect((await me(await signIn(t.app, 'employer', DEMO.employer))).statusCode).toBe(200);
  });
});
