import { calendarDayText, salaryWithCurrency } from '@portal/contract/format';
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

/** "AED 8,500 per month": the amount with its currency, as the letter and the pages say it. */
export const salaryText = (v: Pick<OfferValues, 'salaryAmount' | 'currency' | 'salaryPeriod'>) =>
  salaryWithCurrency(v.salaryAmount, v.currency, v.salaryPeriod);

function tagValue(tag: OfferMergeTag, v: OfferValues): string {
  switch (tag) {
    case 'candidate.name':
      return v.candidateName;
    case 'job.title':
      return v.jobTitle;
    case 'offer.salary':
      return salaryText(v);
    case 'offer.start_date':
      return calendarDayText(v.startDate);
    case 'offer.benefits':
      return v.benefits || 'As per company policy';
    case 'company.name':
      return v.company;
    case 'offer.expiry_date':
      return calendarDayText(v.expiresOn);
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
