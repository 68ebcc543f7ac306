import type {
  Interview,
  InterviewOptions,
  interviewsQuerySchema,
  rescheduleInterviewSchema,
  scheduleInterviewSchema,
} from '@portal/contract/interviews';
import type { Locale } from '@portal/contract/locale';
import type { z } from 'zod';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { formatInZone, zonedToUtc } from '../../core/lib/zoned-time';
import type { Caller } from '../../platform/tenancy/scope';
import { addInterviewEvent } from '../applicants';
import { catalogue } from './i18n';
import { type MailDeps, queueInvitations } from './notify';
import { toInterview } from './present';
import {
  applicationOfOrg,
  insertInterview,
  interviewersOf,
  interviewPage,
  interviewsOfApplication,
  interviewViewById,
  jobsWithInterviews,
  lockInterviewOfOrg,
  officesOf,
  organisationTimeZone,
  overlappingBookings,
  setInterviewers,
  teamOf,
  updateInterview,
  userContact,
} from './repository';

type Slot = z.output<typeof rescheduleInterviewSchema>;
type ScheduleInput = z.output<typeof scheduleInterviewSchema>;
export type InterviewDeps = MailDeps & { db: Db; notifyMail: () => void; now?: () => Date };

export const INTERVIEW_NOT_FOUND = catalogue.text('errors.interview_not_found');
const CLOSED_STATUSES = ['withdrawn', 'rejected', 'hired'];
const fullName = (p: { firstName: string; lastName: string | null }) =>
  `${p.firstName} ${p.lastName ?? ''}`.trim();

