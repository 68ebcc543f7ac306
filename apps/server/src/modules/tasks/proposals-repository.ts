import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { taskProposals } from '../../core/db/schema/tasks';
import { subjectLabel } from './repository';

/** How long after an interview its follow-up is still proposed (a pass that was down catches up). */
const HELD_WINDOW = sql`interval '7 days'`;
/** A published job closing within this long is proposed for renewal. */
const EXPIRY_WINDOW = sql`interval '3 days'`;

/**
 * Proposes the tasks events call for, each once (`source_key`, unique per organisation):
 * - an interview that has ended (held, not cancelled): "Follow up with <first name> after
 *   <weekday>'s interview", due a day later, for whoever scheduled it;
 * - a published job closing within three days: "Renew the expiring job <title>", due a day before it
 *   closes, for whoever posted it (the key names the closing day, so a renewed job is proposed again
 *   when it nears its new end).
 * The title is kept in a neutral form (JSON) and read in the reader's language (`proposalTitleIn`).
 * The assignee is kept only when they are of the organisation. Returns how many were made.
 */
export async function proposeFromEvents(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const interviews = await queryRows<{ id: number }>(
    db,
    sql`
    insert into task_proposals (client_id, kind, source_key, title, due_at, assignee_id, subject_type, subject_id)
    select i.client_id, 'interview_follow_up', 'interview:' || i.id,
      json_build_object('kind', 'interview_follow_up', 'name', u.first_name, 'at', i.starts_at, 'zone', i.time_zone)::text,
      i.ends_at + interval '1 day', s.id, 'application', i.application_id
    from interviews i
    join applications a on a.id = i.application_id
    join users u on u.id = a.candidate_id
    left join users s on s.id = i.created_by and s.client_id = i.client_id
    where i.status = 'scheduled' and i.ends_at <= ${at} and i.ends_at > ${at} - ${HELD_WINDOW}
    on conflict (client_id, source_key) do nothing
    returning id`,
  );
  const expiring = await queryRows<{ id: number }>(
    db,
    sql`
    insert into task_proposals (client_id, kind, source_key, title, due_at, assignee_id, subject_type, subject_id)
    select j.client_id, 'job_expiring', 'job-expiring:' || j.id || ':' || to_char(j.valid_through, 'YYYY-MM-DD'),
      json_build_object('kind', 'job_expiring', 'job', j.title, 'job_ar', j.title_ar)::text,
      greatest(j.valid_through - interval '1 day', ${at}), p.id, 'job', j.id
    from jobs j
    left join users p on p.id = j.created_by and p.client_id = j.client_id
    where j.status = 'published' and j.valid_through > ${at} and j.valid_through <= ${at} + ${EXPIRY_WINDOW}
    on conflict (client_id, source_key) do nothing
    returning id`,
  );
  return interviews.length + expiring.length;
}

/** Who looks at the proposals: the user, and whether they administer the organisation. */
export type ProposalViewer = { id: number; admin: boolean };

/**
 * The people a proposal is for beside its assignee: an interview follow-up's interviewers (of its
 * organisation), found by its `interview:<id>` key (a CASE, so no other key is ever cast).
 */
const interviewersOf = sql`(select ii.user_id from interview_interviewers ii
  join users iu on iu.id = ii.user_id and iu.client_id = ${taskProposals.clientId}
  where ii.interview_id = case when ${taskProposals.sourceKey} ~ '^interview:[0-9]{1,9}$'
    then split_part(${taskProposals.sourceKey}, ':', 2)::int end)`;

/**
 * Whether the viewer is one a proposal is for (issue 30 item 3): a follow-up is for the interview's
 * organiser (its assignee) and interviewers, a renewal for the job's poster (its assignee); the
 * organisation's admins see every proposal, and one whose people have all left is everyone's.
 */
export const proposalFor = (viewer: ProposalViewer): SQL =>
  viewer.admin
    ? sql`true`
    : sql`(${taskProposals.assigneeId} = ${viewer.id}
        or ${viewer.id} in ${interviewersOf}
        or (${taskProposals.assigneeId} is null and not exists ${interviewersOf}))`;

/** The pending proposals of the organisation the viewer is one of those for, soonest due first. */
export const pendingProposals = (db: Db, clientId: number, viewer: ProposalViewer) =>
  db
    .select({
      proposal: taskProposals,
      timeZone: clients.timeZone,
      assigneeName: sql<
        string | null
      >`(select trim(p.first_name || ' ' || p.last_name) from users p where p.id = ${taskProposals.assigneeId})`,
      label: subjectLabel(sql`${taskProposals.subjectType}`, sql`${taskProposals.subjectId}`),
    })
    .from(taskProposals)
    .innerJoin(clients, eq(clients.id, taskProposals.clientId))
    .where(
      and(eq(taskProposals.clientId, clientId), eq(taskProposals.status, 'pending'), proposalFor(viewer)),
    )
    .orderBy(asc(taskProposals.dueAt), asc(taskProposals.id));

/** Decides a pending proposal of the organisation meant for the viewer; undefined when there is none such. */
export async function decideProposal(
  db: Db,
  clientId: number,
  viewer: ProposalViewer,
  id: number,
  status: 'accepted' | 'dismissed',
) {
  const [row] = await db
    .update(taskProposals)
    .set({ status, decidedAt: new Date() })
    .where(
      and(
        eq(taskProposals.id, id),
        eq(taskProposals.clientId, clientId),
        eq(taskProposals.status, 'pending'),
        proposalFor(viewer),
      ),
    )
    .returning();
  return row;
}

export async function linkProposalTask(db: Db, id: number, taskId: number): Promise<void> {
  await db.update(taskProposals).set({ taskId }).where(eq(taskProposals.id, id));
}
