import { TASK_SCOPES, type Task } from '@portal/contract/tasks';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { ListPagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Tabs } from '@/components/ui/tabs';
import { oneOf } from '@/lib/one-of';
import { useUrlState } from '@/lib/use-url-state';
import { useTasks } from '../api/tasks';
import { TaskProposals } from '../components/proposals';
import { TaskDialog } from '../components/task-dialog';
import { TaskRows } from '../components/task-rows';
import { useT } from '../i18n';

const STATUSES = ['open', 'done', 'all'] as const;
const STATUS_OPTIONS = [
  { value: 'open', label: 'status.open' },
  { value: 'done', label: 'status.done' },
  { value: 'all', label: 'status.all' },
] as const;
const PANEL = 'tasks-panel';

/**
 * /admin-pannel/tasks (the spec's admin menu placeholder) and /management/tasks: the user's or the
 * team's tasks, overdue first; the filters and page in the URL.
 */
export function TasksPage() {
  const t = useT();
  const [url, setUrl] = useUrlState({ scope: 'mine', status: 'open', overdue: '', page: 1 });
  const scope = oneOf(TASK_SCOPES, url.scope) ?? 'mine';
  const status = oneOf(STATUSES, url.status) ?? 'open';
  const overdue = url.overdue === 'yes';
  const { data, isLoading, isFetching } = useTasks({
    scope,
    status,
    overdue,
    page: url.page,
    page_size: 20,
  });
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const list = data?.data;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('page.description')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{t('page.new')}</Button>
      </div>

      <div className="mt-6">
        <TaskProposals />
      </div>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white">
        <div className="flex flex-col gap-3 px-4 pt-3 sm:flex-row sm:items-end sm:justify-between">
          <Tabs
            label={t('page.whose')}
            panelId={PANEL}
            value={scope}
            onChange={(v) => setUrl({ scope: v, page: 1 })}
            items={[
              { value: 'mine', label: t('page.mine') },
              { value: 'team', label: t('page.team') },
            ]}
          />
          <div className="flex flex-wrap items-end gap-3 pb-3">
            <SelectField
              label={t('page.status')}
              options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              value={status}
              onChange={(e) => setUrl({ status: e.target.value, page: 1 })}
            />
            <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-primary-700"
                checked={overdue}
                onChange={(e) => setUrl({ overdue: e.target.checked ? 'yes' : '', page: 1 })}
              />
              {t('page.overdueOnly')}
            </label>
          </div>
        </div>
        <div id={PANEL} role="tabpanel" aria-busy={isFetching} className="border-t border-slate-200">
          {isLoading ? (
            <Loading />
          ) : !list || !data ? (
            <p role="alert" className="px-4 py-16 text-center text-slate-700">
              {t('page.failed')}
            </p>
          ) : list.length === 0 ? (
            <EmptyState
              title={
                overdue ? t('page.emptyOverdue') : status === 'done' ? t('page.emptyDone') : t('page.empty')
              }
            >
              {scope === 'mine' ? t('page.emptyMine') : t('page.emptyTeam')}
            </EmptyState>
          ) : (
            <>
              <TaskRows tasks={list} onEdit={setEditing} />
              <div className="border-t border-slate-200 p-3">
                <ListPagination meta={data.meta} onPage={(page) => setUrl({ page })} />
              </div>
            </>
          )}
        </div>
      </div>
      {editing ? (
        <TaskDialog task={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
