import type { ClientCv } from '@portal/contract/client-cv';
import type { ReactNode } from 'react';
import { Ltr } from '@/components/ui/ltr';
import { useFormat } from '@/lib/intl/format';
import { useAppStore } from '@/lib/store';
import { useT } from '../i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 break-inside-avoid-page print:mt-4">
      <h2 className="border-b border-slate-300 pb-1 text-sm font-bold tracking-wide text-primary-900 uppercase">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The client CV itself: an A4 page on the presenting organisation's branding (its logo, or the
 * portal's), with the recruiter's notes for the client and contact details only when given.
 * `contact` overrides the data's (the recruiter's preview follows its "show contact" switch).
 */
export function ClientCvDocument({ cv, showContact = true }: { cv: ClientCv; showContact?: boolean }) {
  const t = useT();
  const f = useFormat();
  const monthYear = (iso: string | null) =>
    iso ? f.date(iso, { month: 'short', year: 'numeric', timeZone: 'UTC' }) : '';
  const portalLogo = useAppStore((s) => s.theme.logo);
  const name = `${cv.first_name} ${cv.last_name}`;
  const contact = showContact ? cv.contact : null;
  const years = cv.total_experience_years;
  return (
    <article
      aria-label={t('doc.label', { name })}
      className="client-cv mx-auto w-full max-w-[210mm] bg-white p-6 text-sm leading-relaxed text-slate-800 shadow-sm ring-1 ring-slate-200 sm:p-10 print:max-w-none print:p-0 print:shadow-none print:ring-0"
    >
      <div className="flex flex-col-reverse gap-4 border-b-4 border-primary-700 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
          {cv.headline ? <p className="mt-1 text-base text-slate-700">{cv.headline}</p> : null}
          {contact ? (
            <p className="mt-2 flex flex-wrap gap-x-4 text-slate-700">
              <a href={`mailto:${contact.email}`} className="text-primary-800 underline">
                {contact.email}
              </a>
              {contact.phone ? <Ltr>{contact.phone}</Ltr> : null}
            </p>
          ) : null}
        </div>
        <div className="shrink-0 text-start sm:text-end">
          <img
            src={cv.presented_by.logo_url ?? portalLogo}
            alt={cv.presented_by.name}
            className="h-12 w-auto max-w-48 object-contain sm:ms-auto"
          />
          <p className="mt-1 text-xs text-slate-600">
            {t('doc.presentedBy', { name: cv.presented_by.name })}
          </p>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('doc.experience')} value={years == null ? null : t('doc.years', { count: years })} />
        <Fact label={t('doc.location')} value={cv.location} />
        <Fact label={t('doc.nationality')} value={cv.nationality} />
        <Fact label={t('doc.notice')} value={cv.notice_period} />
        <Fact label={t('doc.visa')} value={cv.visa_status} />
      </dl>

      {cv.notes ? (
        <Section title={t('doc.notes')}>
          <p className="rounded-lg bg-primary-50 p-3 whitespace-pre-line text-slate-900">{cv.notes}</p>
        </Section>
      ) : null}
      {cv.summary ? (
        <Section title={t('doc.summary')}>
          <p className="whitespace-pre-line">{cv.summary}</p>
        </Section>
      ) : null}
      {cv.employments.length ? (
        <Section title={t('doc.experienceTitle')}>
          <ol className="flex flex-col gap-3">
            {cv.employments.map((e) => (
              <li key={`${e.company}-${e.start_date}-${e.job_title}`} className="break-inside-avoid">
                <p className="font-semibold text-slate-900">
                  {e.job_title}, {e.company}
                </p>
                <p className="text-xs text-slate-600">
                  {monthYear(e.start_date)} – {e.is_current ? t('doc.present') : monthYear(e.end_date)}
                  {e.location ? ` · ${e.location}` : ''}
                </p>
                {e.description ? <p className="mt-1 whitespace-pre-line">{e.description}</p> : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {cv.educations.length ? (
        <Section title={t('doc.education')}>
          <ul className="flex flex-col gap-2">
            {cv.educations.map((e) => (
              <li key={`${e.institution}-${e.start_year}-${e.field_of_study}`} className="break-inside-avoid">
                <p className="font-semibold text-slate-900">
                  {[e.education_level?.name, e.field_of_study].filter(Boolean).join(', ') || e.institution}
                </p>
                <p className="text-xs text-slate-600">
                  {e.institution}
                  {e.end_year ? ` · ${e.start_year ? `${e.start_year}–` : ''}${e.end_year}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {cv.certifications.length ? (
        <Section title={t('doc.certifications')}>
          <ul className="flex flex-col gap-1">
            {cv.certifications.map((c) => (
              <li key={`${c.name}-${c.issued_on}`}>
                <span className="font-semibold text-slate-900">{c.name}</span>
                {c.issuer ? ` · ${c.issuer}` : ''}
                <span className="text-xs text-slate-600">
                  {c.expires_on
                    ? t(c.expiry_status === 'expired' ? 'doc.expired' : 'doc.validUntil', {
                        date: monthYear(c.expires_on),
                      })
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {cv.skills.length ? (
        <Section title={t('doc.skills')}>
          <ul className="flex flex-wrap gap-2">
            {cv.skills.map((s) => (
              <li
                key={s}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800 print:border print:border-slate-300"
              >
                {s}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </article>
  );
}
