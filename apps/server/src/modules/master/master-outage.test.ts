import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { failReads } from '../../../test/helpers/outage';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

// Reads of master items fail here as in an outage; the file has a database of its own.
let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
const unique = () => Math.random().toString(36).slice(2, 7);

/** Runs `request` while reading master item `id` fails as in an outage. */
async function whileUnreadable(id: number, request: () => ReturnType<typeof call>) {
  const restore = await failReads(t.database.db, 'master_items', `id = ${id}`);
  try {
    return await request();
  } finally {
    await restore();
  }
}

describe('master data in an outage', () => {
  it("adding a city answers 503 when its state cannot be read, not the form's 400", async () => {
    const states = (await call('GET', 'master/admin/states')).json().data as { id: number }[];
    const state = states[0]?.id ?? 0;
    const res = await whileUnreadable(state, () =>
      call('POST', 'master/admin/cities', { name: `Outage Town ${unique()}`, parent_id: state }),
    );
    expect(res.statusCode, res.body).toBe(503);
    // The same request with the database back is fine.
    const again = await call('POST', 'master/admin/cities', {
      name: `Outage Town ${unique()}`,
      parent_id: state,
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("merging answers 503 when the item to keep cannot be read, not the form's 400", async () => {
    const add = async () =>
      (await call('POST', 'master/admin/designations', { name: `Outage Clerk ${unique()}` })).json().data
        .id as number;
    const gone = await add();
    const kept = await add();
    const res = await whileUnreadable(kept, () =>
      call('POST', `master/admin/designations/${gone}/merge`, { into_id: kept }),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(
      (await call('POST', `master/admin/designations/${gone}/merge`, { into_id: kept })).statusCode,
    ).toBe(200);
  });
});
