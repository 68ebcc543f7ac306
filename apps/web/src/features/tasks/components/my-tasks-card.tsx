import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { useHasPermission, useRole } from '@/lib/auth';
import { useTasks } from '../api/tasks';
import { useT } from '../i18n';
import { TaskProposals } from './proposals';
import { TaskRows } from './task-rows';
import { tasksHref } from './tasks-page-link';

/**
 * "My tasks" on the staff and employer dashboards: the user's open tasks, overdue first, and the
 * suggestions; nothing for a user without tasks.manage (a custom role may lack it).
 */
export function MyTasksCard() {
  const allowed = useHasPermission('tasks.manage');
  const role = useRole() ?? 'employer';
  return allowed ? <MyTasks role={role} /> : null;
}

function MyTasks({ role }: { role: string }) {
  const t = useT();
  const { data, isLoading } = useTasks({ scope: 'mine', status: 'open', page_size: 5 });
  const total = data?.meta.total ?? 0;
  return (
    <section aria-labelledby="my-tasks" className="rounded-2xl border border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id="my-tasks" className="text-lg font-semibold text-slate-900">
          {t('card.title')}
          {data?.meta.due_now ? (
            <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('card.dueNow', { count: data.meta.due_now })}
            </span>
          ) : null}
        </h2>
        <Link to={tasksHref(role)} className="text-sm font-semibold text-primary-700 hover:underline">
          {total > 5 ? t('card.allCount', { count: total }) : t('card.all')}
        </Link>
      </div>
      <div className="flex flex-col gap-3">
        {isLoading ? (
          <Loading />
        ) : !data ? (
          <p role="alert" className="px-4 py-8 text-center text-slate-700">
            {t('card.failed')}
          </p>
        ) : data.data.length === 0 ? (
          <EmptyState title={t('card.emptyTitle')}>{t('card.emptyText')}</EmptyState>
        ) : (
          <TaskRows tasks={data.data} compact />
        )}
        <div className="px-4 pb-4 empty:hidden">
          <TaskProposals />
        </div>
      </div>
    </section>
  );
}
