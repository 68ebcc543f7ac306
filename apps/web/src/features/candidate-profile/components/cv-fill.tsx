import { WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/candidate-profile/i18n';
import { errorStatus } from '@/lib/api-client';
import { errorMessages } from '@/lib/toasts';
import { useProfile } from '../api/get-profile';
import { useParseMyCv } from '../api/parse-my-cv';
import { CvReviewSheet } from './cv-review/cv-review-sheet';

/**
 * "Fill my profile from my CV": reads the stored CV and opens the review. A CV without readable
 * text (422) or none stored (404) is said in place with the way forward. Each click reads the CV
 * again, so a replaced CV or a profile saved meanwhile is what the review starts from.
 */
export function CvFill() {
  const t = useT();
  const { data: profile } = useProfile();
  const parse = useParseMyCv();
  const [open, setOpen] = useState(false);
  if (!profile?.cv) return null;
  const failed = parse.error ? errorMessages(parse.error).join(' ') : null;
  const unreadable = errorStatus(parse.error) === 422;
  const run = () => parse.mutate(undefined, { onSuccess: () => setOpen(true) });

  return (
    <div className="rounded-xl border border-primary-200 bg-primary-50/50 p-4">
      <p className="font-semibold text-slate-900">{t('fill.title')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('fill.text')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          onClick={run}
          isPending={parse.isPending}
          icon={<WandSparkles aria-hidden className="size-4" />}
        >
          {t('fill.button')}
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {parse.isPending ? t('fill.reading') : ''}
        </span>
      </div>
      {failed ? (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
        >
          <p className="font-semibold">{failed}</p>
          <p className="mt-1 text-slate-700">{unreadable ? t('fill.unreadable') : t('fill.retry')}</p>
        </div>
      ) : null}
      {parse.data ? (
        <CvReviewSheet open={open} cv={parse.data} profile={profile} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
