import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { EMPLOYMENT_TYPE_LABELS } from '@portal/contract/jobs';
import type { ReactNode } from 'react';
import { type Named, useMasterLabel } from '@/lib/master-data';

const monthYear = (d: string | null) =>
  d ? new Date(d).toLocaleDateString('en-GB', { month: 'short', year: 'numeric' }) : null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (!shown.length) return <p className="text-sm text-slate-600">Not given.</p>;
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
      <Section title="Personal details">
        <Facts
          items={[
            [
              'E-mail',
              <a key="e" href={`mailto:${p.email}`} className="text-primary-800 underline">
                {p.email}
              </a>,
            ],
            [
              'Phone',
              p.phone ? (
                <a key="p" href={`tel:${p.phone}`} className="text-primary-800 underline">
                  {p.phone}
                </a>
              ) : null,
            ],
            ['Location', place],
            ['Nationality', label(p.nationality) || null],
            ['Visa status', label(p.visa_status) || null],
            ['Notice period', label(p.notice_period) || null],
            [
              'Total experience',
              p.total_experience_years != null ? `${p.total_experience_years} years` : null,
            ],
          ]}
        />
      </Section>
      {p.headline || p.summary ? (
        <Section title="Summary">
          {p.headline ? <p className="font-semibold text-slate-900">{p.headline}</p> : null}
          {p.summary ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{p.summary}</p> : null}
        </Section>
      ) : null}
      <Section title="Experience">
        {p.employments.length ? (
          <ul className="flex flex-col gap-3">
            {p.employments.map((e) => (
              <li key={e.id} className="text-sm">
                <p className="font-semibold text-slate-900">
                  {e.job_title} · {e.company}
                </p>
                <p className="text-slate-600">
                  {monthYear(e.start_date)} – {e.is_current ? 'now' : monthYear(e.end_date)}
                  {e.location ? ` · ${e.location}` : ''}
                </p>
                {e.description ? (
                  <p className="mt-1 whitespace-pre-line text-slate-700">{e.description}</p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No experience listed.</p>
        )}
      </Section>
      <Section title="Education">
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
          <p className="text-sm text-slate-600">No education listed.</p>
        )}
      </Section>
      <Section title="Skills">
        {p.skills.length ? (
          <ul className="flex flex-wrap gap-2">
            {p.skills.map((s) => (
              <li key={s.id} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
                {label(s)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No skills listed.</p>
        )}
        {p.certifications.length ? (
          <p className="mt-2 text-sm text-slate-700">
            Certifications: {p.certifications.map((c) => c.name).join(', ')}
          </p>
        ) : null}
      </Section>
      <Section title="Desired job">
        <Facts
          items={[
            ['Roles', names(d.designations)],
            ['Functional areas', names(d.functional_areas)],
            ['Locations', names(d.locations)],
            ['Employment', d.employment_types.map((t) => EMPLOYMENT_TYPE_LABELS[t]).join(', ') || null],
            [
              'Expected salary',
              d.expected_salary != null
                ? `${d.expected_salary_currency} ${d.expected_salary.toLocaleString('en-US')}`
                : null,
            ],
          ]}
        />
      </Section>
    </div>
  );
}
