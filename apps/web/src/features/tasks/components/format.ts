import type { Task } from '@portal/contract/tasks';
import { useIntlTag } from '@/lib/intl/locale-context';

/** "Tue 1 Dec, 10:30": the due time on the organisation's clock, as the task was entered. */
export function dueLabel(task: Pick<Task, 'due_at' | 'time_zone'>, tag = 'en-GB'): string {
  return new Intl.DateTimeFormat(tag, {
    timeZone: task.time_zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(task.due_at));
}

/** dueLabel in the page's language. */
export function useDueLabel() {
  const tag = useIntlTag();
  return (task: Pick<Task, 'due_at' | 'time_zone'>) => dueLabel(task, tag);
}

/** Catalogue keys of the subjects' kinds. */
export const SUBJECT_LABELS = {
  candidate: 'subject.candidate',
  application: 'subject.application',
  job: 'subject.job',
  organisation: 'subject.organisation',
} as const;
