import type { Job } from '@portal/contract/jobs';
import {
  Banknote,
  BriefcaseBusiness,
  CalendarClock,
  CalendarPlus,
  Clock,
  GraduationCap,
  type LucideIcon,
  MapPin,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/features/job-search/i18n';
import { useLocale } from '@/lib/intl/locale-context';
import { useJobFormat } from '@/lib/job-format';
import { masterLabel } from '@/lib/master-data';

export type FactsJob = Pick<
  Job,
  | 'locations'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'salary_visible'
  | 'experience_min'
  | 'experience_max'
  | 'employment_type'
  | 'openings'
  | 'education_level'
> &
  Partial<Pick<Job, 'published_at' | 'valid_through' | 'salary_min_aed_month' | 'salary_max_aed_month'>>;

/**
 * One term and its value. A <div> directly inside <dl> may hold only its <dt> and <dd>, so the icon
 * sits inside the <dt>, placed in the group's left gutter.
 */
function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 ps-8">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Icon aria-hidden className="absolute top-0.5 start-0 size-5 text-primary-700" />
        {label}
      </dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The key facts of a job. `showHiddenSalary` is for the owner's own views: the salary shows with a
 * note that candidates do not see it.
 */
export function JobFacts({ job, showHiddenSalary = false }: { job: FactsJob; showHiddenSalary?: boolean }) {
  const t = useT();
  const jf = useJobFormat();
  const locale = useLocale();
  const salary = job.salary_visible || showHiddenSalary ? jf.formatSalary(job) : null;
  const inAed = salary ? jf.formatSalaryInAed(job) : null;
  const experience = jf.formatExperience(job.experience_min, job.experience_max);
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-4">
      <Fact icon={MapPin} label={t('facts.location', { count: job.locations.length })}>
        {job.locations.length ? (
          <ul>
            {job.locations.map((loc) => (
              <li key={`${loc.country.id}-${loc.state?.id ?? ''}-${loc.city?.id ?? ''}`}>
                {jf.formatLocation(loc)}
              </li>
            ))}
          </ul>
        ) : (
          t('facts.notSpecified')
        )}
      </Fact>
      <Fact icon={Banknote} label={t('facts.salary')}>
        {salary ?? t('facts.notDisclosed')}
        {inAed ? <span className="block text-xs text-slate-600">{inAed}</span> : null}
        {salary && !job.salary_visible ? (
          <span className="block text-xs text-slate-500">{t('facts.hiddenSalary')}</span>
        ) : null}
      </Fact>
      <Fact icon={BriefcaseBusiness} label={t('facts.experience')}>
        {experience ?? t('facts.notSpecified')}
      </Fact>
      <Fact icon={Clock} label={t('facts.employmentType')}>
        {jf.employmentTypeLabel(job.employment_type)}
      </Fact>
      <Fact icon={Users} label={t('facts.openings')}>
        {job.openings}
      </Fact>
      {job.education_level ? (
        <Fact icon={GraduationCap} label={t('facts.education')}>
          {masterLabel(job.education_level, locale)}
        </Fact>
      ) : null}
      {job.published_at !== undefined ? (
        <Fact icon={CalendarPlus} label={t('facts.posted')}>
          {job.published_at ? jf.formatDate(job.published_at) : t('facts.notPublished')}
        </Fact>
      ) : null}
      {job.valid_through !== undefined ? (
        <Fact icon={CalendarClock} label={t('facts.closing')}>
          {job.valid_through ? jf.formatDate(job.valid_through) : t('facts.openUntilFilled')}
        </Fact>
      ) : null}
    </dl>
  );
}
