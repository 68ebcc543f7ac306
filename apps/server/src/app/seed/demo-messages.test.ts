import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('the demo conversations', () => {
  it('give the demo candidate an unread message and the demo employer a sent licence', async () => {
    const aisha = await signIn(t.app, 'candidate', DEMO.candidate);
    expect((await get(aisha, '/api/messages/unread')).json().data.unread).toBe(1);
    const mine = (await get(aisha, '/api/messages/')).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ unread: 1, last_side: 'organisation' });

    const employer = await signIn(t.app, 'employer', DEMO.employer);
    expect((await get(employer, '/api/messages/unread')).json().data.unread).toBeGreaterThanOrEqual(1);
    const theirs = (await get(employer, '/api/messages/')).json().data;
    const licence = theirs.find((r: { last_message: string }) => r.last_message === 'Of course, here it is.');
    expect(licence).toBeDefined();
    const thread = (await get(employer, `/api/messages/${licence.application_id}`)).json().data;
    const attached = thread.messages.find((m: { attachment: unknown }) => m.attachment);
    expect(attached.attachment).toMatchObject({ file_name: 'driving-licence.pdf' });
    // Its bytes are in the DATA_DIR the test template was seeded in, not this app's: not downloaded here.
  });
});
