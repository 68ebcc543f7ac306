import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { DEMO_COLLEAGUE } from '../../app/seed/demo-scorecards';
import { scorecards } from '../../core/db/schema/scorecards';
import { auditLog } from '../../core/db/schema/user-admin';
import { users } from '../../core/db/schema/users';
import { hashPassword } from '../../core/lib/passwords';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let admin: string;
let candidate: Awaited<ReturnType<typeof newCandidate>>;
const PASSWORD = 'Scorecard-Harbour-42';
let hash: string;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  candidate = await newCandidate(t.app);
  hash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT';
const as = (token: string | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const criteriaUrl = (job: number) => `/api/scorecards/jobs/${job}/criteria`;
const cardsUrl = (app: number) => `/api/scorecards/applications/${app}`;
const mineUrl = (app: number) => `${cardsUrl(app)}/mine`;

/** A fresh employer with a second team member, a published job and one applicant: each test its own. */
async function world() {
  const tag = Math.random().toString(36).slice(2, 8);
  const org = await newEmployer(t.app, admin, `Scorecard Freight ${tag}`);
  const email = `colleague-${tag}@example.com`;
  await t.database.db.insert(users).values({
    email,
    passwordHash: hash,
    role: 'employer',
    firstName: 'Layla',
    lastName: 'Hassan',
    clientId: org.id,
  });
  const colleague = await signIn(t.app, 'employer', email, PASSWORD);
  const job = await postJob(t.app, org.token, jobBody(m, { title: `Forklift operator ${tag}` }));
  const application = await applyFor(t.app, candidate.token, job);
  return { org, colleague, job, application };
}

type View = {
  criteria: { id: number; name: string; ratings: number }[];
  mine: { recommendation: string; notes: string; ratings: { name: string; rating: number }[] } | null;
  submitted_count: number;
  others_hidden: boolean;
  cards: { author: { name: string } | null; is_mine: boolean; notes: string }[] | null;
  summary: {
    cards: number;
    criteria: { name: string; average: number | null; ratings: number }[];
    recommendations: Record<string, number>;
  } | null;
};
const view = async (token: string, app: number): Promise<View> => {
  const res = await as(token, 'GET', cardsUrl(app));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: View }>().data;
};
const fullCard = (v: View, rating: number, recommendation = 'yes', notes = '') => ({
  ratings: v.criteria.map((c) => ({ criterion_id: c.id, rating })),
  recommendation,
  notes,
});

