import { API_PREFIX } from '@portal/contract/paths';
import type { ReportId, ReportResult } from '@portal/contract/reports';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { createPermissionStore } from '../../platform/auth/permission-store';
import { type ClaimedMailTask, claimedMailTask, queueClaimedMail } from '../../platform/mail/claimed-mail';
import { listHeaders } from '../../platform/mail/list-headers';
import type { OutgoingMail } from '../../platform/mail/outbox-repository';
import { unsubscribeToken, verifyUnsubscribeToken } from '../../platform/mail/unsubscribe-token';
import type { ReportFilters, ReportScope } from './definition';
import { addDays } from './period';
import { reportDefinition } from './registry';
import { createReportService, type ReportService } from './service';
import { type WeeklyFigures, weeklyReportMail } from './weekly-mail-content';
import { claimWeeklyReports, type DueWeeklyReport, dueWeeklyReports } from './weekly-mail-repository';

/**
 * Runs one report for an organisation and a period: the report service's, so the mail never
 * recomputes; null when the server has no such report.
 */
export type ReportRunner = (
  scope: ReportScope,
  id: ReportId,
  filters: ReportFilters,
) => Promise<ReportResult | null>;

export type WeeklyMailDeps = {
  db: Db;
  publicUrl: string;
  secret: Uint8Array;
  runReport: ReportRunner;
};

const PURPOSE = 'report-weekly-unsubscribe';

/** The user id of a valid weekly-report unsubscribe token, else null (tokens never expire). */
export const verifyWeeklyUnsubscribe = (secret: Uint8Array, token: string) =>
  verifyUnsubscribeToken(secret, token, PURPOSE);

/** Where the user's reports page is: the employer's workspace or the back office. */
export const reportsPage = (role: string) =>
  role === 'employer' ? '/management/reports' : '/admin-pannel/reports';

/** The visible link (a page that turns it off) and the RFC 8058 headers (a POST that does). */
export function weeklyUnsubscribeLinks(secret: Uint8Array, publicUrl: string, userId: number) {
  const token = encodeURIComponent(unsubscribeToken(secret, userId, PURPOSE));
  const oneClick = `${publicUrl}${API_PREFIX}reports/subscription/unsubscribe?token=${token}`;
  return {
    page: `${publicUrl}/unauth/reports/unsubscribe?token=${token}`,
    headers: listHeaders(oneClick, { id: 'weekly-report', name: 'Weekly report' }, publicUrl),
  };
}

/** Last week's figures of one organisation, each report run once for all its subscribers. */
async function figuresOf(run: ReportRunner, scope: ReportScope, week: ReportFilters): Promise<WeeklyFigures> {
  const [funnel, sources, team] = await Promise.all([
    run(scope, 'funnel', week),
    run(scope, 'sources', week),
    run(scope, 'team-activity', week),
  ]);
  if (!funnel || !sources) throw new Error('weekly report mail: the funnel and sources reports are required');
  return { funnel, sources, team };
}

/**
 * One pass of the weekly report mail (issue 30 item 1). Each subscriber still holding reports.view
 * gets, once per week, from Monday 08:00 on their organisation's clock, the previous Monday–Sunday.
 * The figures are computed before the claim (reports run on the pool, not in the claim's
 * transaction); the claim row and the queued mail then commit together, so a week is sent once.
 */
export async function queueWeeklyReports(deps: WeeklyMailDeps, now = new Date()): Promise<number> {
  const due = await dueWeeklyReports(deps.db, now);
  if (!due.length) return 0;
  // A fresh store: a permission taken away in the back office counts from the next pass on.
  const permissions = createPermissionStore(deps.db);
  const allowed: DueWeeklyReport[] = [];
  for (const d of due) {
    const grantee = { role: d.role, customRole: d.customRole, client: { isOperator: d.isOperator } };
    if (await permissions.has(grantee, 'reports.view')) allowed.push(d);
  }
  if (!allowed.length) return 0;

  const byWeek = new Map<string, Promise<WeeklyFigures>>();
  const mails = new Map<number, OutgoingMail>();
  for (const d of allowed) {
    const week = { from: addDays(d.weekStart, -7), to: addDays(d.weekStart, -1) };
    const key = `${d.clientId}:${d.weekStart}`;
    let figures = byWeek.get(key);
    if (!figures) {
      figures = figuresOf(
        deps.runReport,
        { clientId: d.clientId, clientName: d.clientName, timeZone: d.timeZone },
        week,
      );
      byWeek.set(key, figures);
    }
    const links = weeklyUnsubscribeLinks(deps.secret, deps.publicUrl, d.userId);
    mails.set(d.userId, {
      to: d.email,
      headers: links.headers,
      ...weeklyReportMail({
        firstName: d.firstName,
        organisation: d.clientName,
        week,
        figures: await figures,
        reportsUrl: `${deps.publicUrl}${reportsPage(d.role)}`,
        unsubscribeUrl: links.page,
        locale: d.locale,
      }),
    });
  }
  return queueClaimedMail(
    deps.db,
    (tx) => claimWeeklyReports(tx, allowed, now),
    async (_tx, won) => won.flatMap((id) => mails.get(id) ?? []),
  );
}

/** The report service as the mail's runner: the same computation the reports page shows. */
export const serviceRunner =
  (service: Pick<ReportService, 'runForScope'>): ReportRunner =>
  async (scope, id, filters) => {
    const definition = reportDefinition(id);
    return definition ? service.runForScope(scope, definition, { from: filters.from, to: filters.to }) : null;
  };

/**
 * Every five minutes (Monday 08:00 is mailed within minutes; the rest of the week the pass finds
 * nothing due); run by the worker.
 */
export function createWeeklyReportTask(
  deps: Omit<WeeklyMailDeps, 'runReport'> & {
    log: FastifyBaseLogger;
    notifyMail: () => void;
    intervalMs?: number;
  },
): ClaimedMailTask {
  const service = createReportService({ db: deps.db, permissions: createPermissionStore(deps.db) });
  const runReport = serviceRunner(service);
  return claimedMailTask('weekly report mail', () => queueWeeklyReports({ ...deps, runReport }), {
    ...deps,
    intervalMs: deps.intervalMs ?? 5 * 60_000,
  });
}
