import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobs } from '../../core/db/schema/jobs';
import { newsArticles } from '../../core/db/schema/news';
import { ARABIC_JOBS, ARABIC_NEWS } from './demo-arabic';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

describe('the Arabic demo texts (issue 31)', () => {
  it('gives every listed demo job its Arabic title and description, and a news article its Arabic', async () => {
    const rows = await t.database.db
      .select({ title: jobs.title, titleAr: jobs.titleAr, text: jobs.descriptionTextAr })
      .from(jobs)
      .where(isNotNull(jobs.titleAr));
    expect(ARABIC_JOBS.length).toBeGreaterThanOrEqual(6);
    for (const j of ARABIC_JOBS) {
      const row = rows.find((r) => r.title === j.title);
      expect(row?.titleAr, j.title).toBe(j.titleAr);
      expect(row?.text?.length ?? 0).toBeGreaterThan(30);
    }
    const news = await t.database.db
      .select({ slug: newsArticles.slug, titleAr: newsArticles.titleAr })
      .from(newsArticles)
      .where(isNotNull(newsArticles.titleAr));
    expect(news.map((n) => n.slug)).toEqual(ARABIC_NEWS.map((a) => a.slug));
  });
});
