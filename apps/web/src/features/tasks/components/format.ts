import type { Task } from '@portal/contract/tasks';

/** "Tue 1 Dec, 10:30": the due time on the organisation's clock, as the task was entered. */
export function dueLabel(task: Pick<Task, 'due_at' | 'time_zone'>): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: task.time_zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(task.due_at));
}

export const SUBJECT_LABELS = {
  candidate: 'Candidate',
  application: 'Application',
  job: 'Job',
  organisation: 'Organisation',
} as const;
