import type { Job } from '@portal/contract/jobs';
import { Bookmark, ExternalLink, Send } from 'lucide-react';
import { useId } from 'react';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

type ApplyActionsProps = { job: Pick<Job, 'apply_method' | 'apply_url'>; role: string | undefined };

/**
 * Apply and Save. An external job links to the employer's own page. On the portal, a guest is sent
 * to the candidate sign-in; applying and saving online arrive with the applications work, so a
 * signed-in candidate sees the buttons disabled with a plain note, and nothing pretends to work.
 */
export function ApplyActions({ job, role }: ApplyActionsProps) {
  const noteId = useId();
  const signIn = paths.auth.candidateSignIn.href();
  const isGuest = role === undefined;
  const isCandidate = role === 'candidate';

  const apply =
    job.apply_method === 'external' && job.apply_url ? (
      <a
        href={job.apply_url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        Apply on the employer's site
        <ExternalLink aria-hidden className="size-4" />
      </a>
    ) : isGuest ? (
      <ButtonLink to={signIn} size="lg" className="w-full">
        <Send aria-hidden className="size-4" />
        Apply
      </ButtonLink>
    ) : isCandidate ? (
      <Button
        size="lg"
        className="w-full"
        disabled
        aria-describedby={noteId}
        icon={<Send aria-hidden className="size-4" />}
      >
        Apply
      </Button>
    ) : null;

  const save = isGuest ? (
    <ButtonLink to={signIn} variant="secondary" size="lg" className="w-full">
      <Bookmark aria-hidden className="size-4" />
      Save job
    </ButtonLink>
  ) : isCandidate ? (
    <Button
      variant="secondary"
      size="lg"
      className="w-full"
      disabled
      aria-describedby={noteId}
      icon={<Bookmark aria-hidden className="size-4" />}
    >
      Save job
    </Button>
  ) : null;

  if (!apply && !save) return null;
  return (
    <div className="flex flex-col gap-2">
      {apply}
      {save}
      {isGuest ? (
        <p className="text-center text-xs text-slate-600">
          Sign in as a candidate to apply or save this job.
        </p>
      ) : null}
      {isCandidate ? (
        <p id={noteId} className="text-center text-sm text-slate-600">
          {job.apply_method === 'external'
            ? 'Saving jobs is not available yet.'
            : 'Applying online is not available yet.'}
        </p>
      ) : null}
    </div>
  );
}
