import type { ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/features/candidate-documents/i18n';
import { CoverLetterList } from './cover-letter-list';
import { CvList } from './cv-list';

/**
 * "CVs and cover letters" of the candidate's profile (issue 29 item 2); `cv` is the completeness
 * meter's anchor. `children`: what the page offers to do with the default CV (fill the profile from it).
 */
export function DocumentsSection({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <SectionCard anchor="cv" title={t('section.title')}>
      <div className="flex flex-col gap-8">
        <CvList />
        {children}
        <CoverLetterList />
      </div>
    </SectionCard>
  );
}
