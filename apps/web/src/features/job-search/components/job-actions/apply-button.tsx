import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import type { Job } from '@portal/contract/jobs';
import type { ApplicationSource } from '@portal/contract/reports';
import { clsx } from 'clsx';
import { CircleCheck, ExternalLink, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { recordExternalApply } from '@/features/job-search/api/apply-external';
import { useT } from '@/features/job-search/i18n';
import { lazyModule, OnDemand } from '@/lib/lazy-module';

// The application form (react-hook-form, zod) is fetched when the dialog first opens.
const applyDialog = lazyModule(() => import('./apply-dialog'));

type ApplyButtonProps = {
  job: Pick<Job, 'id' | 'title' | 'apply_method' | 'apply_url'> & { title_ar?: string | null };
  /** The candidate's application status for this job, when there is one. */
  status?: ApplicationStatus;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** In a list of jobs: the title joins the button's accessible name ("Apply: Forklift Operator"). */
  jobTitle?: string;
  /** Open the dialog at once: the candidate clicked Apply as a guest and has just signed in. */
  autoOpen?: boolean;
  /** How the candidate came when the job page kept none (a search result's button: `search`). */
  source?: ApplicationSource;
};

/**
 * Apply for a job as a signed-in candidate: on the portal through a short dialog, after which the
 * button reads "Applied" and stays disabled; an external job opens the employer's page (the click
 * is counted on the way).
 */
export function ApplyButton({
  job,
  status,
  size = 'md',
  className,
  jobTitle,
  autoOpen,
  source,
}: ApplyButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (autoOpen) setOpen(true);
  }, [autoOpen]);

  if (job.apply_method === 'external' && job.apply_url)
    return (
      <a
        href={job.apply_url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => recordExternalApply(job.id)}
        className={buttonClasses('primary', size, className)}
      >
        {t('apply.external')}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">{t('apply.newTab')}</span>
      </a>
    );

  if (status)
    return (
      <Button
        variant="ghost"
        size={size}
        disabled
        // Reads as a settled state, not as a button waiting to be pressed.
        className={clsx(className, 'bg-emerald-50 ring-1 ring-emerald-300 disabled:opacity-100')}
        icon={<CircleCheck aria-hidden className="size-4 text-emerald-700" />}
      >
        {status === 'withdrawn' ? t('apply.withdrawn') : t('apply.applied')}
        {jobTitle ? <span className="sr-only">{t('apply.forJob', { title: jobTitle })}</span> : null}
      </Button>
    );

  return (
    <>
      <Button
        size={size}
        className={className}
        icon={<Send aria-hidden className="size-4" />}
        onClick={() => setOpen(true)}
      >
        {t('apply.apply')}
        {jobTitle ? <span className="sr-only">{t('apply.forJob', { title: jobTitle })}</span> : null}
      </Button>
      <OnDemand
        module={applyDialog}
        when={open}
        render={(m) => <m.ApplyDialog job={job} source={source} open={open} onClose={() => setOpen(false)} />}
      />
    </>
  );
}
