import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useToggleSavedJob } from '@/features/job-search/api/save-job';
import { useT } from '@/features/job-search/i18n';

type SaveJobButtonProps = {
  jobId: number;
  saved: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** The job's title, so a list of Save buttons is told apart by a screen reader. */
  jobTitle?: string;
  /** Save it now: the candidate clicked Save job as a guest and has just signed in. */
  autoSave?: boolean;
};

/** A toggle (aria-pressed): Save / Saved. It flips at once and settles when the server answers. */
export function SaveJobButton({
  jobId,
  saved,
  size = 'md',
  className,
  jobTitle,
  autoSave,
}: SaveJobButtonProps) {
  const t = useT();
  const toggle = useToggleSavedJob();
  const { mutate } = toggle;
  useEffect(() => {
    if (autoSave && !saved) mutate({ jobId, save: true });
  }, [autoSave, saved, jobId, mutate]);
  const pending = toggle.isPending ? toggle.variables?.save : undefined;
  const pressed = pending ?? saved;
  const Icon = pressed ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      aria-pressed={pressed}
      aria-busy={toggle.isPending || undefined}
      icon={<Icon aria-hidden className="size-4" />}
      // Not disabled while pending: focus stays on the button; a click meanwhile is ignored.
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ jobId, save: !pressed });
      }}
    >
      {pressed ? t('save.saved') : t('save.save')}
      {jobTitle ? <span className="sr-only">{t('apply.forJob', { title: jobTitle })}</span> : null}
    </Button>
  );
}
