import { jobSearchQuerySchema } from '@portal/contract/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { failStatements } from '../../../test/helpers/outage';
import { isOutage } from '../../core/lib/outage';
import { createIndexRegistry } from '../../platform/indexes/registry';
import { trackOpenJobs } from './open-jobs';
import { searchJobs } from './search';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const q = jobSearchQuerySchema.parse({ keyword: 'warehouse' });
const fresh = { cacheSeconds: 0, memory: true };

describe('a failed read of the open jobs into memory', () => {
  it('is logged with its fallback, shows as failed, and the search answers from SQL', async () => {
    const logged: { index?: string; msg: string }[] = [];
    const registry = createIndexRegistry({ error: (obj, msg) => logged.push({ ...obj, msg }) });
    // Only the index's read fails (its batches' statement); the search's own statements work.
    const db = failStatements(t.database.db, 'max(id) as last');
    trackOpenJobs(db, registry);

    const answer = await searchJobs(db, q, fresh);
    expect(answer).toEqual(await searchJobs(t.database.db, q, { cacheSeconds: 0, memory: false }));
    expect(answer.data.length).toBeGreaterThan(0);
    expect(logged).toEqual([
      expect.objectContaining({
        index: 'open_jobs',
        msg: expect.stringMatching(/^open_jobs index build failed; searches read the database/),
      }),
    ]);
    expect(registry.list()).toEqual([
      expect.objectContaining({ name: 'open_jobs', state: 'failed', error: 'simulated outage' }),
    ]);
  });

  it('with the database gone too, the search fails as an outage (503), not an empty answer', async () => {
    const db = failStatements(t.database.db, '');
    trackOpenJobs(db, createIndexRegistry({ error: () => {} }));
    await expect(searchJobs(db, q, fresh)).rejects.toSatisfy(isOutage);
  });
});
