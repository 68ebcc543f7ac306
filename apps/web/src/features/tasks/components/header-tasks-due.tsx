import { Link } from 'react-router';
import { useTasksDue } from '../api/tasks';
import { useT } from '../i18n';
import { tasksHref } from './tasks-page-link';

type Props = { role: string; permissions: readonly string[] };

/**
 * The header's count of the user's open tasks due today or overdue. Like the unread badge it lives
 * in the signed-in shell's lazy chunk and is drawn absolutely over the Account item's other corner,
 * so its arrival moves nothing.
 */
export function HeaderTasksDue({ role, permissions }: Props) {
  const t = useT();
  const enabled = permissions.includes('tasks.manage');
  const due = useTasksDue(enabled).data ?? 0;
  if (!enabled || due === 0) return null;
  return (
    <Link
      to={tasksHref(role)}
      data-tasks-badge
      className="absolute -top-1.5 -end-1.5 z-10 grid h-5 min-w-5 place-items-center rounded-full bg-amber-500 px-1 text-xs leading-none font-bold text-slate-950 ring-2 ring-white"
    >
      <span aria-hidden>{due > 99 ? '99+' : due}</span>
      <span className="sr-only">{t('badge.due', { count: due })}</span>
    </Link>
  );
}
