import type { ReportColumn, ReportRow } from '@portal/contract/reports';
import type { ReportDefinition } from '../definition';
import { periodBounds } from '../period';
import { type ActivityRow, teamActivityRows, teamMembers } from '../team-activity-repository';

const COLUMNS: ReportColumn[] = [
  { key: 'member', label: 'Team member', kind: 'text' },
  { key: 'jobs_posted', label: 'Jobs posted', kind: 'count' },
  { key: 'status_moves', label: 'Status moves', kind: 'count' },
  { key: 'interviews_held', label: 'Interviews held', kind: 'count' },
  { key: 'mails_sent', label: 'Mails sent', kind: 'count' },
  { key: 'candidates_added', label: 'Candidates added', kind: 'count' },
];

/** A row's figures; candidates added belong to no job, so a job's report has no figure for them. */
function figures(r: ActivityRow | undefined, perJob: boolean): ReportRow {
  return {
    jobs_posted: Number(r?.jobs ?? 0),
    status_moves: Number(r?.moves ?? 0),
    interviews_held: Number(r?.interviews ?? 0),
    mails_sent: Number(r?.mails ?? 0),
    candidates_added: perJob ? null : Number(r?.candidates ?? 0),
  };
}

/** Per team member, every member listed (zeros included); the totals count a panel interview once. */
export const teamActivityReport: ReportDefinition = {
  id: 'team-activity',
  async run(db, scope, filters) {
    const [members, counts] = await Promise.all([
      teamMembers(db, scope.clientId, filters.memberId),
      teamActivityRows(db, {
        clientId: scope.clientId,
        ...periodBounds(filters, scope.timeZone),
        jobId: filters.jobId,
        memberId: filters.memberId,
        weekly: false,
        days: { from: filters.from, to: filters.to },
      }),
    ]);
    const perJob = filters.jobId !== undefined;
    const byMember = new Map(counts.filter((r) => r.user_id !== null).map((r) => [Number(r.user_id), r]));
    return {
      columns: COLUMNS,
      rows: members.map((m) => ({
        member: `${m.first_name} ${m.last_name}`.trim(),
        ...figures(byMember.get(Number(m.id)), perJob),
      })),
      totals: {
        member: 'Total',
        ...figures(
          counts.find((r) => r.user_id === null),
          perJob,
        ),
      },
      chart: {
        kind: 'bar',
        x: 'member',
        series: ['jobs_posted', 'status_moves', 'interviews_held', 'mails_sent', 'candidates_added'],
      },
    };
  },
};
