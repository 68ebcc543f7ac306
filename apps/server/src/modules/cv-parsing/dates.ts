/*
 * Dates as Gulf and UK CVs write them: "Jan 2019", "January 2019", "Mar'19", "Sept. 2019",
 * "01/2019", "03.2018", "2019-01", "15/03/2019" (day first), "2015"; and ranges between two of them
 * or up to "Present", "to date", "till date", "current", "now".
 */

export type CvDate = { year: number; month: number | null };
export type DateRange = { start: CvDate | null; end: CvDate | null; current: boolean; text: string };

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** One date; the alternatives' groups are read by `toDate`. */
const DATE =
  `(?:${MONTH_NAME}\\.?,?\\s*(?:'\\s?\\d{2}|\\d{4})` + // Jan 2019, Mar'19, Sept. 2019
  '|\\d{1,2}[/.-]\\d{1,2}[/.-](?:19|20)\\d{2}' + // 15/03/2019
  '|(?:0?[1-9]|1[0-2])[/.-](?:19|20)\\d{2}' + // 01/2019, 03.2018
  '|(?:19|20)\\d{2}[/-](?:0[1-9]|1[0-2])(?![\\d/-])' + // 2019-01
  '|(?:19|20)\\d{2})';
const NOW = '(?:present|current(?:ly)?|to\\s+date|till\\s+date|until\\s+now|date|now|ongoing|today)';
const SEP = '\\s*(?:[-–—]+|to|till|until|through)\\s*';
const RANGE = new RegExp(
  `(?<![\\w/.-])(?:(?:from|since)\\s+)?(${DATE})(?:${SEP}(${DATE}|${NOW}))?(?![\\w/])`,
  'i',
);
const RANGE_G = new RegExp(RANGE.source, 'gi');
const SINCE = /^(?:from|since)\b/i;

export function toDate(text: string): CvDate | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let m = t.match(/^([a-z]+)\.?,?\s*(?:'\s?(\d{2})|(\d{4}))$/);
  if (m) {
    const month = MONTHS[(m[1] ?? '').slice(0, m[1] === 'sept' ? 4 : 3)];
    if (!month) return null;
    const year = m[3] ? Number(m[3]) : 2000 + Number(m[2]);
    return { year: year > new Date().getUTCFullYear() + 1 ? year - 100 : year, month };
  }
  m = t.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  if (m) return valid(Number(m[3]), Number(m[2]));
  m = t.match(/^(\d{1,2})[/.-](\d{4})$/);
  if (m) return valid(Number(m[2]), Number(m[1]));
  m = t.match(/^(\d{4})[/-](\d{1,2})$/);
  if (m) return valid(Number(m[1]), Number(m[2]));
  m = t.match(/^(\d{4})$/);
  if (m) return { year: Number(m[1]), month: null };
  return null;
}

const valid = (year: number, month: number): CvDate | null =>
  month >= 1 && month <= 12 && year >= 1950 && year <= 2100 ? { year, month } : null;

/** The first date range (or lone date) in a text, and where it stands. */
export function findRange(text: string): (DateRange & { index: number }) | null {
  const m = RANGE.exec(text);
  if (!m) return null;
  return { ...readRange(m), index: m.index };
}

export function findRanges(text: string): DateRange[] {
  return [...text.matchAll(RANGE_G)].map(readRange);
}

function readRange(m: RegExpMatchArray): DateRange {
  const start = toDate(m[1] ?? '');
  const endText = m[2];
  const current = endText !== undefined ? new RegExp(`^${NOW}$`, 'i').test(endText) : SINCE.test(m[0]);
  const end = endText && !current ? toDate(endText) : null;
  return { start, end, current, text: m[0] };
}

/** ISO date of a CV date: the first of its month, or 1 January when only the year is given. */
export const isoDate = (d: CvDate | null): string | null =>
  d ? `${d.year}-${String(d.month ?? 1).padStart(2, '0')}-01` : null;

/** Months between two CV dates (a year alone counts from January). */
export const monthsBetween = (a: CvDate, b: CvDate): number =>
  (b.year - a.year) * 12 + ((b.month ?? 1) - (a.month ?? 1));
