import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { type SessionFound, sessionLookup } from './session-cache';

const log = { warn() {} };
const found = (id: number): SessionFound => ({ user: { id } as SessionFound['user'], revoked: false });

/** A read of the database that counts its calls. */
function counted() {
  const read = async (id: number) => {
    read.calls++;
    return found(id);
  };
  read.calls = 0;
  return read;
}

/** A database that only hands out its notice handler, so the test can send notices itself. */
function fakeDatabase(driver: 'pglite' | 'postgres') {
  let notify: () => void = () => {};
  return {
    database: {
      driver,
      listen: async (_channel: string, onMessage: (payload: string | null) => void) => {
        notify = () => onMessage('');
        return Object.assign(async () => {}, { sync: async () => {} });
      },
    },
    notify: () => notify(),
  };
}

describe('sessionLookup', () => {
  it('on the embedded database, reads a session once until a change is announced', async () => {
    const { database, notify } = fakeDatabase('pglite');
    const read = counted();
    const sessions = await sessionLookup(database, read, log);
    await sessions.find(1, 'a');
    await sessions.find(1, 'a');
    expect(read.calls).toBe(1);
    await sessions.find(1, 'b');
    expect(read.calls).toBe(2);
    notify();
    await sessions.find(1, 'a');
    expect(read.calls).toBe(3);
  });

  it('does not keep a read that was under way when a change was announced', async () => {
    const { database, notify } = fakeDatabase('pglite');
    let reads = 0;
    let release: () => void = () => {};
    const sessions = await sessionLookup(
      database,
      async (id) => {
        reads++;
        if (reads === 1) await new Promise<void>((r) => (release = r));
        return found(id);
      },
      log,
    );
    const first = sessions.find(1, 'a');
    notify();
    release();
    await first;
    await sessions.find(1, 'a');
    expect(reads).toBe(2);
  });

  it('hands out frozen answers, so no request can change the next one', async () => {
    const { database } = fakeDatabase('pglite');
    const sessions = await sessionLookup(database, async (id) => found(id), log);
    const { user } = await sessions.find(1, 'a');
    expect(() => Object.assign(user ?? {}, { id: 2 })).toThrow(TypeError);
  });

  it('on PostgreSQL, where other processes write too, reads every time', async () => {
    const { database } = fakeDatabase('postgres');
    const read = counted();
    const sessions = await sessionLookup(database, read, log);
    await sessions.find(1, 'a');
    await sessions.find(1, 'a');
    expect(read.calls).toBe(2);
  });
});

// Through the app: a change written by any statement, not only by the services, ends access at once.
describe('signed-in requests after a change made in SQL', () => {
  let t: Awaited<ReturnType<typeof setupFile>>;
  beforeAll(async () => {
    t = await setupFile();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
  const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

  it('a suspended user is refused on the next request', async () => {
    const token = await signIn(t.app, 'candidate', DEMO.candidate);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    await exec(sql`update users set status = 'suspended' where email = ${DEMO.candidate}`);
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await exec(sql`update users set status = 'active' where email = ${DEMO.candidate}`);
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it("a token signed out in the table is refused, and the user's other tokens are not", async () => {
    const token = await signIn(t.app, 'employer', DEMO.employer);
    const other = await signIn(t.app, 'employer', DEMO.employer);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    const [, payload] = token.split('.');
    const { jti, sub, exp } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      jti: string;
      sub: string;
      exp: number;
    };
    await exec(
      sql`insert into revoked_tokens (jti, user_id, expires_at) values (${jti}, ${Number(sub)}, to_timestamp(${exp}))`,
    );
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it("an organisation's change reaches its users' next request", async () => {
    const token = await signIn(t.app, 'consultancy', DEMO.consultancy);
    expect((await me(token)).statusCode).toBe(200);
    const clientOf = sql`(select client_id from users where email = ${DEMO.consultancy})`;
    await exec(sql`update clients set status = 'suspended' where id = ${clientOf}`);
    try {
      expect((await me(token)).statusCode).toBe(403);
    } finally {
      await exec(sql`update clients set status = 'active' where id = ${clientOf}`);
    }
    expect((await me(token)).statusCode).toBe(200);
  });
});
