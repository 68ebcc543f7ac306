import type { Currency } from '@portal/contract/jobs';
import { OFFER_TAG_NAMES, type OfferMergeTag } from '@portal/contract/offers';

/** What an offer letter's merge tags are filled from. */
export type OfferValues = {
  candidateName: string;
  jobTitle: string;
  company: string;
  salaryAmount: number;
  currency: Currency;
  salaryPeriod: string;
  startDate: string;
  benefits: string;
  expiresOn: string;
};

const PERIOD: Record<string, string> = {
  MONTH: 'per month',
  YEAR: 'per year',
  WEEK: 'per week',
  DAY: 'per day',
  HOUR: 'per hour',
};

/** "AED 8,500 per month": the amount with its currency, as the letter and the pages say it. */
export const salaryText = (v: Pick<OfferValues, 'salaryAmount' | 'currency' | 'salaryPeriod'>) =>
  `${v.currency} ${v.salaryAmount.toLocaleString('en-US')} ${PERIOD[v.salaryPeriod] ?? ''}`.trim();

/** "15 March 2027": a YYYY-MM-DD day written out (no time zone: it is a calendar day). */
export function dayText(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function tagValue(tag: OfferMergeTag, v: OfferValues): string {
  switch (tag) {
    case 'candidate.name':
      return v.candidateName;
    case 'job.title':
      return v.jobTitle;
    case 'offer.salary':
      return salaryText(v);
    case 'offer.start_date':
      return dayText(v.startDate);
    case 'offer.benefits':
      return v.benefits || 'As per company policy';
    case 'company.name':
      return v.company;
    case 'offer.expiry_date':
      return dayText(v.expiresOn);
  }
}

const TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;
const known = (name: string): name is OfferMergeTag => OFFER_TAG_NAMES.includes(name);

/**
 * The letter with its tags filled in. Templates with unknown tags never get here (the contract
 * refuses them); one that did would keep the tag as written rather than lose text.
 */
export const mergeLetter = (body: string, v: OfferValues) =>
  body.replace(TAG, (whole, name: string) => (known(name) ? tagValue(name, v) : whole));
