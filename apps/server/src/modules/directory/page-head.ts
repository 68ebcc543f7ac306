import type { CompanyBranch, PublicCompany } from '@portal/contract/company-profile';
import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../core/db/client';
import { clip, countryCode, headTags, jsonLdScript, plain } from '../../core/lib/job-head';
import { publicProfile } from '../company-profile';
import { publicSettings } from '../settings';
import { catalogue as c } from './i18n';
import { activeCompany } from './repository';

export const COMPANY_PATH = '/unauth/employer-job';

const postalAddress = (b: CompanyBranch) => ({
  '@type': 'PostalAddress',
  streetAddress: b.address,
  ...(b.city ? { addressLocality: b.city.name } : {}),
  addressRegion: b.state.name,
  ...(b.country ? { addressCountry: countryCode(b.country.slug, b.country.name) } : {}),
});

/** "51-200" as schema.org's QuantitativeValue; "5000+" has no upper bound. */
function employees(size: string) {
  const [min, max] = size.replace('+', '').split('-').map(Number);
  return { '@type': 'QuantitativeValue', minValue: min, ...(max ? { maxValue: max } : {}) };
}

/**
 * schema.org Organization of a company page: what the page shows publicly (the same allow-list:
 * no trade licence, only the contacts marked public); offices as addresses, the head office first.
 */
export function organizationJsonLd(c: PublicCompany, url: string, baseUrl: string): Record<string, unknown> {
  const sameAs = [c.website, c.social.linkedin, c.social.facebook, c.social.x, c.social.instagram].filter(
    (v): v is string => !!v,
  );
  const offices = [...c.branches].sort((a, b) => Number(b.is_head_office) - Number(a.is_head_office));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: c.name,
    url,
    ...(c.logo ? { logo: new URL(c.logo, baseUrl).toString() } : {}),
    ...(c.about ? { description: clip(plain(c.about), 500) } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(offices.length ? { address: offices.map(postalAddress) } : {}),
    ...(c.founded_year ? { foundingDate: String(c.founded_year) } : {}),
    ...(c.company_size ? { numberOfEmployees: employees(c.company_size) } : {}),
    ...(c.contacts.length
      ? {
          contactPoint: c.contacts.map((p) => ({
            '@type': 'ContactPoint',
            name: p.name,
            contactType: p.role,
            email: p.email,
            ...(p.phone ? { telephone: p.phone } : {}),
          })),
        }
      : {}),
  };
}

/**
 * The public company page's head (title, description, canonical, Open Graph, Organization JSON-LD);
 * null (a 404) for an id that is no active organisation. A page of its jobs beyond the first is its
 * own canonical page.
 */
export async function companyPageHead(
  db: Db,
  rawId: string,
  baseUrl: string,
  page: number,
  locale: Locale = 'en',
): Promise<string | null> {
  const id = /^[0-9]{1,9}$/.test(rawId) ? Number(rawId) : null;
  const row = id ? await activeCompany(db, id) : undefined;
  if (!row) return null;
  const company = await publicProfile(db, {
    id: Number(row.id),
    name: row.name,
    type: row.type,
    open_jobs: Number(row.open_jobs),
  });
  const siteName = (await publicSettings(db)).site_name;
  const url = `${baseUrl}${COMPANY_PATH}/${company.id}${page > 1 ? `?page=${page}` : ''}`;
  const kind =
    company.industry?.name ??
    (company.type === 'consultancy' ? c.t(locale, 'head.consultancy') : c.t(locale, 'head.employer'));
  const description = company.about
    ? clip(plain(company.about), 155)
    : c.t(locale, 'head.description', {
        company: company.name,
        kind,
        jobs: company.open_jobs,
        site: siteName,
      });
  return [
    ...headTags({
      // As the page itself titles it (employer-jobs-page.tsx), so the title does not change on hydration.
      title: c.t(locale, 'head.title', { company: company.name, page: String(page), site: siteName }),
      description,
      url,
      type: 'website',
      image: company.logo ? new URL(company.logo, baseUrl).toString() : `${baseUrl}/logo.png`,
      siteName,
    }),
    jsonLdScript(organizationJsonLd(company, `${baseUrl}${COMPANY_PATH}/${company.id}`, baseUrl)),
  ].join('\n');
}
