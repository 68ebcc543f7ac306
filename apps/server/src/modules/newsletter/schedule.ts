/**
 * The weekly job news goes out on Mondays at 07:00 in the portal's zone, the UAE's (Gulf Standard
 * Time, UTC+4 all year, no daylight saving): 03:00 UTC.
 */
const SEND_DAY = 1;
const SEND_HOUR_UTC = 3;
const WEEK_MS = 7 * 86_400_000;

/** The latest send time at or before `now`. */
export function currentSendAt(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), SEND_HOUR_UTC));
  const back = (d.getUTCDay() - SEND_DAY + 7) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d > now ? new Date(d.getTime() - WEEK_MS) : d;
}

export const nextSendAt = (now: Date) => new Date(currentSendAt(now).getTime() + WEEK_MS);

/** A worker (re)started this long after a send time still sends that week's issue: a Monday restart. */
const LATE_START_GRACE_MS = 12 * 3_600_000;

/**
 * Whether the week's issue is due for a worker that started at `startedAt`. A fresh start later in
 * the week waits for the next Monday instead of mailing last Monday's issue on, say, a Saturday.
 */
export const issueDue = (now: Date, startedAt: Date) =>
  currentSendAt(now).getTime() >= startedAt.getTime() - LATE_START_GRACE_MS;

/** ISO 8601 week of a date, e.g. "2026-W48": the issue's key. */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** What an issue covers: the seven days before its send time, up to `now`. */
export const windowOf = (now: Date) => ({ from: new Date(currentSendAt(now).getTime() - WEEK_MS), to: now });
