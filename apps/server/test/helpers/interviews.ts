/**
 * A phone interview's slot `days` ahead at `time` (UTC's calendar date: far enough ahead that the
 * organisation's zone names a day still to come), held by one interviewer: the body of a schedule or
 * a reschedule, for the tables that need an interview to exist.
 */
export const phoneSlot = (interviewerId: number, days: number, time: string) => ({
  date: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
  time,
  duration_minutes: 30,
  kind: 'phone',
  interviewer_ids: [interviewerId],
});
