import { DEFAULT_CRITERIA, RECOMMENDATIONS, type Recommendation } from '@portal/contract/scorecard-values';
import type {
  ApplicationScorecards,
  CriteriaValues,
  Criterion,
  JobCriteria,
  Scorecard,
  ScorecardSummary,
} from '@portal/contract/scorecards';
import type { Db } from '../../core/db/client';
import { isUniqueViolation } from '../../core/db/errors';
import { AppError, type FieldErrors } from '../../core/lib/app-error';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { catalogue } from './i18n';
import {
  type CardRow,
  cardsOf,
  countCriteria,
  criteriaOf,
  deleteCriteriaExcept,
  insertCriteria,
  lockJob,
  lockMyCard,
  ownApplication,
  ownJob,
  ratingsOf,
  saveCard,
  updateCriteria,
} from './repository';

export const JOB_NOT_FOUND = catalogue.text('errors.job_not_found');
export const APPLICANT_NOT_FOUND = catalogue.text('errors.applicant_not_found');

type CardInput = {
  ratings: { criterion_id: number; rating: number }[];
  recommendation: Recommendation;
  notes: string;
};

/** Ratings keyed by card, each card's list in the criteria's order. */
type RatingRow = { scorecardId: number; criterionId: number; rating: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

export function createScorecardService(db: Db) {
  /** The job's criteria, writing the default set first if the job has none yet (under the job's lock). */
  async function criteria(jobId: number): Promise<Criterion[]> {
    if ((await countCriteria(db, jobId)) === 0)
      await db.transaction(async (tx) => {
        await lockJob(tx, jobId);
        if ((await countCriteria(tx, jobId)) === 0)
          await insertCriteria(
            tx,
            jobId,
            DEFAULT_CRITERIA.map((name, position) => ({ name, position })),
          );
      });
    return criteriaOf(db, jobId);
  }

  async function assertJob(caller: Caller, jobId: number) {
    const job = await ownJob(db, caller, jobId);
    if (!job) throw AppError.notFound(JOB_NOT_FOUND);
    return job;
  }

  async function application(caller: Caller, id: number) {
    const row = await ownApplication(db, caller, id);
    if (!row) throw AppError.notFound(APPLICANT_NOT_FOUND);
    return row;
  }

  function toCard(row: CardRow, ratings: RatingRow[], list: Criterion[], me: number): Scorecard {
    const byCriterion = new Map(
      ratings.filter((r) => r.scorecardId === row.id).map((r) => [r.criterionId, r.rating]),
    );
    return {
      id: row.id,
      author:
        row.authorId == null
          ? null
          : { id: row.authorId, name: `${row.first ?? ''} ${row.last ?? ''}`.trim() },
      is_mine: row.authorId === me,
      recommendation: row.recommendation,
      notes: row.notes,
      ratings: list.flatMap((c) => {
        const rating = byCriterion.get(c.id);
        return rating === undefined ? [] : [{ criterion_id: c.id, name: c.name, rating }];
      }),
      submitted_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  function summarise(cards: Scorecard[], list: Criterion[]): ScorecardSummary {
    const recommendations = Object.fromEntries(RECOMMENDATIONS.map((r) => [r, 0])) as Record<
      Recommendation,
      number
    >;
    for (const c of cards) recommendations[c.recommendation]++;
    return {
      cards: cards.length,
      criteria: list.map((c) => {
        const given = cards.flatMap((card) =>
          card.ratings.filter((r) => r.criterion_id === c.id).map((r) => r.rating),
        );
        return {
          criterion_id: c.id,
          name: c.name,
          average: given.length ? round1(given.reduce((a, b) => a + b, 0) / given.length) : null,
          ratings: given.length,
        };
      }),
      recommendations,
    };
  }

  /**
   * What the caller sees of the application's cards. Blind scoring is decided here, on the server:
   * without a card of their own, the others' cards and the summary are not sent at all.
   */
  async function view(app: { id: number; jobId: number }, caller: Caller): Promise<ApplicationScorecards> {
    const list = await criteria(app.jobId);
    const rows = await cardsOf(db, app.id);
    const me = caller.user.id;
    const mineRow = rows.find((r) => r.authorId === me);
    const visible = mineRow ? rows : [];
    const ratings = await ratingsOf(
      db,
      (mineRow ? rows : []).map((r) => r.id),
    );
    const cards = visible.map((r) => toCard(r, ratings, list, me));
    return {
      application_id: app.id,
      job_id: app.jobId,
      criteria: list,
      mine: cards.find((c) => c.is_mine) ?? null,
      submitted_count: rows.length,
      others_hidden: !mineRow,
      cards: mineRow ? cards : null,
      summary: mineRow ? summarise(cards, list) : null,
    };
  }

  return {
    async criteriaOfJob(caller: Caller, jobId: number): Promise<JobCriteria> {
      await assertJob(caller, jobId);
      return { job_id: jobId, criteria: await criteria(jobId) };
    },

    /**
     * Replaces the job's list in one transaction: kept ids renamed and reordered, new names added,
     * the rest removed with their ratings. An id that is not one of the job's is refused, and
     * nothing changes.
     */
    async updateCriteria(caller: Caller, jobId: number, input: CriteriaValues): Promise<JobCriteria> {
      await assertJob(caller, jobId);
      const before = await criteria(jobId);
      const items = input.criteria.map((c, position) => ({ ...c, name: c.name.trim(), position }));
      const known = new Set(before.map((c) => c.id));
      const unknown = Object.fromEntries(
        items.flatMap((c, i) =>
          c.id !== undefined && !known.has(c.id)
            ? [[`criteria.${i}.id`, [catalogue.text('errors.criterion_not_one_job_s')]]]
            : [],
        ),
      );
      if (Object.keys(unknown).length) throw AppError.validation(unknown);
      try {
        await db.transaction(async (tx) => {
          await lockJob(tx, jobId);
          const kept = items.flatMap((c) =>
            c.id === undefined ? [] : [{ id: c.id, name: c.name, position: c.position }],
          );
          await deleteCriteriaExcept(
            tx,
            jobId,
            kept.map((c) => c.id),
          );
          await updateCriteria(tx, jobId, kept);
          await insertCriteria(
            tx,
            jobId,
            items.filter((c) => c.id === undefined).map((c) => ({ name: c.name, position: c.position })),
          );
          await writeAudit(tx, caller.user, {
            action: 'scorecard.criteria_changed',
            targetType: 'job',
            targetId: jobId,
            clientId: caller.org.kind === 'none' ? null : caller.org.clientId,
            before: before.map((c) => c.name),
            after: items.map((c) => c.name),
          });
        });
      } catch (err) {
        // Another save of the same list got in first with one of these names.
        if (isUniqueViolation(err))
          throw AppError.conflict(catalogue.text('errors.criteria_were_just_changed_by'));
        throw err;
      }
      return { job_id: jobId, criteria: await criteriaOf(db, jobId) };
    },

    async forApplication(caller: Caller, applicationId: number): Promise<ApplicationScorecards> {
      return view(await application(caller, applicationId), caller);
    },

    /**
     * Submits or changes the caller's own card: one per team member and application, a rating for
     * every current criterion, audited with what it was before.
     */
    async submitMine(
      caller: Caller,
      applicationId: number,
      input: CardInput,
    ): Promise<ApplicationScorecards> {
      const app = await application(caller, applicationId);
      const list = await criteria(app.jobId);
      const ids = new Set(list.map((c) => c.id));
      const fields: FieldErrors = {};
      const seen = new Set<number>();
      input.ratings.forEach((r, i) => {
        if (!ids.has(r.criterion_id))
          fields[`ratings.${i}.criterion_id`] = [catalogue.text('errors.criterion_not_one_job_s')];
        else if (seen.has(r.criterion_id))
          fields[`ratings.${i}.criterion_id`] = [catalogue.text('errors.rated_twice')];
        seen.add(r.criterion_id);
      });
      const missing = list.filter((c) => !seen.has(c.id)).map((c) => c.name);
      if (missing.length && !Object.keys(fields).length)
        fields.ratings = [
          catalogue.text('errors.rate_every_criterion', { names: missing.join(', '), count: missing.length }),
        ];
      if (Object.keys(fields).length) throw AppError.validation(fields);

      try {
        await db.transaction(async (tx) => {
          const existing = await lockMyCard(tx, app.id, caller.user.id);
          const old = existing ? await ratingsOf(tx, [existing.id]) : [];
          const id = await saveCard(tx, app.id, caller.user.id, existing?.id, {
            recommendation: input.recommendation,
            notes: input.notes,
            ratings: input.ratings.map((r) => ({ criterionId: r.criterion_id, rating: r.rating })),
          });
          const names = new Map(list.map((c) => [c.id, c.name]));
          const shape = (
            recommendation: string,
            notes: string,
            ratings: { criterionId: number; rating: number }[],
          ) => ({
            application_id: app.id,
            recommendation,
            notes,
            ratings: Object.fromEntries(
              ratings.map((r) => [names.get(r.criterionId) ?? String(r.criterionId), r.rating]),
            ),
          });
          await writeAudit(tx, caller.user, {
            action: existing ? 'scorecard.changed' : 'scorecard.submitted',
            targetType: 'scorecard',
            targetId: id,
            clientId: app.clientId,
            before: existing ? shape(existing.recommendation, existing.notes, old) : null,
            after: shape(
              input.recommendation,
              input.notes,
              input.ratings.map((r) => ({ criterionId: r.criterion_id, rating: r.rating })),
            ),
          });
        });
      } catch (err) {
        // The same person's first card sent twice at once: the other request made it.
        if (isUniqueViolation(err))
          throw AppError.conflict(catalogue.text('errors.your_scorecard_was_just_saved'));
        throw err;
      }
      return view(app, caller);
    },
  };
}
export type ScorecardService = ReturnType<typeof createScorecardService>;
