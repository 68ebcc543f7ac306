import type { ScreeningAnswerValue, ScreeningQuestion } from '@portal/contract/screening';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { recordScreening } from '../../modules/screening';
import { DEMO_ORGS } from './demo-accounts';

const q = (
  id: string,
  kind: ScreeningQuestion['kind'],
  text: string,
  more: Partial<ScreeningQuestion> = {},
): ScreeningQuestion => ({
  id,
  kind,
  text,
  required: false,
  options: [],
  min: null,
  max: null,
  knockout: null,
  ...more,
});

/** Questions for the demo employer's first three published jobs (a yard, a warehouse, an office). */
const SETS: { questions: ScreeningQuestion[]; passing: Record<string, ScreeningAnswerValue>[] }[] = [
  {
    questions: [
      q('qforklift', 'yes_no', 'Do you hold a valid UAE forklift licence?', {
        required: true,
        knockout: { rule: 'must_be_yes', value: null, options: [] },
      }),
      q('qyears', 'number', 'How many years have you worked in a warehouse?', {
        required: true,
        min: 0,
        max: 45,
        knockout: { rule: 'at_least', value: 2, options: [] },
      }),
      q('qshift', 'single_choice', 'Which shift can you work?', {
        required: true,
        options: ['Day', 'Night', 'Rotational'],
      }),
      q('qnote', 'short_text', 'Anything else the hiring manager should know?'),
    ],
    passing: [
      { qforklift: true, qyears: 6, qshift: 'Rotational', qnote: 'Counterbalance and reach trucks.' },
      { qforklift: true, qyears: 3, qshift: 'Night' },
    ],
  },
  {
    questions: [
      q('qlicence', 'yes_no', 'Do you hold a UAE driving licence?', {
        required: true,
        knockout: { rule: 'must_be_yes', value: null, options: [] },
      }),
      q('qwms', 'multiple_choice', 'Which warehouse systems have you used?', {
        options: ['SAP EWM', 'Oracle WMS', 'Manhattan', 'Infor'],
      }),
      q('qnotice', 'single_choice', 'What is your notice period?', {
        required: true,
        options: ['Immediate', 'Up to 30 days', 'More than 30 days'],
        knockout: { rule: 'one_of', value: null, options: ['Immediate', 'Up to 30 days'] },
      }),
    ],
    passing: [
      { qlicence: true, qwms: ['SAP EWM', 'Manhattan'], qnotice: 'Up to 30 days' },
      { qlicence: true, qwms: ['Oracle WMS'], qnotice: 'Immediate' },
    ],
  },
  {
    questions: [
      q('qgcc', 'yes_no', 'Have you worked in the GCC before?', { required: true }),
      q('qsalary', 'number', 'Your expected monthly salary (AED)', { min: 0, max: 200_000 }),
    ],
    passing: [{ qgcc: true, qsalary: 9000 }, { qgcc: false }],
  },
];

/** The one failing answer set of the demo: no forklift licence, one year in a warehouse. */
const FAILING: Record<string, ScreeningAnswerValue> = { qforklift: false, qyears: 1, qshift: 'Day' };

/**
 * Screening questions on the demo employer's first three published jobs, and answers on their
 * applicants (demo-activity.ts made them): most pass, one waiting applicant of the first job fails
 * its knock-outs. Skipped once those jobs have questions.
 */
export async function seedDemoScreening(db: Db): Promise<void> {
  const [org] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.name, DEMO_ORGS.employer), eq(clients.type, 'employer')));
  if (!org) return;
  const first = await db
    .select({ id: jobs.id, questions: jobs.screeningQuestions })
    .from(jobs)
    .where(and(eq(jobs.clientId, org.id), eq(jobs.status, 'published')))
    .orderBy(asc(jobs.id))
    .limit(SETS.length);
  if (first.some((j) => j.questions.length > 0)) return;

  for (const [i, job] of first.entries()) {
    const set = SETS[i];
    if (!set) continue;
    await db
      .update(jobs)
      .set({ screeningQuestions: set.questions, screeningAutoDecline: false })
      .where(eq(jobs.id, job.id));
    const apps = await db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(
        and(
          eq(applications.jobId, job.id),
          // Answers only where nobody has withdrawn: those are the applications a recruiter screens.
          inArray(applications.status, [
            'applied',
            'shortlisted',
            'interview',
            'offered',
            'hired',
            'rejected',
          ]),
        ),
      )
      .orderBy(asc(applications.id));
    // The one failing applicant is still waiting in "applied": a recruiter would not have moved them on.
    const failing = i === 0 ? (apps.find((a) => a.status === 'applied') ?? apps[0]) : undefined;
    for (const [k, app] of apps.entries()) {
      const answers = app === failing ? FAILING : (set.passing[k % set.passing.length] ?? {});
      await recordScreening(db, {
        applicationId: app.id,
        questions: set.questions,
        answers,
        autoDecline: false,
      });
    }
  }
}
