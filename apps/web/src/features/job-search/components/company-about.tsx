import { type PublicCompany, SOCIAL_LABEL, SOCIAL_NETWORKS } from '@portal/contract/company-profile';
import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { BrandIcon } from '@/components/ui/brand-icons';
import { useT } from '@/features/job-search/i18n';
import { useMasterLabel } from '@/lib/master-data';

const placeOf = (
  b: PublicCompany['branches'][number],
  label: ReturnType<typeof useMasterLabel>,
  separator: string,
) =>
  [label(b.city), label(b.state), label(b.country)]
    .filter((v, i, all) => v && all.indexOf(v) === i)
    .join(separator);

/** The company's links: website and social profiles, each named for screen readers. */
export function CompanyLinks({ company }: { company: PublicCompany }) {
  const t = useT();
  const social = SOCIAL_NETWORKS.flatMap((n) => {
    const url = company.social[n];
    return url ? [{ n, url }] : [];
  });
  if (!company.website && social.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-2">
      {company.website ? (
        <li>
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
          >
            {t('company.website')}
            <ExternalLink aria-hidden className="size-4" />
          </a>
        </li>
      ) : null}
      {social.map(({ n, url }) => (
        <li key={n}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('company.socialLink', { company: company.name, network: SOCIAL_LABEL[n] })}
            className="grid size-9 place-items-center rounded-full border border-slate-200 text-slate-700 hover:border-primary-700 hover:text-primary-800"
          >
            <BrandIcon brand={n} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** About, facts, offices and public contacts of a company page. */
export function CompanyAbout({ company }: { company: PublicCompany }) {
  const t = useT();
  const label = useMasterLabel();
  const facts = [
    [t('company.industry'), label(company.industry)],
    [t('company.size'), company.company_size ? t('company.sizeValue', { size: company.company_size }) : null],
    [t('company.founded'), company.founded_year ? String(company.founded_year) : null],
  ].filter((f): f is [string, string] => !!f[1]);
  if (!company.about && facts.length === 0 && company.branches.length === 0 && company.contacts.length === 0)
    return null;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="company-about"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2"
      >
        <h2 id="company-about" className="text-lg font-bold text-slate-900">
          {t('company.about', { company: company.name })}
        </h2>
        {company.about ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server against an allowlist.
          <div className="job-prose mt-3" dangerouslySetInnerHTML={{ __html: company.about }} />
        ) : (
          <p className="mt-3 text-slate-600">{t('company.noAbout')}</p>
        )}
        {facts.length ? (
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
      <div className="flex flex-col gap-6">
        {company.branches.length ? (
          <section
            aria-labelledby="company-offices"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="company-offices" className="text-lg font-bold text-slate-900">
              {t('company.offices')}
            </h2>
            <ul className="mt-3 flex flex-col gap-3">
              {company.branches.map((b) => (
                <li key={b.id} className="flex gap-2">
                  <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-slate-900">
                      {b.name}
                      {b.is_head_office ? (
                        <span className="font-normal text-slate-600">{t('company.headOffice')}</span>
                      ) : null}
                    </p>
                    <p className="text-slate-700">{placeOf(b, label, t('company.placeSeparator'))}</p>
                    <p className="break-words text-slate-700">{b.address}</p>
                    {b.phone ? <p className="text-slate-700">{b.phone}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {company.contacts.length ? (
          <section
            aria-labelledby="company-contacts"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="company-contacts" className="text-lg font-bold text-slate-900">
              {t('company.contacts')}
            </h2>
            <ul className="mt-3 flex flex-col gap-3 text-sm">
              {company.contacts.map((c) => (
                <li key={c.id}>
                  <p className="font-semibold text-slate-900">{c.name}</p>
                  <p className="text-slate-700">{c.role}</p>
                  <a href={`mailto:${c.email}`} className="inline-flex items-center gap-1 break-all">
                    <Mail aria-hidden className="size-4 shrink-0" />
                    {c.email}
                  </a>
                  {c.phone ? (
                    <a href={`tel:${c.phone}`} className="flex items-center gap-1">
                      <Phone aria-hidden className="size-4 shrink-0" />
                      {c.phone}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
