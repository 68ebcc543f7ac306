import type { JobHit } from '@portal/contract/jobs';
import type { ApplicationSource } from '@portal/contract/reports';
import { Banknote, BriefcaseBusiness, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmployerLogo } from '@/components/ui/employer-logo';
import { paths } from '@/config/paths';
import { useT } from '@/features/job-search/i18n';
import { highlighted } from '@/lib/highlight';
import { chooseText } from '@/lib/intl/bilingual';
import { useLocale } from '@/lib/intl/locale-context';
import { useJobFormat } from '@/lib/job-format';
import { masterLabel } from '@/lib/master-data';
import { LanguageNote } from './language-note';

type JobHitCardProps = {
  hit: JobHit;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
  /** Buttons under the card (Apply, Save); they sit above the card-wide link. */
  actions?: ReactNode;
  /** The list's way in, carried by the link as `?src=` (the sources report): search, company_page. */
  source?: ApplicationSource;
};

/**
 * A job in a list: highlighted title and snippet (the server wraps matches in <mark>), employer,
 * locations, salary when shown, experience, type and how long ago it was posted.
 */
export function JobHitCard({ hit, headingLevel = 'h2', compact = false, actions, source }: JobHitCardProps) {
  const t = useT();
  const jf = useJobFormat();
  const locale = useLocale();
  const Heading = headingLevel;
  const company = hit.client_company_name ?? hit.employer.name;
  const salary = hit.salary_visible ? jf.formatSalary(hit) : null;
  const inAed = salary ? jf.formatSalaryInAed(hit) : null;
  const experience = jf.formatExperience(hit.experience_min, hit.experience_max);
  // The reader's language when the job has it (the Arabic text is highlighted for an Arabic keyword).
  const title = chooseText(locale, hit.title, hit.title_ar);
  const inArabic = title.lang === 'ar';
  const snippet = inArabic ? hit.snippet_ar : null;
  return (
    <article className="relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5">
      <EmployerLogo name={company} logo={hit.client_company_name ? null : hit.employer.logo} />
      <div className="min-w-0 flex-1">
        <Heading className="text-base font-semibold text-slate-900 sm:text-lg [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:text-inherit">
          <Link
            to={`${paths.unauth.jobView.href({ id: hit.id })}${source ? `?src=${source}` : ''}`}
            className="after:absolute after:inset-0 hover:text-primary-800 hover:underline"
            {...title.attrs}
            {...(inArabic
              ? hit.title_ar_html
                ? highlighted(hit.title_ar_html)
                : { children: title.text }
              : highlighted(hit.title_html || hit.title))}
          />
        </Heading>
        <LanguageNote chosen={title} what="card" className="mt-0.5 text-xs text-slate-500" />
        <p className="mt-0.5 text-sm text-slate-700">
          {company}
          {hit.client_company_name ? (
            <span className="text-slate-500">{t('hit.via', { employer: hit.employer.name })}</span>
          ) : null}
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {hit.locations.length ? (
            <li className="flex items-center gap-1">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {jf.formatLocations(hit.locations)}
            </li>
          ) : null}
          {salary ? (
            <li className="flex items-start gap-1">
              <Banknote aria-hidden className="mt-0.5 size-4 shrink-0" />
              {/* One run of text, so the AED equivalent wraps under the salary on a narrow card. */}
              <span>
                {salary}
                {inAed ? <span className="text-slate-500"> ({inAed})</span> : null}
              </span>
            </li>
          ) : null}
          {experience ? (
            <li className="flex items-center gap-1">
              <BriefcaseBusiness aria-hidden className="size-4 shrink-0" />
              {experience}
            </li>
          ) : null}
        </ul>
        {!compact && snippet ? (
          <p
            className="mt-3 line-clamp-3 text-sm text-slate-700 [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5"
            lang="ar"
            dir="rtl"
            {...(hit.snippet_ar_html ? highlighted(hit.snippet_ar_html) : { children: snippet })}
          />
        ) : !compact && !inArabic && hit.snippet_html ? (
          <p
            {...(title.fallback ? title.attrs : {})}
            className="mt-3 line-clamp-3 text-sm text-slate-700 [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5"
            {...highlighted(hit.snippet_html)}
          />
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-primary-50 px-2.5 py-1 font-medium text-primary-800">
            {jf.employmentTypeLabel(hit.employment_type)}
          </span>
          {!compact
            ? hit.skills.slice(0, 4).map((skill, i) => (
                <span key={skill} className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
                  {masterLabel({ name: skill, name_ar: hit.skills_ar?.[i] }, locale)}
                </span>
              ))
            : null}
          {hit.published_at ? (
            <span className="ms-auto flex items-center gap-1 text-slate-600">
              <Clock aria-hidden className="size-3.5" />
              <time dateTime={hit.published_at}>{jf.timeAgo(hit.published_at)}</time>
            </span>
          ) : null}
        </div>
        {actions ? <div className="relative z-10 mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
