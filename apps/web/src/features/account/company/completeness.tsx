import type { CompanyProfile, CompletenessPart } from '@portal/contract/company-profile';
import { ArrowRight } from 'lucide-react';
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

export function CompanyCompleteness({ completeness }: { completeness: CompanyProfile['completeness'] }) {
  const t = useT();
  const { percent, missing } = completeness;
  return (
    <section
      aria-labelledby="company-completeness"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="company-completeness" className="font-semibold text-slate-900">
          {t('completeness.title')}
        </h2>
        <span className="text-2xl font-bold text-primary-800">{t('completeness.percent', { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('completeness.title')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary-600" style={{ width: `${percent}%` }} />
      </div>
      {missing.length ? (
        <>
          <p className="mt-4 text-sm text-slate-700">{t('completeness.stillToDo')}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {missing.map((part) => (
              <li key={part}>
                <a
                  href={`#${ANCHOR[part]}`}
                  className="inline-flex items-start gap-1.5 rounded text-sm text-primary-800 hover:underline"
                >
                  <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" />
                  {t(LABEL[part])}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{t('completeness.done')}</p>
      )}
    </section>
  );
}
