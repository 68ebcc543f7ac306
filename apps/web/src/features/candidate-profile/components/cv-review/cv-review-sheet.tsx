import type { CandidateProfile } from '@portal/contract/candidate-profile';
import type { ParsedCv } from '@portal/contract/cv-parsing';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/features/candidate-profile/i18n';
import { ReviewCertifications } from './review-certifications';
import { ReviewEducations } from './review-educations';
import { ReviewEmployments } from './review-employments';
import { ReviewPersonal } from './review-personal';
import { ReviewLanguages, ReviewSkills } from './review-tags';

type CvReviewSheetProps = {
  open: boolean;
  cv: ParsedCv;
  /** The profile as it is now: what is already there is marked, lists are added to. */
  profile: CandidateProfile;
  onClose: () => void;
};

/**
 * What we read from the CV, section by section, each with its own save: nothing reaches the
 * profile without a click. A full-screen sheet on a phone, a tall dialog from 640 px.
 */
export function CvReviewSheet({ open, cv, profile, onClose }: CvReviewSheetProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t('review.title')}
      backdropClassName="max-sm:p-0!"
      className="flex h-dvh max-h-dvh max-w-3xl flex-col p-0! max-sm:rounded-none! sm:h-auto sm:max-h-[92vh]"
    >
      <header className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 sm:py-4">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{t('review.title')}</h2>
          <p className="text-sm text-slate-600">{t('review.intro')}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('review.close')}
          onClick={onClose}
          icon={<X aria-hidden className="size-5" />}
        />
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-4 py-5 sm:px-6">
        <ReviewPersonal cv={cv} profile={profile} />
        <ReviewEmployments cv={cv} profile={profile} />
        <ReviewEducations cv={cv} profile={profile} />
        <ReviewSkills cv={cv} profile={profile} />
        <ReviewCertifications cv={cv} profile={profile} />
        <ReviewLanguages cv={cv} profile={profile} />
      </div>
      <footer className="flex justify-end border-t border-slate-200 px-4 py-3 sm:px-6">
        <Button variant="secondary" onClick={onClose}>
          {t('review.done')}
        </Button>
      </footer>
    </Dialog>
  );
}
