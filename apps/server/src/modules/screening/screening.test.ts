import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { outbox } from '../../core/db/schema/outbox';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let rival: { id: number; token: string };

/** A forklift job's questions: every kind, two knock-outs. */
const QUESTIONS = [
  {
    kind: 'yes_no',
    text: 'Do you hold a UAE forklift licence?',
    required: true,
    knockout: { rule: 'must_be_yes' },
  },
  {
    kind: 'number',
    text: 'Years of forklift experience',
    min: 0,
    max: 40,
    knockout: { rule: 'at_least', value: 2 },
  },
  { kind: 'single_choice', text: 'Which shift suits you?', options: ['Day', 'Night'], required: true },
  {
    kind: 'multiple_choice',
    text: 'Which trucks have you driven?',
    options: ['Counterbalance', 'Reach', 'VNA'],
  },
  { kind: 'short_text', text: 'Anything else we should know?' },
];

type Q = { id: string; kind: string; text: string; knockout?: unknown };

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  rival = await newEmployer(t.app, admin, 'Rival Haulage LLC');
});
afterAll(() => t.close());

const call = (token: string | null, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as string } : {}),
  });

async function screenedJob(title: string, autoDecline: boolean) {
  const id = await postJob(
    t.app,
    employer,
    jobBody(m, { title, screening_questions: QUESTIONS, screening_auto_decline: autoDecline }),
  );
  const job = (await call(employer, 'GET', `/api/jobs/${id}`)).json().data;
  const [licence, years, shift, trucks, note] = job.screening_questions as Q[];
  return { id, q: { licence, years, shift, trucks, note } as Record<string, Q> };
}

const ids = (job: Awaited<ReturnType<typeof screenedJob>>) =>
  Object.fromEntries(Object.entries(job.q).map(([k, v]) => [k, v.id])) as Record<string, string>;

describe('questions on a job', () => {
  it('keeps the questions with ids; the public page shows them without the knock-out rules', async () => {
    const job = await screenedJob('Forklift Operator (screened)', false);
    expect(job.q.licence).toMatchObject({
      kind: 'yes_no',
      required: true,
      knockout: { rule: 'must_be_yes', value: null, options: [] },
    });
    // A knock-out question is always required.
    expect(job.q.years).toMatchObject({
      required: true,
      min: 0,
      max: 40,
      knockout: { rule: 'at_least', value: 2 },
    });
    expect(job.q.note).toMatchObject({ kind: 'short_text', required: false, knockout: null });
    expect(new Set(Object.values(ids(job))).size).toBe(5);

    const pub = (await call(null, 'GET', `/api/jobs/view/${job.id}`)).json().data;
    expect(pub.screening_questions).toHaveLength(5);
    expect(JSON.stringify(pub)).not.toContain('must_be_yes');
    expect(pub.screening_questions[0]).not.toHaveProperty('knockout');
    expect(pub).not.toHaveProperty('screening_auto_decline');
  });

  it('refuses a bad question list with a message under the field, and writes nothing', async () => {
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ kind: 'yes_no', text: `Question number ${i}` }));
    const cases: [unknown[], string, string][] = [
      [tooMany, 'screening_questions', 'At most 20 screening questions per job'],
      [
        [{ kind: 'short_text', text: 'Why us?', knockout: { rule: 'must_be_yes' } }],
        'screening_questions.0.knockout.rule',
        'A short text question cannot have a knock-out rule',
      ],
      [
        [{ kind: 'single_choice', text: 'Shift?', options: ['Day'] }],
        'screening_questions.0.options',
        'Give at least two options',
      ],
      [
        [
          {
            kind: 'single_choice',
            text: 'Shift?',
            options: ['Day', 'Night'],
            knockout: { rule: 'one_of', options: ['Evening'] },
          },
        ],
        'screening_questions.0.knockout.options',
        "Choose only among the question's options",
      ],
      [
        [{ kind: 'number', text: 'Years?', min: 10, max: 2 }],
        'screening_questions.0.max',
        'The maximum must be at least the minimum',
      ],
      [
        [{ kind: 'number', text: 'Years?', knockout: { rule: 'at_least' } }],
        'screening_questions.0.knockout.value',
        'Enter the number to compare with',
      ],
      [
        [{ kind: 'yes_no', text: 'x'.repeat(301) }],
        'screening_questions.0.text',
        'Keep the question under 300 characters',
      ],
      [
        [{ kind: 'essay', text: 'Tell us a story' }],
        'screening_questions.0.kind',
        'Choose the kind of question',
      ],
    ];
    for (const [questions, field, message] of cases) {
      const res = await call(employer, 'POST', '/api/jobs/', {
        ...jobBody(m, { title: 'Rejected screening job' }),
        screening_questions: questions,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message[field]).toContain(message);
    }
    const list = (await call(employer, 'GET', '/api/jobs/?q=Rejected screening job')).json();
    expect(list.meta.total).toBe(0);
  });

  it('a template keeps its questions and a job created from it copies them', async () => {
    const created = await call(employer, 'POST', '/api/template/job-templates', {
      ...jobBody(m, { title: 'Reach Truck Driver' }),
      name: 'Reach truck with screening',
      screening_questions: QUESTIONS.slice(0, 2),
      screening_auto_decline: true,
    });
    expect(created.statusCode).toBe(201);
    const tpl = created.json().data;
    expect(tpl.screening_questions).toHaveLength(2);
    expect(tpl.screening_auto_decline).toBe(true);
    const job = (await call(employer, 'POST', `/api/template/job-templates/${tpl.id}/create-job`)).json()
      .data;
    expect(job.screening_auto_decline).toBe(true);
    expect(job.screening_questions.map((q: Q) => q.text)).toEqual([QUESTIONS[0]?.text, QUESTIONS[1]?.text]);
  });
});

