import type { Role } from '@portal/contract/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { reportMailSends } from '../../core/db/schema/report-mails';
import { reportSubscriptions } from '../../core/db/schema/reports';
import { users } from '../../core/db/schema/users';

/** The Monday (YYYY-MM-DD) of the week `now` is in, on the organisation's clock. */
const localWeekStart = (at: ReturnType<typeof sql>) =>
  sql<string>`to_char(date_trunc('week', ${at} at time zone ${clients.timeZone}), 'YYYY-MM-DD')`;

/**
 * The subscribers whose weekly report is due and not sent: opted in before this Monday 08:00, active,
 * of an active organisation, and on their organisation's clock it is Monday 08:00 or later in a week
 * they have no mail for yet (so a Monday the worker missed is caught up later that week, and only then).
 */
export async function dueWeeklyReports(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const weekStart = localWeekStart(at);
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      role: users.role,
      customRole: users.customRole,
      clientId: clients.id,
      clientName: clients.name,
      timeZone: clients.timeZone,
      isOperator: clients.isOperator,
      weekStart,
    })
    .from(reportSubscriptions)
    .innerJoin(users, eq(users.id, reportSubscriptions.userId))
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(
      and(
        eq(reportSubscriptions.weekly, true),
        eq(users.status, 'active'),
        eq(clients.status, 'active'),
        sql`${users.role} <> 'candidate'`,
        sql`(${at} at time zone ${clients.timeZone}) >= date_trunc('week', ${at} at time zone ${clients.timeZone}) + interval '8 hours'`,
        // Opted in before this Monday 08:00: a new subscriber's first mail is the next Monday's.
        sql`${reportSubscriptions.updatedAt} <= (date_trunc('week', ${at} at time zone ${clients.timeZone}) + interval '8 hours') at time zone ${clients.timeZone}`,
        sql`not exists (select 1 from ${reportMailSends} r where r.user_id = ${users.id} and r.week_start = (${weekStart})::date)`,
      ),
    );
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}
export type DueWeeklyReport = Awaited<ReturnType<typeof dueWeeklyReports>>[number];

/**
 * Claims the week's mail of each user (the row is the claim): returns the users this call won. Of two
 * workers inserting at once, the unique key lets one row through.
 */
export async function claimWeeklyReports(
  tx: Db,
  due: { userId: number; clientId: number; weekStart: string }[],
  now: Date,
): Promise<number[]> {
  if (!due.length) return [];
  const rows = await tx
    .insert(reportMailSends)
    .values(due.map((d) => ({ userId: d.userId, clientId: d.clientId, weekStart: d.weekStart, sentAt: now })))
    .onConflictDoNothing()
    .returning({ userId: reportMailSends.userId });
  return rows.map((r) => r.userId);
}

/** Turns the user's weekly mail off (the mail's link); a user without a subscription row is left so. */
export async function turnOffWeekly(db: Db, userId: number): Promise<void> {
  await db
    .update(reportSubscriptions)
    .set({ weekly: false, updatedAt: new Date() })
    .where(eq(reportSubscriptions.userId, userId));
}
