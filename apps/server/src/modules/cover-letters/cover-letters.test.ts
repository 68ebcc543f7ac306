import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { bearer } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/candidate/cover-letters${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
type Letter = { id: number; title: string; body: string };
const letters = async (token: string) => (await call(token, 'GET')).json<{ data: Letter[] }>().data;

describe('saved cover letters', () => {
  it('saves, edits and deletes a letter; five at most, the sixth refused with a clear 422', async () => {
    const me = await newCandidate(t.app);
    expect(await letters(me.token)).toEqual([]);
    const res = await call(me.token, 'POST', '', { title: ' Warehouse roles ', body: 'Dear Hiring Manager' });
    expect(res.statusCode).toBe(201);
    const saved = res.json<{ data: Letter }>().data;
    expect(saved).toMatchObject({ title: 'Warehouse roles', body: 'Dear Hiring Manager' });
    const edited = await call(me.token, 'PATCH', `/${saved.id}`, { body: 'Dear Ms Khan' });
    expect(edited.json().data).toMatchObject({ title: 'Warehouse roles', body: 'Dear Ms Khan' });
    for (const n of [2, 3, 4, 5]) await call(me.token, 'POST', '', { title: `Letter ${n}`, body: 'Text' });
    const sixth = await call(me.token, 'POST', '', { title: 'Sixth', body: 'Text' });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toBe(
      'You can keep at most 5 cover letters. Delete one before adding another.',
    );
    expect((await call(me.token, 'DELETE', `/${saved.id}`)).statusCode).toBe(200);
    expect((await letters(me.token)).map((l) => l.title)).not.toContain('Warehouse roles');
  });

  it('checks the title and the 5,000-character text', async () => {
    const me = await newCandidate(t.app);
    const long = await call(me.token, 'POST', '', { title: 'Long', body: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message.body).toEqual(['Keep the letter under 5000 characters']);
    const ok = await call(me.token, 'POST', '', { title: 'Long', body: 'x'.repeat(5000) });
    expect(ok.statusCode).toBe(201);
    const empty = await call(me.token, 'PATCH', `/${ok.json().data.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 for another candidate's letter", async () => {
    const owner = await newCandidate(t.app);
    const other = await newCandidate(t.app);
    const id = (await call(owner.token, 'POST', '', { title: 'Mine', body: 'Private' })).json().data.id;
    expect((await call(other.token, 'PATCH', `/${id}`, { title: 'Taken' })).statusCode).toBe(404);
    expect((await call(other.token, 'DELETE', `/${id}`)).statusCode).toBe(404);
    expect(await letters(other.token)).toEqual([]);
    expect((await letters(owner.token)).map((l) => l.title)).toEqual(['Mine']);
  });
});