describe('answering when applying', () => {
  it('names each bad answer and keeps no application', async () => {
    const job = await screenedJob('Forklift Operator (answers)', false);
    const q = ids(job);
    const c = await newCandidate(t.app);
    const apply = (answers: unknown) => call(c.token, 'POST', '/api/jobs/apply', { job_id: job.id, answers });

    const missing = await apply({ [q.years as string]: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatchObject({
      [`answers.${q.licence}`]: ['Answer this question'],
      [`answers.${q.shift}`]: ['Answer this question'],
    });
    const wrong = await apply({
      [q.licence as string]: 'yes',
      [q.years as string]: 41,
      [q.shift as string]: 'Evening',
      [q.trucks as string]: ['Reach', 'Crane'],
      [q.note as string]: 42,
      qUnknown: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual({
      [`answers.${q.licence}`]: ['Answer yes or no'],
      [`answers.${q.years}`]: ['Enter 40 or less'],
      [`answers.${q.shift}`]: ['Choose one of the options'],
      [`answers.${q.trucks}`]: ['Choose among the options given'],
      [`answers.${q.note}`]: ['Enter your answer as text'],
      'answers.qUnknown': ['This job does not ask this question'],
    });
    const badShape = await apply({ 'bad.id': true });
    expect(badShape.statusCode).toBe(400);
    const mine = (await call(c.token, 'GET', `/api/jobs/apply?job_ids=${job.id}`)).json();
    expect(mine.data).toEqual([]);
  });

  it('keeps the answers with the questions as asked; the employer sees them with marks, filters and CSV', async () => {
    const job = await screenedJob('Forklift Operator (panel)', false);
    const q = ids(job);
    const good = await newCandidate(t.app, { first_name: 'Passing', last_name: 'Driver' });
    const bad = await newCandidate(t.app, { first_name: 'Failing', last_name: 'Driver' });
    const yes = (
      await call(good.token, 'POST', '/api/jobs/apply', {
        job_id: job.id,
        answers: {
          [q.licence as string]: true,
          [q.years as string]: 5,
          [q.shift as string]: 'Night',
          [q.trucks as string]: ['VNA', 'Reach'],
          [q.note as string]: '  Available at once.  ',
        },
      })
    ).json().data;
    expect(yes.status).toBe('applied');
    const no = (
      await call(bad.token, 'POST', '/api/jobs/apply', {
        job_id: job.id,
        answers: { [q.licence as string]: false, [q.years as string]: 1, [q.shift as string]: 'Day' },
      })
    ).json().data;
    // Without auto-decline a failed knock-out is only marked.
    expect(no.status).toBe('applied');

    // A later edit of the questions does not change what was asked.
    const edited = await call(employer, 'PATCH', `/api/jobs/${job.id}`, {
      screening_questions: [
        { ...QUESTIONS[0], id: q.licence, text: 'Do you hold a forklift licence of any GCC country?' },
      ],
    });
    expect(edited.statusCode).toBe(200);

    const panel = (await call(employer, 'GET', `/api/jobs/applicants/${yes.id}/screening`)).json().data;
    expect(panel).toMatchObject({ application_id: yes.id, knockout_passed: true, auto_declined: false });
    expect(panel.answers.map((a: { question: Q }) => a.question.text)).toEqual(QUESTIONS.map((x) => x.text));
    expect(panel.answers.map((a: { answer: unknown; passed: unknown }) => [a.answer, a.passed])).toEqual([
      [true, true],
      [5, true],
      ['Night', null],
      [['Reach', 'VNA'], null],
      ['Available at once.', null],
    ]);
    const failed = (await call(employer, 'GET', `/api/jobs/applicants/${no.id}/screening`)).json().data;
    expect(failed.knockout_passed).toBe(false);
    expect(failed.answers.map((a: { passed: unknown }) => a.passed)).toEqual([
      false,
      false,
      null,
      null,
      null,
    ]);

    const list = async (f: string) =>
      (await call(employer, 'GET', `/api/jobs/${job.id}/applicants?knockout=${f}`)).json();
    const passedList = await list('passed');
    expect(passedList.data.map((r: { id: number }) => r.id)).toEqual([yes.id]);
    expect(passedList.data[0].knockout_passed).toBe(true);
    expect(passedList.meta.counts.applied).toBe(1);
    expect((await list('failed')).data.map((r: { id: number }) => r.id)).toEqual([no.id]);
    const badFilter = await call(employer, 'GET', `/api/jobs/${job.id}/applicants?knockout=maybe`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message.knockout).toEqual(['Choose passed or failed']);

    const csv = (await call(employer, 'GET', `/api/jobs/${job.id}/applicants/export`)).body.replace(
      /^\uFEFF/,
      '',
    );
    const [head, first, second] = csv.split('\r\n');
    expect(head).toContain(
      'Cover note,Knock-outs,Q: Do you hold a UAE forklift licence?,Q: Years of forklift experience',
    );
    expect(first).toContain('Passed,Yes,5,Night,Reach; VNA,Available at once.');
    expect(second).toContain('Failed,No,1,Day,,');
  });

  it('declines a failed knock-out at once when the job says so, with a polite mail and the reason in the history', async () => {
    const job = await screenedJob('Forklift Operator (auto-decline)', true);
    const q = ids(job);
    const c = await newCandidate(t.app, { first_name: 'Omar' });
    const res = await call(c.token, 'POST', '/api/jobs/apply', {
      job_id: job.id,
      answers: { [q.licence as string]: false, [q.years as string]: 6, [q.shift as string]: 'Day' },
    });
    expect(res.statusCode).toBe(201);
    const app = res.json().data;
    expect(app.status).toBe('rejected');
    expect(app.history.map((h: { status: string }) => h.status)).toEqual(['applied', 'rejected']);

    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, c.email));
    const about = (rows: { subject: string }[]) =>
      rows.map((x) => x.subject).filter((s) => s.includes('Forklift'));
    expect(about(mails)).toEqual(['Your application for Forklift Operator (auto-decline)']);
    const decline = mails.find((x) => x.subject.includes('Forklift'));
    expect(decline?.text).toContain('Hello Omar');
    expect(decline?.text).toContain('your answers to its screening questions');

    const detail = (await call(employer, 'GET', `/api/jobs/applicants/${app.id}`)).json().data;
    expect(detail.status).toBe('rejected');
    expect(detail.history.at(-1)).toMatchObject({
      status: 'rejected',
      by: null,
      note: expect.stringContaining('knock-out'),
    });
    const panel = (await call(employer, 'GET', `/api/jobs/applicants/${app.id}/screening`)).json().data;
    expect(panel).toMatchObject({ knockout_passed: false, auto_declined: true });

    // A passing candidate of the same job is not declined, and gets the usual receipt.
    const ok = await newCandidate(t.app);
    const passed = await call(ok.token, 'POST', '/api/jobs/apply', {
      job_id: job.id,
      answers: { [q.licence as string]: true, [q.years as string]: 2, [q.shift as string]: 'Day' },
    });
    expect(passed.json().data.status).toBe('applied');
    const receipt = await t.database.db.select().from(outbox).where(eq(outbox.to, ok.email));
    expect(about(receipt)).toEqual(['Application sent: Forklift Operator (auto-decline)']);
  });
});

describe('who reads the answers', () => {
  it('only the organisation of the job (and the operator staff); others get 404 or 403', async () => {
    const job = await screenedJob('Forklift Operator (tenancy)', false);
    const q = ids(job);
    const c = await newCandidate(t.app);
    const app = (
      await call(c.token, 'POST', '/api/jobs/apply', {
        job_id: job.id,
        answers: { [q.licence as string]: true, [q.years as string]: 3, [q.shift as string]: 'Day' },
      })
    ).json().data;
    const url = `/api/jobs/applicants/${app.id}/screening`;
    expect((await call(rival.token, 'GET', url)).statusCode).toBe(404);
    expect((await call(c.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(employer, 'GET', '/api/jobs/applicants/999999/screening')).statusCode).toBe(404);
    expect((await call(employer, 'GET', '/api/jobs/applicants/abc/screening')).statusCode).toBe(400);
  });

  it('an application without questions answers with an empty list', async () => {
    const id = await postJob(t.app, employer, jobBody(m, { title: 'Tally Clerk (no questions)' }));
    const c = await newCandidate(t.app);
    const app = (await call(c.token, 'POST', '/api/jobs/apply', { job_id: id })).json().data;
    const panel = (await call(employer, 'GET', `/api/jobs/applicants/${app.id}/screening`)).json().data;
    expect(panel).toEqual({
      application_id: app.id,
      knockout_passed: null,
      auto_declined: false,
      answered_at: null,
      answers: [],
    });
  });
});

describe('hostile input', () => {
  const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    v: fc.oneof(
      { depthSize: 'small' },
      fc.string({ maxLength: 700 }),
      fc.constantFrom('__proto__', 'constructor', '\u0000', 'Day', 'Night', ''),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('v'), { maxLength: 25 }),
      fc.dictionary(fc.string({ maxLength: 40 }), tie('v'), { maxKeys: 4 }),
    ),
  })).v;

  it('answers and question lists of any shape are refused or taken, never a 5xx', async () => {
    const job = await screenedJob('Forklift Operator (fuzz)', true);
    const c = await newCandidate(t.app);
    const keys = fc.oneof(
      fc.constantFrom(...Object.values(ids(job)), '__proto__', 'x.y'),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.dictionary(keys, value, { maxKeys: 8 }), value), async (answers) => {
        const res = await call(c.token, 'POST', '/api/jobs/apply', { job_id: job.id, answers });
        expect(res.statusCode).toBeLessThan(500);
        return true;
      }),
      { numRuns: 60 },
    );
    const questionish = fc.record(
      {
        kind: value,
        text: value,
        required: value,
        options: value,
        min: value,
        max: value,
        knockout: value,
        id: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.array(questionish, { maxLength: 22 }), value), async (questions) => {
        const res = await call(employer, 'PATCH', `/api/jobs/${job.id}`, { screening_questions: questions });
        expect(res.statusCode).toBeLessThan(500);
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

describe('demo data', () => {
  it("the demo employer's first three published jobs ask questions, answered by their applicants", async () => {
    const list = (
      await call(employer, 'GET', '/api/jobs/?status=published&sort=oldest&page_size=100')
    ).json();
    const firstIds = (list.data as { id: number }[])
      .map((j) => j.id)
      .sort((a, b) => a - b)
      .slice(0, 3);
    const verdicts: (boolean | null)[] = [];
    for (const id of firstIds) {
      const job = (await call(employer, 'GET', `/api/jobs/${id}`)).json().data;
      expect(job.screening_questions.length).toBeGreaterThan(0);
      const applicants = (await call(employer, 'GET', `/api/jobs/${id}/applicants?page_size=100`)).json()
        .data;
      verdicts.push(...applicants.map((a: { knockout_passed: boolean | null }) => a.knockout_passed));
    }
    expect(verdicts).toContain(true);
    expect(verdicts.filter((v) => v === false)).toHaveLength(1);
  });
});
