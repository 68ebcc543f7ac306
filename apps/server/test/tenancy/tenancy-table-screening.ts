import { expect } from 'vitest';
import { z } from 'zod';
import { bearer } from '../helpers/requests';
import { created, oncePer } from './tenancy-fixture';
import { data, ids, ofA, ok, type Row } from './tenancy-table';

const QUESTION = 'Do you hold a valid reefer handling certificate?';

/** A job of A's asking one knock-out question, and the fixture's candidate's passing answer to it. */
const screenedOfA = oncePer(async (fx) => {
  const job = await fx.freshPublishedOfA();
  const patched = await fx.app.inject({
    method: 'PATCH',
    url: `/api/jobs/${job}`,
    headers: bearer(fx.a.token),
    payload: {
      screening_questions: [{ kind: 'yes_no', text: QUESTION, knockout: { rule: 'must_be_yes' } }],
    },
  });
  const question = z
    .object({ data: z.object({ screening_questions: z.array(z.object({ id: z.string() })) }) })
    .parse(patched.json()).data.screening_questions[0]?.id as string;
  const application = await created(
    fx.app.inject({
      method: 'POST',
      url: '/api/jobs/apply',
      headers: bearer(fx.tokens.candidate),
      payload: { job_id: job, answers: { [question]: true } },
    }),
  );
  return { job, application };
});

/** Screening answers are A's applicant's: B is told they do not exist, the candidate may not read them. */
export const SCREENING_TABLE: Row[] = [
  {
    route: 'GET jobs/applicants/{id}/screening',
    request: async (fx) => ({
      method: 'GET',
      url: `/api/jobs/applicants/${(await screenedOfA(fx)).application}/screening`,
    }),
    expect: ofA(
      ok(200, (b) => {
        const s = data(
          z.object({
            knockout_passed: z.boolean().nullable(),
            answers: z.array(
              z.object({
                question: z.object({ text: z.string() }),
                answer: z.unknown(),
                passed: z.boolean().nullable(),
              }),
            ),
          }),
        )(b);
        expect(s.knockout_passed).toBe(true);
        expect(s.answers).toEqual([
          { question: expect.objectContaining({ text: QUESTION }), answer: true, passed: true },
        ]);
      }),
    ),
  },
  {
    route: 'GET jobs/{id}/applicants?knockout=passed',
    request: async (fx) => {
      const { job } = await screenedOfA(fx);
      return { method: 'GET', url: `/api/jobs/${job}/applicants?knockout=passed` };
    },
    expect: ofA(ok(200, (b) => expect(ids(b)).toHaveLength(1))),
  },
  {
    route: 'GET jobs/{id}/applicants/export (answers)',
    request: async (fx) => {
      const { job } = await screenedOfA(fx);
      return { method: 'GET', url: `/api/jobs/${job}/applicants/export` };
    },
    expect: ofA(ok(200, (b) => expect(z.string().parse(b)).toContain(`Knock-outs,Q: ${QUESTION}`))),
  },
];
