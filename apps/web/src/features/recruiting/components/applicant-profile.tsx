import type { CandidateProfile } from '@portal/contract/candidate-profile';
import type { ReactNode } from 'react';
import { useEmploymentTypeLabel } from '@/lib/employment-type';
import { useFormat } from '@/lib/intl/format';
import { type Named, useMasterLabel } from '@/lib/master-data';
import { useT } from '../i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  const t = useT();
  const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (!shown.length) return <p className="text-sm text-slate-600">{t('profile.notGiven')}</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {shown.map(([k, v]) => (
        <div key={k}>
          <dt className="text-slate-500">{k}</dt>
          <dd className="text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The candidate's profile as an employer reads it: personal, summary, experience, education, skills, desired job. */
export function ApplicantProfile({ profile: p }: { profile: CandidateProfile }) {
  const t = useT();
  const typeLabel = useEmploymentTypeLabel();
  const f = useFormat();
  const monthYear = (d: string | null) => (d ? f.date(d, { month: 'short', year: 'numeric' }) : null);
  const label = useMasterLabel();
  const names = (refs: Named[]) => refs.map(label).join(', ') || null;
  const place = p.current_location
    ? [label(p.current_location.city), label(p.current_location.state), label(p.current_location.country)]
        .filter(Boolean)
        .join(', ')
    : null;
  const d = p.desired_job;
  return (
    <div className="flex flex-col gap-4">
      <Section title={t('profile.personal')}>
        <Facts
          items={[
            [
              t('profile.email'),
              <a key="e" href={`mailto:${p.email}`} className="text-primary-800 underline">
                {p.email}
              </a>,
            ],
            [
              t('profile.phone'),
              p.phone ? (
                <a key="p" href={`tel:${p.phone}`} className="text-primary-800 underline">
                  {p.phone}
                </a>
              ) : null,
            ],
            [t('profile.location'), place],
            [t('profile.nationality'), label(p.nationality) || null],
            [t('profile.visa'), label(p.visa_status) || null],
            [t('profile.notice'), label(p.notice_period) || null],
            [
              t('profile.experience'),
              p.total_experience_years != null
                ? t('profile.years', { count: p.total_experience_years })
                : null,
            ],
          ]}
        />
      </Section>
      {p.headline || p.summary ? (
        <Section title={t('profile.summary')}>
          {p.headline ? <p className="font-semibold text-slate-900">{p.headline}</p> : null}
          {p.summary ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{p.summary}</p> : null}
        </Section>
      ) : null}
      <Section title={t('profile.experienceTitle')}>
        {p.employments.length ? (
          <ul className="flex flex-col gap-3">
            {p.employments.map((e) => (
              <li key={e.id} className="text-sm">
                <p className="font-semibold text-slate-900">
                  {e.job_title} · {e.company}
                </p>
                <p className="text-slate-600">
                  {monthYear(e.start_date)} – {e.is_current ? t('profile.now') : monthYear(e.end_date)}
                  {e.location ? ` · ${e.location}` : ''}
                </p>
                {e.description ? (
                  <p className="mt-1 whitespace-pre-line text-slate-700">{e.description}</p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('profile.noExperience')}</p>
        )}
      </Section>
      <Section title={t('profile.education')}>
        {p.educations.length ? (
          <ul className="flex flex-col gap-2 text-sm">
            {p.educations.map((e) => (
              <li key={e.id}>
                <p className="font-semibold text-slate-900">
                  {[label(e.education_level), e.field_of_study].filter(Boolean).join(', ') || e.institution}
                </p>
                <p className="text-slate-600">
                  {e.institution}
                  {e.end_year ? ` · ${e.end_year}` : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('profile.noEducation')}</p>
        )}
      </Section>
      <Section title={t('profile.skills')}>
        {p.skills.length ? (
          <ul className="flex flex-wrap gap-2">
            {p.skills.map((s) => (
              <li key={s.id} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
                {label(s)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('profile.noSkills')}</p>
        )}
        {p.certifications.length ? (
          <p className="mt-2 text-sm text-slate-700">
            {t('profile.certifications', { list: p.certifications.map((c) => c.name).join(', ') })}
          </p>
        ) : null}
      </Section>
      <Section title={t('profile.desired')}>
        <Facts
          items={[
            [t('profile.roles'), names(d.designations)],
            [t('profile.areas'), names(d.functional_areas)],
            [t('profile.locations'), names(d.locations)],
            [t('profile.employment'), d.employment_types.map((e) => typeLabel(e)).join(', ') || null],
            [
              t('profile.salary'),
              d.expected_salary != null ? f.money(d.expected_salary, d.expected_salary_currency) : null,
            ],
          ]}
        />
      </Section>
    </div>
  );
}
