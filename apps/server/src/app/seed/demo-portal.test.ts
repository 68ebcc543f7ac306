import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { queryRows } from '../../core/db/client';
import { DEMO_ACCOUNTS } from './demo-accounts';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: token ? bearer(token) : {} });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.database.db, query);

/** Sentences of a text (lines and full stops), long enough to be someone's own words. */
const sentences = (text: string) =>
  text
    .split(/\n+|(?<=[.!?;])\s+/)
    .map((s) => s.replace(/^[-\s]+|[.;\s]+$/g, '').toLowerCase())
    .filter((s) => s.split(/\s+/).length >= 5);

/** Distinct Monday-based weeks among these times. */
const weeks = (times: Date[]) =>
  new Set(
    times.map((d) => {
      const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    }),
  ).size;

// What a newcomer sees of the demo portal on a fresh start: a believable small portal.
describe('the demo portal', () => {
  it('lists at least ten employers, each with a complete company page', async () => {
    const list = await get('employers/directory?page_size=50');
    const employers = (list.data as { id: number; name: string; type: string }[]).filter(
      (c) => c.type === 'employer',
    );
    expect(employers.length).toBeGreaterThanOrEqual(10);
    for (const card of employers) {
      const page = (await get(`employers/directory/${card.id}`)).data;
      const social = Object.values(page.social as Record<string, string | null>).filter(Boolean);
      expect(
        {
          name: card.name,
          logo: !!page.logo,
          about: (page.about ?? '').length > 100,
          industry: !!page.industry,
          size: !!page.company_size,
          website: !!page.website,
          social: social.length > 0,
          offices: page.branches.length > 0,
          jobs: page.open_jobs > 0,
        },
        card.name,
      ).toEqual({
        name: card.name,
        logo: true,
        about: true,
        industry: true,
        size: true,
        website: true,
        social: true,
        offices: true,
        jobs: true,
      });
    }
  });

  it('gives every company a job card names a page in the directory', async () => {
    const directory = new Set(
      ((await get('employers/directory?page_size=50')).data as { name: string }[]).map((c) => c.name),
    );
    const jobs = (await get('jobs/search?page_size=50')).data as {
      client_company_name: string | null;
      employer: { name: string };
    }[];
    expect(jobs.length).toBeGreaterThanOrEqual(30);
    const named = new Set(jobs.map((j) => j.client_company_name ?? j.employer.name));
    expect([...named].filter((name) => !directory.has(name))).toEqual([]);
    expect(named.size).toBeGreaterThanOrEqual(10);
  });

  it("gives every demo candidate a CV of their own: no sentence of one's CV or summary in another's", async () => {
    const cvs = await rows<{ email: string; cv_text: string; summary: string }>(
      sql`select u.email, p.cv_text, p.summary from users u join candidate_profiles p on p.user_id = u.id
          where u.email like '%@demo.example.com'`,
    );
    expect(cvs.length).toBeGreaterThanOrEqual(15);
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const cv of cvs)
      for (const s of new Set(sentences(`${cv.cv_text}\n${cv.summary}`))) {
        const other = owners.get(s);
        if (other && other !== cv.email) shared.push(`${s} (${other}, ${cv.email})`);
        owners.set(s, cv.email);
      }
    expect(shared).toEqual([]);
  });

  it('shows each "forklift" hit of the CV search in words of its own', async () => {
    const token = await signIn(t.app, 'employer', DEMO.employer);
    const body = await get('search/candidate?q=forklift&page_size=50', token);
    const hits = body.data as { snippets: { text: string; hit: boolean }[][] }[];
    expect(hits.length).toBeGreaterThanOrEqual(5);
    // A hit in context: the four words either side of the marked word.
    const contexts = hits.map(
      (h) =>
        new Set(
          h.snippets.flatMap((parts) =>
            parts.flatMap((part, i) => {
              if (!part.hit) return [];
              const words = (xs: { text: string }[]) =>
                xs
                  .map((x) => x.text)
                  .join('')
                  .split(/\s+/)
                  .filter(Boolean);
              const before = words(parts.slice(0, i)).slice(-4);
              const after = words(parts.slice(i + 1)).slice(0, 4);
              return [[...before, part.text, ...after].join(' ').toLowerCase()];
            }),
          ),
        ),
    );
    const seen = new Map<string, number>();
    for (const set of contexts) for (const c of set) seen.set(c, (seen.get(c) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([c]) => c)).toEqual([]);
  });

  it('has a history over the last eight weeks, not only this week', async () => {
    const at = async (query: ReturnType<typeof sql>) =>
      (await rows<{ at: Date | string }>(query)).map((r) => new Date(r.at));
    const registrations = await at(
      sql`select created_at as at from users
          where role in ('candidate', 'employer') and email like '%.example.com' and created_at > now() - interval '56 days'`,
    );
    expect(weeks(registrations)).toBeGreaterThanOrEqual(6);
    const applications = await at(sql`select created_at as at from applications`);
    // Most candidates applied for several jobs: more applications than jobs.
    expect(applications.length).toBeGreaterThan(40);
    expect(weeks(applications)).toBeGreaterThanOrEqual(5);
    const moves = await at(sql`select created_at as at from application_events where status <> 'applied'`);
    expect(weeks(moves)).toBeGreaterThanOrEqual(4);
    const published = await at(sql`select published_at as at from jobs where published_at is not null`);
    expect(weeks(published)).toBeGreaterThanOrEqual(6);
    expect(weeks(await at(sql`select created_at as at from enquiries`))).toBeGreaterThanOrEqual(4);
    expect(
      weeks(await at(sql`select published_at as at from news_articles where published_at is not null`)),
    ).toBeGreaterThanOrEqual(4);
    const campaigns = await at(sql`select created_at as at from email_campaigns`);
    expect(campaigns.length).toBeGreaterThan(0);
    expect(campaigns.every((d) => d.getTime() < Date.now() - 7 * 86_400_000)).toBe(true);
    // A registration from the last days waits for the staff.
    const pending = await rows<{ n: number }>(
      sql`select count(*)::int as n from clients where status = 'pending'`,
    );
    expect(pending[0]?.n).toBeGreaterThan(0);
    // Nothing of it before the organisation or the person it belongs to existed.
    const early = await rows<{ n: number }>(
      sql`select count(*)::int as n from applications a
          join users u on u.id = a.candidate_id join jobs j on j.id = a.job_id join clients c on c.id = j.client_id
          where a.created_at < u.created_at or a.created_at < j.published_at or j.published_at < c.created_at`,
    );
    expect(early[0]?.n).toBe(0);
  });

  it('schools each candidate at an institution of their level', async () => {
    const edu = await rows<{ email: string; level: string; institution: string }>(
      sql`select u.email, l.slug as level, e.institution from candidate_educations e
          join users u on u.id = e.user_id join master_items l on l.id = e.education_level_id
          where u.email like '%@demo.example.com'`,
    );
    expect(edu.length).toBeGreaterThanOrEqual(15);
    const fits: Record<string, RegExp> = {
      'high-school': /\bschool\b/i,
      'vocational-certificate': /\b(institute|training|centre)\b/i,
      diploma: /\b(polytechnic|college|institute)\b/i,
      'bachelor-s-degree': /\b(university|institute of technology)\b/i,
      'master-s-degree': /\buniversity\b/i,
      mba: /\b(university|business school)\b/i,
    };
    const misfits = edu.filter(
      (e) =>
        !fits[e.level]?.test(e.institution) ||
        (['high-school', 'vocational-certificate'].includes(e.level) && /universit/i.test(e.institution)),
    );
    expect(misfits).toEqual([]);
  });

  it('names every staff and demo account as a person', async () => {
    const people = await rows<{ email: string; first_name: string; last_name: string }>(
      sql`select email, first_name, last_name from users
          where role <> 'candidate' or email like '%@demo.example.com'`,
    );
    expect(people.length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length + 9);
    const odd = people.filter(
      (p) =>
        !/^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(p.first_name) ||
        !/^[A-Z][A-Za-z' -]+$/.test(p.last_name) ||
        /\b(demo|admin|test|user)\b/i.test(`${p.first_name} ${p.last_name}`),
    );
    expect(odd).toEqual([]);
  });
});
