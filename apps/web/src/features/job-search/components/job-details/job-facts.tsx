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
import { useLocale } from '@/lib/intl/locale-context';
import {
  employmentTypeLabel,
  formatDate,
  formatExperience,
  formatLocation,
  formatSalary,
  formatSalaryInAed,
} from '@/lib/job-format';
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
  const salary = job.salary_visible || showHiddenSalary ? formatSalary(job) : null;
  const inAed = salary ? formatSalaryInAed(job) : null;
  const experience = formatExperience(job.experience_min, job.experience_max);
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-4">
      <Fact icon={MapPin} label={job.locations.length > 1 ? 'Locations' : 'Location'}>
        {job.locations.length ? (
          <ul>
            {job.locations.map((loc) => (
              <li key={`${loc.country.id}-${loc.state?.id ?? ''}-${loc.city?.id ?? ''}`}>
                {formatLocation(loc, locale)}
              </li>
            ))}
          </ul>
        ) : (
          'Not specified'
        )}
      </Fact>
      <Fact icon={Banknote} label="Salary">
        {salary ?? 'Not disclosed'}
        {inAed ? <span className="block text-xs text-slate-600">{inAed}</span> : null}
        {salary && !job.salary_visible ? (
          <span className="block text-xs text-slate-500">Hidden from candidates</span>
        ) : null}
      </Fact>
      <Fact icon={BriefcaseBusiness} label="Experience">
        {experience ?? 'Not specified'}
      </Fact>
      <Fact icon={Clock} label="Employment type">
        {employmentTypeLabel(job.employment_type)}
      </Fact>
      <Fact icon={Users} label="Openings">
        {job.openings}
      </Fact>
      {job.education_level ? (
        <Fact icon={GraduationCap} label="Education">
          {masterLabel(job.education_level, locale)}
        </Fact>
      ) : null}
      {job.published_at !== undefined ? (
        <Fact icon={CalendarPlus} label="Posted">
          {job.published_at ? formatDate(job.published_at) : 'Not yet published'}
        </Fact>
      ) : null}
      {job.valid_through !== undefined ? (
        <Fact icon={CalendarClock} label="Closing date">
          {job.valid_through ? formatDate(job.valid_through) : 'Open until filled'}
        </Fact>
      ) : null}
    </dl>
  );
}
