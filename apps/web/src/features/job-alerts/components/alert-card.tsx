import type { JobAlert } from '@portal/contract/alerts';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CriteriaChips } from '@/features/job-alerts/components/criteria-chips';
import { useT } from '@/features/job-alerts/i18n';
import { useFormat } from '@/lib/intl/format';
import { useSetAlertActive } from '../api/change-alert';

type AlertCardProps = { alert: JobAlert; onEdit: () => void; onDelete: () => void };

/** One alert: its criteria, how often it mails, a pause/resume switch, edit and delete. */
export function AlertCard({ alert, onEdit, onDelete }: AlertCardProps) {
  const t = useT();
  const f = useFormat();
  const toggle = useSetAlertActive();
  const active = toggle.isPending ? !alert.active : alert.active;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 sm:text-lg">{alert.name}</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {alert.frequency === 'weekly' ? t('card.weekly') : t('card.daily')}
            {alert.active ? t('card.next', { date: f.date(alert.next_run_at) }) : t('card.paused')}
          </p>
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            role="switch"
            aria-checked={active}
            className="peer sr-only"
            checked={active}
            disabled={toggle.isPending}
            onChange={(e) => toggle.mutate({ id: alert.id, active: e.target.checked })}
            aria-label={t('card.emailsFor', { name: alert.name })}
          />
          <span
            aria-hidden
            className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors after:absolute after:top-0.5 after:start-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-primary-700 peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-primary-500 peer-focus-visible:ring-offset-2"
          />
          {active ? t('card.on') : t('card.pausedShort')}
        </label>
      </div>
      <CriteriaChips labels={alert.labels.map((l) => l.label)} className="mt-3" />
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={`${paths.candidate.searchJob.href()}?${alert.search_query}`}
          className="inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium text-primary-800 hover:bg-primary-50"
        >
          <Search aria-hidden className="size-4" /> {t('card.matching')}
        </Link>
        <Button variant="ghost" size="sm" icon={<Pencil aria-hidden className="size-4" />} onClick={onEdit}>
          {t('card.edit')}
        </Button>
        <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden className="size-4" />} onClick={onDelete}>
          {t('card.delete')}
        </Button>
      </div>
    </article>
  );
}
