import type { AuditQuery } from '@portal/contract/user-admin';
import { FilterSearch } from '@/components/list-page/filter-search';
import { ListCard } from '@/components/ui/list-card';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/intl/format';
import { useUrlState } from '@/lib/use-url-state';
import { useAuditLog } from '../audit-log-api';
import { auditActionLabelKey } from '../components/audit-action-label';
import { AuditChange } from '../components/audit-change';
import { useT } from '../i18n';

/** The areas a change belongs to: the action's prefix (`user.suspend` is a user change). */
const AREAS = [
  { value: 'user.', label: 'area.users' },
  { value: 'client.', label: 'area.clients' },
  { value: 'role', label: 'area.roles' },
  { value: 'plan.', label: 'area.plans' },
  { value: 'master.', label: 'area.master' },
  { value: 'settings.', label: 'area.settings' },
  { value: 'page.', label: 'area.pages' },
  { value: 'task', label: 'area.tasks' },
] as const;

/** admin-pannel/audit-log: every back-office change (who, what, before, after), newest first. */
export function AuditLogPage() {
  const t = useT();
  const format = useFormat();
  const [state, update] = useUrlState({ action: '', actor: '', from: '', to: '', page: 1 });
  const query: Partial<AuditQuery> = {
    action: state.action || undefined,
    actor: state.actor || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    page: state.page,
    page_size: 25,
  };
  const log = useAuditLog(query);
  const rows = log.data?.data ?? [];
  const filtered = Boolean(state.action || state.actor || state.from || state.to);

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <ListCard
        filters={
          <>
            <FilterSearch
              value={state.actor}
              onSearch={(actor) => update({ actor, page: 1 })}
              label={t('audit.changedBy')}
              placeholder={t('audit.email')}
              button={{ label: t('audit.searchByEmail'), iconOnly: true }}
              className="flex items-end gap-2 sm:col-span-2 lg:col-span-1"
            />
            <SelectField
              label={t('audit.area')}
              placeholder={t('audit.everyArea')}
              value={state.action}
              onChange={(e) => update({ action: e.target.value, page: 1 })}
              options={AREAS.map((a) => ({ value: a.value, label: t(a.label) }))}
            />
            <TextField
              label={t('audit.from')}
              type="date"
              value={state.from}
              max={state.to || undefined}
              onChange={(e) => update({ from: e.target.value, page: 1 })}
            />
            <TextField
              label={t('audit.to')}
              type="date"
              value={state.to}
              min={state.from || undefined}
              onChange={(e) => update({ to: e.target.value, page: 1 })}
            />
          </>
        }
        filtersClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        query={log}
        isEmpty={rows.length === 0}
        failed={t('audit.failed')}
        empty={{
          title: t('audit.empty.title'),
          text: filtered ? t('audit.empty.filtered') : t('audit.empty.text'),
        }}
        live
        pages={{ meta: log.data?.meta, onPage: (p) => update({ page: p }) }}
      >
        <ol className="divide-y divide-slate-200">
          {rows.map((r) => {
            const labelKey = auditActionLabelKey(r.action);
            return (
              <li
                key={r.id}
                className="grid grid-cols-1 gap-2 px-4 py-3 text-sm md:grid-cols-[11rem_1fr_1fr_1.4fr]"
              >
                <time dateTime={r.created_at} className="text-slate-600">
                  {format.dateTime(r.created_at)}
                </time>
                <span className="break-all text-slate-800">{r.actor_email}</span>
                <span>
                  {labelKey ? <span className="me-2 font-medium text-slate-900">{t(labelKey)}</span> : null}
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{r.action}</code>
                  <span className="ms-2 text-slate-600">
                    {r.target_type} {r.target_id}
                  </span>
                </span>
                <AuditChange before={r.before} after={r.after} />
              </li>
            );
          })}
        </ol>
      </ListCard>
    </section>
  );
}
