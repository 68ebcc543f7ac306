import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';

/*
 * Where the demo applicants came from (issue 30, the sources report): the demo candidates'
 * applications get a way in and some a utm_source, decided by the application's id so a second run
 * changes nothing. Only the demo accounts' applications (@demo.example.com) are touched.
 */
const SOURCES = [
  'search',
  'search',
  'search',
  'alert',
  'alert',
  'job_news',
  'campaign',
  'cv_invitation',
  'company_page',
  'direct',
];

export async function seedDemoSources(db: Db): Promise<void> {
  await db.execute(sql`
    update applications a
    set source = (${sql.raw(`array[${SOURCES.map((s) => `'${s}'`).join(',')}]`)})[1 + a.id % ${SOURCES.length}],
      utm_source = case a.id % 5 when 0 then 'linkedin' when 1 then 'google' when 3 then 'newsletter' end
    from users u
    where u.id = a.candidate_id and u.email like '%@demo.example.com'
      and a.source = 'direct' and a.utm_source is null`);
}
