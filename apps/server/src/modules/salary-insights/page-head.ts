import { SALARIES_PATH, type SalaryInsight, salaryHref } from '@portal/contract/salary-insights';
import { headTags, jsonLdScript } from '../../core/lib/job-head';
import type { SalaryInsights } from './service';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const aed = (n: number) => `AED ${n.toLocaleString('en-US')}`;

export type SalaryHeadSite = { baseUrl: string; siteName: string };

/** "Warehouse Manager" or "Warehouse Manager in Dubai". */
export const insightSubject = (i: Pick<SalaryInsight, 'designation' | 'place'>) =>
  `${i.designation.name}${i.place ? ` in ${i.place.name}` : ''}`;

/** The sentence search engines show under the title; the page's lead says the same. */
export function insightDescription(i: SalaryInsight): string {
  return `${insightSubject(i)}: the median posted salary is ${aed(i.median)} a month, and the middle half of postings pay ${aed(i.q1)}–${i.q3.toLocaleString('en-US')} (${i.postings} postings over the last 12 months, in AED a month).`;
}

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
): Promise<string | null> {
  const { designation = '', place } = params;
  if (!SLUG.test(designation) || (place !== undefined && !SLUG.test(place))) return null;
  const i = await insights.page(designation, place).catch(() => null);
  if (!i) return null;
  const url = `${site.baseUrl}${salaryHref(i.designation.slug, i.place?.slug)}`;
  return [
    ...headTags({
      title: `${insightSubject(i)} salary: ${aed(i.q1)}–${i.q3.toLocaleString('en-US')} a month | ${site.siteName}`,
      description: insightDescription(i),
      url,
      type: 'website',
      image: `${site.baseUrl}/logo.png`,
      siteName: site.siteName,
    }),
    jsonLdScript(occupationLd(i, url)),
  ].join('\n');
}

/** The index page's head. */
export function salaryIndexHead(site: SalaryHeadSite): string {
  return headTags({
    title: `Logistics salaries in the UAE and the Gulf | ${site.siteName}`,
    description:
      'What logistics and supply-chain jobs pay in the UAE and the Gulf: the median and the middle half of posted salaries per job title and emirate, in AED a month, from the last 12 months of postings.',
    url: `${site.baseUrl}${SALARIES_PATH}`,
    type: 'website',
    image: `${site.baseUrl}/logo.png`,
    siteName: site.siteName,
  }).join('\n');
}
