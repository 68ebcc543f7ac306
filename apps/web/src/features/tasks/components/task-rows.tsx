import type { Task } from '@portal/contract/tasks';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { useDeleteTask, useUpdateTask } from '../api/tasks';
import { useT } from '../i18n';
import { useDueLabel } from './format';
import { SubjectLink } from './subject-link';

type Props = { tasks: Task[]; onEdit?: (task: Task) => void; compact?: boolean };

/** Tasks as rows: done/reopen, what and when, who, and (not compact) edit and a confirmed delete. */
export function TaskRows({ tasks, onEdit, compact }: Props) {
  const tr = useT();
  const dueLabel = useDueLabel();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  return (
    <ul className="divide-y divide-slate-200">
      {tasks.map((t) => {
        const done = t.status === 'done';
        return (
          <li key={t.id} data-task={t.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <p
                className={clsx(
                  'font-semibold break-words text-slate-900',
                  done && 'text-slate-500 line-through',
                )}
              >
                <bdi>{t.title}</bdi>
              </p>
              <p className="mt-0.5 text-sm text-slate-600">
                <span className={clsx(t.overdue && 'font-semibold text-red-700')}>
                  {t.overdue
                    ? tr('row.overdue', { when: dueLabel(t) })
                    : done
                      ? tr('row.wasDue', { when: dueLabel(t) })
                      : tr('row.due', { when: dueLabel(t) })}
                </span>
                {' · '}
                <SubjectLink subject={t.subject} />
              </p>
              {!compact ? (
                <p className="mt-0.5 text-sm text-slate-500">
                  {t.assignee ? tr('row.for', { name: t.assignee.name }) : tr('row.unassigned')}
                  {/* The note is the writer's words: isolated, its full stop stays at its own end. */}
                  {t.notes ? (
                    <>
                      {' · '}
                      <bdi>{t.notes}</bdi>
                    </>
                  ) : null}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button
                size="sm"
                variant={done ? 'ghost' : 'secondary'}
                aria-label={
                  done ? tr('row.reopenNamed', { title: t.title }) : tr('row.doneNamed', { title: t.title })
                }
                isPending={update.isPending && update.variables?.id === t.id}
                onClick={() => update.mutate({ id: t.id, body: { status: done ? 'open' : 'done' } })}
              >
                {done ? tr('row.reopen') : tr('row.done')}
              </Button>
              {onEdit && !compact ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={tr('row.editNamed', { title: t.title })}
                  onClick={() => onEdit(t)}
                >
                  {tr('row.edit')}
                </Button>
              ) : null}
              {!compact ? (
                <ConfirmDeleteButton
                  ariaLabel={tr('row.deleteNamed', { title: t.title })}
                  title={tr('row.deleteTitle')}
                  confirmLabel={tr('row.deleteConfirm')}
                  isPending={remove.isPending}
                  onDelete={(settled) => remove.mutate(t.id, { onSettled: settled })}
                >
                  {tr('row.deleteText')}
                </ConfirmDeleteButton>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
