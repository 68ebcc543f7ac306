import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { openJobs, openJobsState } from './open-jobs';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

describe('the open jobs in memory at start', () => {
  it('are read as the server starts listening, before any search asks for them', async () => {
    expect(openJobsState(t.database.db)).toBe('none');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect(openJobsState(t.database.db)).not.toBe('none');
    await openJobs(t.database.db);
    expect(openJobsState(t.database.db)).toBe('ready');
  });
});
