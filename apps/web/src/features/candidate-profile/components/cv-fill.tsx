import { WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
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
  const { data: profile } = useProfile();
  const parse = useParseMyCv();
  const [open, setOpen] = useState(false);
  if (!profile?.cv) return null;
  const failed = parse.error ? errorMessages(parse.error).join(' ') : null;
  const unreadable = errorStatus(parse.error) === 422;
  const run = () => parse.mutate(undefined, { onSuccess: () => setOpen(true) });

  return (
    <div className="rounded-xl border border-primary-200 bg-primary-50/50 p-4">
      <p className="font-semibold text-slate-900">Save typing: fill your profile from your CV</p>
      <p className="mt-1 text-sm text-slate-700">
        We read your CV and show what we found. You check each section and choose what to save.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          onClick={run}
          isPending={parse.isPending}
          icon={<WandSparkles aria-hidden className="size-4" />}
        >
          Fill my profile from my CV
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {parse.isPending ? 'Reading your CV…' : ''}
        </span>
      </div>
      {failed ? (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
        >
          <p className="font-semibold">{failed}</p>
          <p className="mt-1 text-slate-700">
            {unreadable
              ? 'Replace your CV above with a PDF saved from Word (not a scan), then try again, or fill in the sections of your profile by hand.'
              : 'Try again in a moment, or fill in the sections of your profile by hand.'}
          </p>
        </div>
      ) : null}
      {parse.data ? (
        <CvReviewSheet open={open} cv={parse.data} profile={profile} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
