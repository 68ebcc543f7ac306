import type { Completeness } from '@portal/contract/candidate-profile';
import { CompletenessPanel } from '@/components/completeness/completeness-panel';
import { useProfileSectionText } from '@/components/completeness/profile-sections';
import { useT } from '@/features/candidate-profile/i18n';

/** The score as a bar, and what is missing as links that jump to the section concerned. */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const t = useT();
  const sectionText = useProfileSectionText();
  const { score, missing } = completeness;
  return (
    <CompletenessPanel
      headingId="completeness-title"
      title={t('completeness.title')}
      figure={t('completeness.score', { score })}
      percent={score}
      missing={missing.map((m) => ({ key: m.section, text: sectionText(m), href: `#${m.section}` }))}
      intro={t('completeness.stillToDo')}
      done={t('completeness.done')}
    />
  );
}
