import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, isPostgres, openTestDatabase, type TestApp } from '../../../test/helpers/app';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { serverUrl } from '../../../test/setup/postgres-template';
import { type Database, queryRows } from '../../core/db/client';

// A second database copied from the same template stands in for a read replica; unlike a real one
// it is not kept in step, so what each side holds shows which one a request read.
describe.runIf(isPostgres)('the job search on a read replica (DATABASE_REPLICA_URL)', () => {
  let primary: Database;
  let replica: Database;
  let onReplica: TestApp;
  let app: TestApp;
  const urlOf = async (d: Database) => {
    const [row] = await queryRows<{ name: string }>(d.db, sql`select current_database() as name`);
    return serverUrl(String(row?.name));
  };

  beforeAll(async () => {
    primary = await openTestDatabase();
    replica = await openTestDatabase();
    // Writes straight to the replica database (as replication would), through an app of its own.
    onReplica = await buildTestApp(replica, { WORKER: 'off' });
    app = await buildTestApp(primary, {
      WORKER: 'off',
      DATABASE_URL: await urlOf(primary),
      DATABASE_REPLICA_URL: await urlOf(replica),
    });
  });
  afterAll(async () => {
    await app?.close();
    await onReplica?.close();
    await primary?.close();
    await replica?.close();
  });

  const search = async (keyword: string) => {
    const res = await app.app.inject({ method: 'GET', url: `/api/jobs/search?keyword=${keyword}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { id: number; title: string }[] }>().data;
  };

  it('searches the replica, while job pages and writes use the primary', async () => {
    const m = await loadMasters(app.app);
    const replicaJob = await postJob(
      onReplica.app,
      await signIn(onReplica.app, 'employer', DEMO.employer),
      jobBody(m, { title: 'Quillorn Crane Operator' }),
    );
    expect((await search('quillorn')).map((j) => j.title)).toEqual(['Quillorn Crane Operator']);
    // The primary has no such job: its page, read from the primary, is not found.
    const page = await app.app.inject({ method: 'GET', url: `/api/jobs/view/${replicaJob}` });
    expect(page.statusCode).toBe(404);

    // A job posted through the app is written to the primary only: its page shows it, the
    // search (the replica) does not have it.
    const token = await signIn(app.app, 'employer', DEMO.employer);
    const primaryJob = await postJob(app.app, token, jobBody(m, { title: 'Brindlemoor Yard Marshal' }));
    const view = await app.app.inject({
      method: 'GET',
      url: `/api/jobs/view/${primaryJob}`,
      headers: bearer(token),
    });
    expect(view.json().data.title).toBe('Brindlemoor Yard Marshal');
    expect(await search('brindlemoor')).toEqual([]);
    const [onPrimary] = await queryRows<{ n: number }>(
      primary.db,
      sql`select count(*)::int as n from jobs where title = 'Brindlemoor Yard Marshal'`,
    );
    const [onReplicaDb] = await queryRows<{ n: number }>(
      replica.db,
      sql`select count(*)::int as n from jobs where title = 'Brindlemoor Yard Marshal'`,
    );
    expect([onPrimary?.n, onReplicaDb?.n]).toEqual([1, 0]);
  });
});
