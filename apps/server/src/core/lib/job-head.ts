import type { Job } from '@portal/contract/jobs';
import { decodeHTML } from 'entities';
import { escapeHtml } from './sanitize';

/** ISO 3166-1 alpha-2 codes of the seeded countries (Google wants the code in addressCountry). */
const COUNTRY_CODES: Record<string, string> = {
  'united-arab-emirates': 'AE',
  'saudi-arabia': 'SA',
  qatar: 'QA',
  kuwait: 'KW',
  bahrain: 'BH',
  oman: 'OM',
  india: 'IN',
  pakistan: 'PK',
  philippines: 'PH',
  egypt: 'EG',
  'united-kingdom': 'GB',
};
export const countryCode = (slug: string, name: string) => COUNTRY_CODES[slug] ?? name;

export type HeadSite = { baseUrl: string; siteName: string; logoUrl: string };

/** The text of rich-text HTML, on one line (a description from an about or a job's text). */
export const plain = (html: string) =>
  decodeHTML(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** At most `n` characters, cut at a word. */
export const clip = (s: string, n: number) =>
  s.length <= n ? s : `${s.slice(0, n - 1).replace(/\s+\S*$/, '')}…`;

/**
 * The organisation a job is for, one throughout its data: a consultancy's job for a named client is
 * the client's (the portal knows only its name: no page, links or logo of its own), otherwise the
 * poster's, with its company page, website and social profiles and logo; a consultancy's job that
 * names no client (a confidential one) is the consultancy's.
 */
function hiringOrganization(job: Job, site: HeadSite, sameAs: string[]): Record<string, unknown> {
  if (job.client_company_name) return { '@type': 'Organization', name: job.client_company_name };
  return {
    '@type': 'Organization',
    name: job.employer.name,
    url: `${site.baseUrl}/unauth/employer-job/${job.employer.id}`,
    ...(sameAs.length ? { sameAs } : {}),
    logo: job.employer.logo ? new URL(job.employer.logo, site.baseUrl).toString() : site.logoUrl,
  };
}

/** The picture of a job's page: its organisation's logo, or the portal's for a client that has none here. */
const jobImage = (job: Job, site: HeadSite) =>
  job.employer.logo && !job.client_company_name
    ? new URL(job.employer.logo, site.baseUrl).toString()
    : site.logoUrl;

/** schema.org JobPosting with every property Google requires or recommends that the job has. */
export function jobPostingJsonLd(job: Job, site: HeadSite, sameAs: string[] = []): Record<string, unknown> {
  const organisation = hiringOrganization(job, site, sameAs);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.published_at,
    validThrough: job.valid_through,
    employmentType: job.employment_type,
    hiringOrganization: organisation,
    jobLocation: job.locations.map((l) => ({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(l.city ? { addressLocality: l.city.name } : {}),
        ...(l.state ? { addressRegion: l.state.name } : {}),
        addressCountry: countryCode(l.country.slug, l.country.name),
      },
    })),
    identifier: { '@type': 'PropertyValue', name: organisation.name, value: String(job.id) },
    directApply: job.apply_method === 'portal',
    url: `${site.baseUrl}/unauth/jobs/view/${job.id}`,
  };
  if (job.salary_visible && (job.salary_min != null || job.salary_max != null)) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.salary_currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(job.salary_min != null ? { minValue: job.salary_min } : {}),
        ...(job.salary_max != null ? { maxValue: job.salary_max } : {}),
        unitText: job.salary_period,
      },
    };
  }
  if (job.industry) ld.industry = job.industry.name;
  if (job.designation) ld.occupationalCategory = job.designation.name;
  if (job.skills.length) ld.skills = job.skills.map((s) => s.name).join(', ');
  if (job.education_level) ld.educationRequirements = job.education_level.name;
  if (job.experience_min != null)
    ld.experienceRequirements = {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.experience_min * 12,
    };
  if (job.openings > 1) ld.totalJobOpenings = job.openings;
  return ld;
}

/** JSON inside a script element: `<` escaped so no `</script>` can end the element early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The job page's head: title, description, canonical URL, Open Graph, and JSON-LD for an open job.
 * A closed or expired job keeps its page (indexable) but says so and drops the JobPosting data,
 * as Google asks for postings that no longer take applications.
 */
export function jobHead(
  job: Job,
  site: HeadSite,
  open: boolean,
  sameAs: string[] = [],
  /** The page's title, description and feed name in its language (jobs/page-head.ts); English by default. */
  text?: { title: string; description: string; feed: string },
): string {
  const org = job.client_company_name ?? job.employer.name;
  const title = text?.title ?? `${job.title}${open ? '' : ' (closed)'} – ${org} | ${site.siteName}`;
  const description = text?.description ?? clip(plain(job.description), 155);
  const feed = text?.feed ?? `${site.siteName} – latest jobs`;
  const url = `${site.baseUrl}/unauth/jobs/view/${job.id}`;
  const image = jobImage(job, site);
  const tags = [
    ...headTags({ title, description, url, type: 'website', image, siteName: site.siteName }),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed)}" href="${escapeHtml(`${site.baseUrl}/jobs.rss`)}">`,
  ];
  if (open) tags.push(jsonLdScript(jobPostingJsonLd(job, site, sameAs)));
  return tags.join('\n');
}

export const canonicalLink = (url: string) => `<link rel="canonical" href="${escapeHtml(url)}">`;

/** A public page's title, description, canonical link and Open Graph tags. */
export function headTags(t: {
  title: string;
  description: string;
  url: string;
  type: 'website' | 'article';
  image: string;
  siteName: string;
}): string[] {
  const a = escapeHtml;
  return [
    `<title>${a(t.title)}</title>`,
    `<meta name="description" content="${a(t.description)}">`,
    canonicalLink(t.url),
    `<meta property="og:title" content="${a(t.title)}">`,
    `<meta property="og:description" content="${a(t.description)}">`,
    `<meta property="og:url" content="${a(t.url)}">`,
    `<meta property="og:type" content="${t.type}">`,
    `<meta property="og:site_name" content="${a(t.siteName)}">`,
    `<meta property="og:image" content="${a(t.image)}">`,
  ];
}

/** A JSON-LD script element. */
export const jsonLdScript = (value: unknown) =>
  `<script type="application/ld+json">${scriptJson(value)}</script>`;

/** index.html with `head` added at the end of its head. */
export function appendToHead(indexHtml: string, head: string): string {
  return indexHtml.includes('</head>')
    ? indexHtml.replace('</head>', `${head}\n</head>`)
    : `${head}\n${indexHtml}`;
}

/** index.html with its own title and description replaced by the job's head. */
export function injectHead(indexHtml: string, head: string): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>/i, '');
  return appendToHead(stripped, head);
}