export function createInterviewService(deps: InterviewDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  /** The slot's instants, office and interviewers, each checked against the organisation. */
  async function checkSlot(q: Db, clientId: number, timeZone: string, slot: Slot) {
    const startsAt = zonedToUtc(slot.date, slot.time, timeZone);
    if (!startsAt)
      throw AppError.validation({ date: [catalogue.text('errors.that_date_and_time_do', { timeZone })] });
    if (startsAt.getTime() <= now().getTime())
      throw AppError.validation({ time: [catalogue.text('errors.choose_time_in_future')] });
    const endsAt = new Date(startsAt.getTime() + slot.duration_minutes * 60_000);
    const ids = [...new Set(slot.interviewer_ids)];
    const team = await teamOf(q, clientId);
    if (ids.some((id) => !team.some((u) => u.id === id)))
      throw AppError.validation({
        interviewer_ids: [catalogue.text('errors.choose_interviewers_from_your_own')],
      });
    let officeId: number | null = null;
    if (slot.kind === 'in_person') {
      const offices = await officesOf(q, clientId);
      if (!offices.some((o) => o.id === slot.office_id))
        throw AppError.validation({ office_id: [catalogue.text('errors.choose_one_your_company_s')] });
      officeId = slot.office_id ?? null;
    }
    return {
      startsAt,
      endsAt,
      interviewerIds: ids,
      values: {
        startsAt,
        endsAt,
        timeZone,
        kind: slot.kind,
        officeId,
        videoUrl: slot.kind === 'video' ? slot.video_url : null,
        note: slot.note,
      },
    };
  }

  /** "Sara Khan already has an interview at ...": the panel is warned, the employer may go ahead. */
  async function warningsFor(
    ids: number[],
    start: Date,
    end: Date,
    exceptId: number,
    timeZone: string,
    locale: Locale,
  ) {
    const clashes = await overlappingBookings(db, ids, start, end, exceptId);
    return clashes.map((c) =>
      catalogue.t(locale, 'warnings.clash', {
        name: fullName(c),
        when: formatInZone(c.startsAt, timeZone, locale),
      }),
    );
  }

  async function organizerOf(tx: Db, caller: Caller) {
    const me = await userContact(tx, caller.user.id);
    return { name: me ? fullName(me) : 'Recruiter', email: me?.email ?? caller.user.email };
  }

  async function load(id: number): Promise<Interview> {
    const view = await interviewViewById(db, id);
    if (!view) throw AppError.notFound(INTERVIEW_NOT_FOUND);
    return toInterview(view, await interviewersOf(db, [id]));
  }

  /** Within a transaction: the interview's view and panel, and its invitations queued. */
  async function mailChange(
    tx: Db,
    id: number,
    change: 'scheduled' | 'rescheduled' | 'cancelled',
    caller: Caller,
    reason?: string | null,
  ) {
    const view = await interviewViewById(tx, id);
    if (!view) throw AppError.notFound(INTERVIEW_NOT_FOUND);
    const panel = await interviewersOf(tx, [id]);
    await queueInvitations(tx, deps, change, view, panel, await organizerOf(tx, caller), reason);
    await addInterviewEvent(tx, view.interview.applicationId, caller.user.id, {
      change: change === 'rescheduled' ? 'moved' : change,
      at: view.interview.startsAt,
      timeZone: view.interview.timeZone,
    });
  }

  return {
    async options(caller: Caller): Promise<InterviewOptions> {
      if (caller.org.kind === 'none') throw AppError.forbidden();
      const clientId = caller.org.clientId;
      const [timeZone, team, offices] = await Promise.all([
        organisationTimeZone(db, clientId),
        teamOf(db, clientId),
        officesOf(db, clientId),
      ]);
      return {
        time_zone: timeZone ?? 'Asia/Dubai',
        team: team.map((u) => ({ id: u.id, name: fullName(u), email: u.email })),
        offices,
      };
    },

    async schedule(caller: Caller, input: ScheduleInput, locale: Locale = 'en') {
      const app = await applicationOfOrg(db, caller, input.application_id);
      if (!app) throw AppError.notFound(catalogue.text('errors.applicant_not_found'));
      if (CLOSED_STATUSES.includes(app.status))
        throw AppError.validation({
          application_id: [
            catalogue.text('errors.application_no_interview_can_scheduled', { status: app.status }),
          ],
        });
      const slot = await checkSlot(db, app.clientId, app.timeZone, input);
      const warnings = await warningsFor(
        slot.interviewerIds,
        slot.startsAt,
        slot.endsAt,
        0,
        app.timeZone,
        locale,
      );
      const id = await db.transaction(async (tx) => {
        const newId = await insertInterview(tx, {
          ...slot.values,
          applicationId: app.id,
          clientId: app.clientId,
          createdBy: caller.user.id,
        });
        await setInterviewers(tx, newId, slot.interviewerIds);
        await mailChange(tx, newId, 'scheduled', caller);
        return newId;
      });
      deps.notifyMail();
      return { data: await load(id), warnings };
    },

    /** A change of time, place, panel or note: SEQUENCE + 1, the answer back to pending, reminders anew. */
    async reschedule(caller: Caller, id: number, input: Slot, locale: Locale = 'en') {
      const result = await db.transaction(async (tx) => {
        const row = await lockInterviewOfOrg(tx, caller, id);
        if (!row) throw AppError.notFound(INTERVIEW_NOT_FOUND);
        if (row.status === 'cancelled')
          throw AppError.conflict(catalogue.text('errors.interview_cancelled_schedule_new_one'));
        const slot = await checkSlot(tx, row.clientId, row.timeZone, input);
        await updateInterview(tx, id, {
          ...slot.values,
          sequence: row.sequence + 1,
          response: 'pending',
          responseMessage: null,
          respondedAt: null,
          reminder24hSentAt: null,
          reminder2hSentAt: null,
        });
        await setInterviewers(tx, id, slot.interviewerIds);
        await mailChange(tx, id, 'rescheduled', caller);
        return slot;
      });
      deps.notifyMail();
      const warnings = await warningsFor(
        result.interviewerIds,
        result.startsAt,
        result.endsAt,
        id,
        result.values.timeZone,
        locale,
      );
      return { data: await load(id), warnings };
    },

    async cancel(caller: Caller, id: number, reason: string | null): Promise<Interview> {
      await db.transaction(async (tx) => {
        const row = await lockInterviewOfOrg(tx, caller, id);
        if (!row) throw AppError.notFound(INTERVIEW_NOT_FOUND);
        if (row.status === 'cancelled')
          throw AppError.conflict(catalogue.text('errors.interview_already_cancelled'));
        await updateInterview(tx, id, { status: 'cancelled', sequence: row.sequence + 1 });
        await mailChange(tx, id, 'cancelled', caller, reason);
      });
      deps.notifyMail();
      return load(id);
    },

    async ofApplication(caller: Caller, applicationId: number): Promise<Interview[]> {
      if (!(await applicationOfOrg(db, caller, applicationId)))
        throw AppError.notFound(catalogue.text('errors.applicant_not_found'));
      const views = await interviewsOfApplication(db, caller, applicationId);
      const panel = await interviewersOf(
        db,
        views.map((v) => v.interview.id),
      );
      return views.map((v) => toInterview(v, panel));
    },

    async list(caller: Caller, q: z.output<typeof interviewsQuerySchema>) {
      const { rows, total } = await interviewPage(
        db,
        caller,
        {
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
          jobId: q.job_id,
          interviewerId: q.interviewer_id,
          includeCancelled: q.include_cancelled,
        },
        q.page,
        q.page_size,
      );
      const [panel, jobs, team] = await Promise.all([
        interviewersOf(
          db,
          rows.map((v) => v.interview.id),
        ),
        jobsWithInterviews(db, caller),
        caller.org.kind === 'none' ? [] : teamOf(db, caller.org.clientId),
      ]);
      return {
        data: rows.map((v) => toInterview(v, panel)),
        meta: {
          page: q.page,
          page_size: q.page_size,
          total,
          jobs,
          interviewers: team.map((u) => ({ id: u.id, name: fullName(u), email: u.email })),
        },
      };
    },
  };
}
export type InterviewService = ReturnType<typeof createInterviewService>;
