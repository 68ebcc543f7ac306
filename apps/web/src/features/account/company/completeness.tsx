import type { CompanyProfile, CompletenessPart } from '@portal/contract/company-profile';
import { CompletenessPanel } from '@/components/completeness/completeness-panel';
import { useT } from '../i18n';

/** What each missing part asks for (catalogue keys). */
const LABEL = {
  logo: 'part.logo',
  cover: 'part.cover',
  about: 'part.about',
  industry: 'part.industry',
  company_size: 'part.company_size',
  founded_year: 'part.founded_year',
  website: 'part.website',
  contacts: 'part.contacts',
  branches: 'part.branches',
  social: 'part.social',
} as const satisfies Record<CompletenessPart, string>;

/** Where each missing part is filled in on the page. */
const ANCHOR: Record<CompletenessPart, string> = {
  logo: 'company-images',
  cover: 'company-images',
  about: 'company-details',
  industry: 'company-details',
  company_size: 'company-details',
  founded_year: 'company-details',
  website: 'company-details',
  contacts: 'company-contacts',
  branches: 'company-branches',
  social: 'company-social',
};

/** The company page's completeness: the score as a bar, what is missing as links to its part of the page. */
export function CompanyCompleteness({ completeness }: { completeness: CompanyProfile['completeness'] }) {
  const t = useT();
  const { percent, missing } = completeness;
  return (
    <CompletenessPanel
      headingId="company-completeness"
      title={t('completeness.title')}
      figure={t('completeness.percent', { percent })}
      percent={percent}
      missing={missing.map((part) => ({ key: part, text: t(LABEL[part]), href: `#${ANCHOR[part]}` }))}
      intro={t('completeness.stillToDo')}
      done={t('completeness.done')}
    />
  );
}
