import type { Job } from '@portal/contract/jobs';
import { Bookmark, ExternalLink, Send } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { recordExternalApply } from '@/features/job-search/api/apply-external';
import { useJobStates } from '@/features/job-search/api/job-states';
import { useT } from '@/features/job-search/i18n';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { useHere, useReturnIntent, withReturnTo } from '@/lib/return-to';

// A candidate's buttons carry the apply and save mutations; a guest only ever sees links.
const candidateActions = lazyModule(() => import('./candidate-apply-actions'));

type ApplyActionsProps = {
  job: Pick<Job, 'id' | 'title' | 'apply_method' | 'apply_url'>;
  role: string | undefined;
};

/**
 * Apply and Save on the job page. A candidate applies and saves here; a guest is sent to the
 * candidate sign-in and brought back here after it, where what they clicked is finished (the apply
 * dialog opens, or the job is saved); an external job's page opens for anyone; other roles see neither.
 */
export function ApplyActions({ job, role }: ApplyActionsProps) {
  const t = useT();
  const isCandidate = role === 'candidate';
  const states = useJobStates([job.id], isCandidate);
  const here = useHere();
  const applyIntent = useReturnIntent('apply');
  const saveIntent = useReturnIntent('save');
  const actions = useLazyModule(candidateActions);
  const { request } = actions;
  useEffect(() => {
    if (isCandidate) request();
  }, [isCandidate, request]);
  // Acted on once both answers and the buttons' code are in (no second application, no
  // unsaving; the buttons take the intent in the same render), then forgotten.
  const ready = isCandidate && states.ready && actions.module !== undefined;
  const finishApply = applyIntent.pending && ready;
  const finishSave = saveIntent.pending && ready;
  const { done: applyDone } = applyIntent;
  const { done: saveDone } = saveIntent;
  useEffect(() => {
    if (finishApply) applyDone();
  }, [finishApply, applyDone]);
  useEffect(() => {
    if (finishSave) saveDone();
  }, [finishSave, saveDone]);

  if (isCandidate)
    return (
      // The two large buttons' height is kept while their code arrives, so nothing below moves.
      <div className="flex min-h-[6.5rem] flex-col gap-2">
        {actions.module ? (
          <actions.module.CandidateApplyActions
            job={job}
            status={states.applied.get(job.id)}
            saved={states.saved.has(job.id)}
            autoOpen={finishApply}
            autoSave={finishSave}
          />
        ) : null}
      </div>
    );
  if (role !== undefined) return null;

  const signIn = paths.auth.candidateSignIn.href();
  const applyHref = withReturnTo(signIn, { next: here, intent: 'apply' });
  const saveHref = withReturnTo(signIn, { next: here, intent: 'save' });
  return (
    <div className="flex flex-col gap-2">
      {job.apply_method === 'external' && job.apply_url ? (
        <a
          href={job.apply_url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => recordExternalApply(job.id)}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          {t('apply.external')}
          <ExternalLink aria-hidden className="size-4" />
        </a>
      ) : (
        <ButtonLink to={applyHref} size="lg" className="w-full">
          <Send aria-hidden className="size-4" />
          {t('apply.apply')}
        </ButtonLink>
      )}
      <ButtonLink to={saveHref} variant="secondary" size="lg" className="w-full">
        <Bookmark aria-hidden className="size-4" />
        {t('save.save')}
      </ButtonLink>
      <p className="text-center text-xs text-slate-600">{t('apply.guestHint')}</p>
    </div>
  );
}
