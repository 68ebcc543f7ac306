import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHasPermission } from '@/lib/auth';
import { isNotFound } from '@/lib/http-status';
import { useScorecards } from '../../api/scorecards';
import { useT } from '../../i18n';
import { CriteriaEditor } from './criteria-editor';
import { ScorecardForm } from './scorecard-form';
import { ScorecardCard, ScorecardSummary } from './scorecard-summary';

/**
 * The applicant panel's scorecards: the job's criteria, the signed-in team member's own card and,
 * once they have submitted it, everyone's cards and the summary (the server sends no others before).
 */
export function ScorecardSection({ applicationId }: { applicationId: number }) {
  const mayScore = useHasPermission('applications.manage');
  if (!mayScore) return null;
  return <Scorecards applicationId={applicationId} />;
}

function Scorecards({ applicationId }: { applicationId: number }) {
  const t = useT();
  const { data, isLoading, error } = useScorecards(applicationId);
  const [editingCriteria, setEditingCriteria] = useState(false);
  const [editingMine, setEditingMine] = useState(false);
  // The operator's staff may open another organisation's applicant; its scorecards are its own.
  if (isNotFound(error)) return null;

  return (
    <section aria-labelledby="scorecards-title" className="border-t border-slate-200 pt-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="scorecards-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t('scorecards.title')}
        </h3>
        {data && !editingCriteria ? (
          <Button variant="ghost" size="sm" onClick={() => setEditingCriteria(true)}>
            {t('scorecards.editCriteria')}
          </Button>
        ) : null}
      </div>
      {isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('scorecards.loading')}
        </p>
      ) : !data ? (
        <p role="alert" className="text-sm text-slate-700">
          {t('scorecards.error')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {editingCriteria ? (
            <CriteriaEditor
              jobId={data.job_id}
              criteria={data.criteria}
              onDone={() => setEditingCriteria(false)}
            />
          ) : null}
          {data.others_hidden ? (
            <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span>
                {data.submitted_count === 0
                  ? t('scorecards.noneYet')
                  : t('scorecards.othersHidden', { count: data.submitted_count })}
              </span>
            </p>
          ) : null}
          {data.summary ? <ScorecardSummary summary={data.summary} /> : null}
          {data.cards?.length ? (
            <ul aria-label={t('scorecards.team')} className="flex flex-col gap-2">
              {data.cards.map((card) => (
                <ScorecardCard
                  key={card.id}
                  card={card}
                  onEdit={card.is_mine && !editingMine ? () => setEditingMine(true) : undefined}
                />
              ))}
            </ul>
          ) : null}
          {!data.mine || editingMine ? (
            <div className="rounded-lg border border-slate-200 p-3">
              <h4 className="mb-3 text-sm font-semibold text-slate-900">
                {data.mine ? t('scorecards.editMine') : t('scorecards.mine')}
              </h4>
              <ScorecardForm
                key={data.mine?.updated_at ?? 'new'}
                data={data}
                onDone={() => setEditingMine(false)}
                onCancel={data.mine ? () => setEditingMine(false) : undefined}
              />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
