import type { Locale } from '@portal/contract/locale';
import { SALARIES_PATH, type SalaryInsight, salaryHref } from '@portal/contract/salary-insights';
import { headTags, jsonLdScript } from '../../core/lib/job-head';
import { catalogue as c } from './i18n';
import type { SalaryInsights } from './service';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type SalaryHeadSite = { baseUrl: string; siteName: string };

/** "Warehouse Manager" or "Warehouse Manager in Dubai". */
export const insightSubject = (i: Pick<SalaryInsight, 'designation' | 'place'>) =>
  `${i.designation.name}${i.place ? ` in ${i.place.name}` : ''}`;

/** The sentence search engines show under the title; the page's lead says the same. */
export function insightDescription(i: SalaryInsight, locale: Locale = 'en'): string {
  return c.t(locale, 'head.description', {
    subject: localSubject(i, locale),
    median: i.median,
    q1: i.q1,
    q3: i.q3,
    postings: i.postings,
  });
}

/** `insightSubject` in a language. */
const localSubject = (i: Pick<SalaryInsight, 'designation' | 'place'>, locale: Locale) =>
  i.place
    ? c.t(locale, 'head.subjectIn', { designation: i.designation.name, place: i.place.name })
    : c.t(locale, 'head.subject', { designation: i.designation.name });

/** schema.org Occupation with its salary distribution, as search engines read salary estimates. */
function occupationLd(i: SalaryInsight, url: string) {
  return {
    '@context': 'https://schema.org/',
    '@type': 'Occupation',
    name: i.designation.name,
    mainEntityOfPage: url,
    ...(i.place
      ? {
          occupationLocation: [
            i.place.kind === 'country'
              ? { '@type': 'Country', name: i.place.name }
              : { '@type': 'State', name: i.place.name },
          ],
        }
      : {}),
    estimatedSalary: [
      {
        '@type': 'MonetaryAmountDistribution',
        name: 'base',
        currency: 'AED',
        duration: 'P1M',
        percentile25: i.q1,
        median: i.median,
        percentile75: i.q3,
      },
    ],
    sampleSize: i.postings,
    salaryCurrency: 'AED',
  };
}

/** A salary page's head; null (a 404) for a bad slug or a page without enough postings. */
export async function salaryPageHead(
  insights: SalaryInsights,
  params: { designation?: string; place?: string },
  site: SalaryHeadSite,
  locale: Locale = 'en',
): Promise<string | null> {
  const { designation = '', place } = params;
  if (!SLUG.test(designation) || (place !== undefined && !SLUG.test(place))) return null;
  const i = await insights.page(designation, place).catch(() => null);
  if (!i) return null;
  const url = `${site.baseUrl}${salaryHref(i.designation.slug, i.place?.slug)}`;
  return [
    ...headTags({
      title: c.t(locale, 'head.title', {
        subject: localSubject(i, locale),
        q1: i.q1,
        q3: i.q3,
        site: site.siteName,
      }),
      description: insightDescription(i, locale),
      url,
      type: 'website',
      image: `${site.baseUrl}/logo.png`,
      siteName: site.siteName,
    }),
    jsonLdScript(occupationLd(i, url)),
  ].join('\n');
}

/** The index page's head. */
export function salaryIndexHead(site: SalaryHeadSite, locale: Locale = 'en'): string {
  return headTags({
    title: c.t(locale, 'head.indexTitle', { site: site.siteName }),
    description: c.t(locale, 'head.indexDescription'),
    url: `${site.baseUrl}${SALARIES_PATH}`,
    type: 'website',
    image: `${site.baseUrl}/logo.png`,
    siteName: site.siteName,
  }).join('\n');
}