describe("a job's criteria", () => {
  it('start as the default set and are kept, renamed, added and removed in one save', async () => {
    const w = await world();
    const first = await as(w.org.token, 'GET', criteriaUrl(w.job));
    expect(first.statusCode).toBe(200);
    const start = first.json<{ data: { criteria: { id: number; name: string }[] } }>().data.criteria;
    expect(start.map((c) => c.name)).toEqual(['Experience', 'Skills', 'Communication', 'Culture']);

    const [exp, skills, , culture] = start;
    const res = await as(w.org.token, 'PUT', criteriaUrl(w.job), {
      criteria: [
        { id: skills?.id, name: 'Forklift skills' },
        { id: exp?.id, name: 'Experience' },
        { id: culture?.id, name: 'Safety attitude' },
        { name: 'Reach truck' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<{ data: { criteria: { id: number; name: string }[] } }>().data.criteria;
    expect(after.map((c) => c.name)).toEqual([
      'Forklift skills',
      'Experience',
      'Safety attitude',
      'Reach truck',
    ]);
    expect(after[0]?.id).toBe(skills?.id);
    // The scorecard reads the same list.
    expect((await view(w.colleague, w.application)).criteria.map((c) => c.name)).toEqual(
      after.map((c) => c.name),
    );
  });

  it('swap two names without tripping over each other', async () => {
    const w = await world();
    const [a, b] = (await view(w.org.token, w.application)).criteria;
    const res = await as(w.org.token, 'PUT', criteriaUrl(w.job), {
      criteria: [
        { id: a?.id, name: b?.name },
        { id: b?.id, name: a?.name },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.criteria.map((c: { name: string }) => c.name)).toEqual(['Skills', 'Experience']);
  });

  it('removing a criterion removes its ratings from the cards and the summary', async () => {
    const w = await world();
    const v = await view(w.org.token, w.application);
    expect((await as(w.org.token, 'PUT', mineUrl(w.application), fullCard(v, 4))).statusCode).toBe(200);
    const res = await as(w.org.token, 'PUT', criteriaUrl(w.job), {
      criteria: v.criteria.slice(1).map((c) => ({ id: c.id, name: c.name })),
    });
    expect(res.statusCode).toBe(200);
    const now = await view(w.org.token, w.application);
    expect(now.mine?.ratings.map((r) => r.name)).toEqual(['Skills', 'Communication', 'Culture']);
    expect(now.summary?.criteria.map((c) => c.name)).toEqual(['Skills', 'Communication', 'Culture']);
  });

  it.each([
    [{ criteria: [] }, 'criteria', 'Keep at least one criterion'],
    [
      { criteria: Array.from({ length: 11 }, (_, i) => ({ name: `C${i}` })) },
      'criteria',
      'At most 10 criteria',
    ],
    [{ criteria: [{ name: '   ' }] }, 'criteria.0.name', 'Name the criterion'],
    [
      { criteria: [{ name: 'x'.repeat(61) }] },
      'criteria.0.name',
      "A criterion's name must be at most 60 characters",
    ],
    [{ criteria: [{ name: 'Skills' }, { name: 'skills' }] }, 'criteria.1.name', '"skills" is listed twice'],
    [
      { criteria: [{ id: 2_000_000_000, name: 'Skills' }] },
      'criteria.0.id',
      "This criterion is not one of this job's; reload and try again",
    ],
    [{}, 'criteria', 'List the criteria'],
  ])('refuses %j with a message on %s and changes nothing', async (body, field, message) => {
    const w = await world();
    const before = (await view(w.org.token, w.application)).criteria;
    const res = await as(w.org.token, 'PUT', criteriaUrl(w.job), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message[field]).toEqual([message]);
    expect((await view(w.org.token, w.application)).criteria).toEqual(before);
  });

  it("refuses another job's criterion id", async () => {
    const w = await world();
    const other = await world();
    const theirs = (await view(other.org.token, other.application)).criteria[0];
    const res = await as(w.org.token, 'PUT', criteriaUrl(w.job), {
      criteria: [{ id: theirs?.id, name: 'Mine now' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message['criteria.0.id']).toBeDefined();
    expect((await view(other.org.token, other.application)).criteria[0]?.name).toBe('Experience');
  });
});

describe('blind scoring', () => {
  it("hides the others' cards and the summary until the viewer has submitted, then shows both", async () => {
    const w = await world();
    const v = await view(w.colleague, w.application);
    expect(v).toMatchObject({
      submitted_count: 0,
      others_hidden: true,
      cards: null,
      summary: null,
      mine: null,
    });
    const theirs = await as(
      w.colleague,
      'PUT',
      mineUrl(w.application),
      fullCard(v, 5, 'strong_yes', 'Sharp on safety.'),
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data).toMatchObject({ others_hidden: false, submitted_count: 1 });

    // The employer has not scored: the colleague's card is not in the answer at all.
    const blind = await as(w.org.token, 'GET', cardsUrl(w.application));
    expect(blind.json().data).toMatchObject({
      submitted_count: 1,
      others_hidden: true,
      cards: null,
      summary: null,
    });
    expect(blind.body).not.toContain('Sharp on safety.');
    expect(blind.body).not.toContain('strong_yes');

    const mine = await as(
      w.org.token,
      'PUT',
      mineUrl(w.application),
      fullCard(v, 2, 'no', 'Unsure about nights.'),
    );
    expect(mine.statusCode).toBe(200);
    const open = mine.json<{ data: View }>().data;
    expect(open.others_hidden).toBe(false);
    expect(open.cards?.map((c) => [c.author?.name, c.is_mine, c.notes])).toEqual([
      ['Layla Hassan', false, 'Sharp on safety.'],
      [expect.stringContaining(''), true, 'Unsure about nights.'],
    ]);
    expect(open.summary).toMatchObject({
      cards: 2,
      recommendations: { strong_yes: 1, yes: 0, no: 1, strong_no: 0 },
    });
    expect(open.summary?.criteria.map((c) => [c.name, c.average, c.ratings])).toEqual([
      ['Experience', 3.5, 2],
      ['Skills', 3.5, 2],
      ['Communication', 3.5, 2],
      ['Culture', 3.5, 2],
    ]);
  });

  it('keeps one card per interviewer: submitting again changes it, audited with before and after', async () => {
    const w = await world();
    const v = await view(w.org.token, w.application);
    await as(w.org.token, 'PUT', mineUrl(w.application), fullCard(v, 3, 'yes', 'First look.'));
    const again = await as(
      w.org.token,
      'PUT',
      mineUrl(w.application),
      fullCard(v, 5, 'strong_yes', 'After the site visit.'),
    );
    expect(again.statusCode).toBe(200);
    const now = again.json<{ data: View }>().data;
    expect(now.submitted_count).toBe(1);
    expect(now.mine).toMatchObject({ recommendation: 'strong_yes', notes: 'After the site visit.' });
    expect(now.summary?.criteria[0]?.average).toBe(5);

    const rows = await t.database.db
      .select({ id: scorecards.id })
      .from(scorecards)
      .where(eq(scorecards.applicationId, w.application));
    expect(rows).toHaveLength(1);
    const audit = await t.database.db
      .select({
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        clientId: auditLog.clientId,
      })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'scorecard'), eq(auditLog.targetId, String(rows[0]?.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['scorecard.submitted', 'scorecard.changed']);
    expect(audit[1]).toMatchObject({
      clientId: w.org.id,
      before: { recommendation: 'yes', notes: 'First look.', ratings: { Experience: 3 } },
      after: { recommendation: 'strong_yes', notes: 'After the site visit.', ratings: { Experience: 5 } },
    });
  });
});

describe('bad scorecards', () => {
  it.each([
    [
      'a rating of 6',
      (c: ReturnType<typeof fullCard>) => ({ ...c, ratings: c.ratings.map((r) => ({ ...r, rating: 6 })) }),
      'ratings.0.rating',
      'Rate from 1 to 5',
    ],
    [
      'a rating of 0',
      (c: ReturnType<typeof fullCard>) => ({ ...c, ratings: c.ratings.map((r) => ({ ...r, rating: 0 })) }),
      'ratings.0.rating',
      'Rate from 1 to 5',
    ],
    [
      'a rating of 2.5',
      (c: ReturnType<typeof fullCard>) => ({ ...c, ratings: c.ratings.map((r) => ({ ...r, rating: 2.5 })) }),
      'ratings.0.rating',
      'Rate from 1 to 5',
    ],
    [
      'no recommendation',
      ({ recommendation: _, ...c }: ReturnType<typeof fullCard>) => c,
      'recommendation',
      'Choose a recommendation: strong yes, yes, no or strong no',
    ],
    [
      'a recommendation off the scale',
      (c: ReturnType<typeof fullCard>) => ({ ...c, recommendation: 'maybe' }),
      'recommendation',
      'Choose a recommendation: strong yes, yes, no or strong no',
    ],
    [
      'an unknown criterion',
      (c: ReturnType<typeof fullCard>) => ({
        ...c,
        ratings: [...c.ratings.slice(1), { criterion_id: 2_000_000_000, rating: 3 }],
      }),
      'ratings.3.criterion_id',
      "This criterion is not one of this job's; reload and try again",
    ],
    [
      'a criterion left unrated',
      (c: ReturnType<typeof fullCard>) => ({ ...c, ratings: c.ratings.slice(1) }),
      'ratings',
      'Rate every criterion: Experience is not rated',
    ],
    [
      'a criterion rated twice',
      (c: ReturnType<typeof fullCard>) => ({ ...c, ratings: [...c.ratings, c.ratings[0]] }),
      'ratings.4.criterion_id',
      'Rated twice',
    ],
    [
      'notes over 4000 characters',
      (c: ReturnType<typeof fullCard>) => ({ ...c, notes: 'n'.repeat(4001) }),
      'notes',
      'Notes must be at most 4000 characters',
    ],
    ['an unknown field', (c: ReturnType<typeof fullCard>) => ({ ...c, author_id: 1 }), '', ''],
  ])('%s is a 400 with a clear message and writes nothing', async (_name, bad, field, message) => {
    const w = await world();
    const v = await view(w.org.token, w.application);
    const res = await as(w.org.token, 'PUT', mineUrl(w.application), bad(fullCard(v, 3)));
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(res.json().message[field]).toEqual([message]);
    expect((await view(w.org.token, w.application)).submitted_count).toBe(0);
  });
});

describe('who reaches scorecards', () => {
  it('another organisation, the operator and a candidate are refused, and nothing is written', async () => {
    const w = await world();
    const v = await view(w.org.token, w.application);
    const rival = await world();
    for (const token of [rival.org.token, admin]) {
      expect((await as(token, 'GET', cardsUrl(w.application))).statusCode).toBe(404);
      expect((await as(token, 'PUT', mineUrl(w.application), fullCard(v, 3))).statusCode).toBe(404);
      expect((await as(token, 'GET', criteriaUrl(w.job))).statusCode).toBe(404);
      expect(
        (await as(token, 'PUT', criteriaUrl(w.job), { criteria: [{ name: 'Theirs' }] })).statusCode,
      ).toBe(404);
    }
    expect((await as(candidate.token, 'GET', cardsUrl(w.application))).statusCode).toBe(403);
    expect((await as(candidate.token, 'PUT', mineUrl(w.application), fullCard(v, 3))).statusCode).toBe(403);
    expect((await as(null, 'GET', cardsUrl(w.application))).statusCode).toBe(401);
    expect((await view(w.org.token, w.application)).submitted_count).toBe(0);
    expect((await view(w.org.token, w.application)).criteria.map((c) => c.name)).not.toContain('Theirs');
  });
});

describe('the demo data', () => {
  it("gives the demo employer a colleague's card, hidden until he submits his own", async () => {
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    const [card] = await t.database.db
      .select({ applicationId: scorecards.applicationId })
      .from(scorecards)
      .innerJoin(users, eq(users.id, scorecards.authorId))
      .where(eq(users.email, DEMO_COLLEAGUE.email));
    expect(card).toBeDefined();
    const id = card?.applicationId as number;
    const before = await view(employer, id);
    expect(before).toMatchObject({ submitted_count: 1, others_hidden: true, cards: null, mine: null });
    const res = await as(employer, 'PUT', mineUrl(id), fullCard(before, 4, 'yes'));
    expect(res.statusCode).toBe(200);
    const after = res.json<{ data: View }>().data;
    expect(after.cards?.map((c) => c.author?.name)).toEqual(['Mariam Haddad', 'Omar Haddad']);
    expect(after.summary?.cards).toBe(2);
  });
});
