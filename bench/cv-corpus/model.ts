import { MONTH_NAMES } from '@portal/contract/format';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/*
 * One labelled CV: what it says (the model the renderers lay out) and the answer the parser should
 * give (the truth). Seeded: the same index always makes the same CV.
 */

export type Rng = () => number;
/** mulberry32: small, seeded, good enough to pick from lists. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
export function pickN<T>(r: Rng, xs: readonly T[], n: number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0] as T);
  return out;
}

export type Ym = { year: number; month: number };
export type Job = {
  title: string;
  company: string;
  place: string;
  start: Ym;
  end: Ym | null;
  duties: string[];
};
export type School = { institution: string; qualification: string; start: number; end: number };
export type DateStyle =
  | 'mon'
  | 'mm/yyyy'
  | 'yyyy-mm'
  | 'mm.yyyy'
  | "mon'yy"
  | 'month to'
  | 'years'
  | 'month'
  // The held-out set's: "Sept 2019 – Present", "03/2018 to 11/2021", "2017-2020", "03-2018 - 11-2021",
  // "Mar. 2018 – Till date".
  | 'sept'
  | 'mm/yyyy to'
  | 'yyyy-yyyy'
  | 'mm-yyyy'
  | 'mon. till';

export type Home = { text: string; city: string; country: string; region: Region };
type Region = 'AE' | 'SA' | 'QA' | 'OM' | 'KW' | 'BH';
/** What a set's CVs are made of: names, employers, schools, skills (`as`: the master name expected). */
export type Pools = {
  firstNames: string[];
  lastNames: string[];
  employers: string[];
  titles: string[];
  jobPlaces: string[];
  homes: Home[];
  institutions: string[];
  qualifications: string[];
  skills: { text: string; as?: string }[];
  languages: string[];
  certifications: string[];
  duties: string[];
  headlines: string[];
};

export type CvModel = {
  first: string;
  last: string;
  upperName: boolean;
  headline: string;
  email: string;
  phoneWritten: string;
  phone: string;
  home: Home;
  summary: string;
  jobs: Job[];
  schools: School[];
  skills: { text: string; as?: string }[];
  languages: string[];
  certifications: string[];
  dateStyle: DateStyle;
  long: boolean;
};

export type Truth = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  location: { city: string; country: string };
  employments: {
    company: string;
    job_title: string;
    start_date: string;
    end_date: string | null;
    is_current: boolean;
  }[];
  educations: { institution: string; qualification: string; end_year: number }[];
  skills: string[];
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the style writes it. */
export function writeDate(d: Ym | null, style: DateStyle): string {
  if (!d)
    return (
      { 'month to': 'to date', month: 'Current', years: 'Present', 'mon. till': 'Till date' }[
        style as string
      ] ?? 'Present'
    );
  const month = MONTH_NAMES[d.month - 1] ?? '';
  const mon = month.slice(0, 3);
  switch (style) {
    case 'sept':
      // As people write them: "Sept", "June", "July" whole, the rest cut to three letters.
      return `${month.length <= 4 ? month : month.slice(0, d.month === 9 ? 4 : 3)} ${d.year}`;
    case 'mon. till':
      return `${month.length <= 4 ? month : `${mon}.`} ${d.year}`;
    case 'mm/yyyy to':
      return `${pad(d.month)}/${d.year}`;
    case 'mm-yyyy':
      return `${pad(d.month)}-${d.year}`;
    case 'yyyy-yyyy':
      return String(d.year);
    case 'mon':
      return `${mon} ${d.year}`;
    case 'mm/yyyy':
      return `${pad(d.month)}/${d.year}`;
    case 'yyyy-mm':
      return `${d.year}-${pad(d.month)}`;
    case 'mm.yyyy':
      return `${pad(d.month)}.${d.year}`;
    case "mon'yy":
      return `${mon}'${String(d.year).slice(2)}`;
    case 'month to':
    case 'month':
      return `${MONTH_NAMES[d.month - 1]} ${d.year}`;
    case 'years':
      return String(d.year);
  }
}
export function writeRange(job: { start: Ym; end: Ym | null }, style: DateStyle): string {
  const sep =
    style === 'month to' || style === 'mm/yyyy to'
      ? ' to '
      : style === 'yyyy-yyyy'
        ? '-'
        : style === 'sept'
          ? ' – '
          : pick(rng(job.start.year * 13 + job.start.month), [' – ', ' - ', ' — ']);
  return `${writeDate(job.start, style)}${sep}${writeDate(job.end, style)}`;
}
export const yearsOnly = (style: DateStyle) => style === 'years' || style === 'yyyy-yyyy';
const iso = (d: Ym, style: DateStyle) => `${d.year}-${yearsOnly(style) ? '01' : pad(d.month)}-01`;

const PHONE_FORMS: Record<string, ((n: string) => string)[]> = {
  // n: the national significant number (UAE 501234567).
  AE: [
    (n) => `+971 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
    (n) => `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
    (n) => `00971 ${n.slice(0, 2)} ${n.slice(2)}`,
    (n) => `+971-${n.slice(0, 2)}-${n.slice(2)}`,
    (n) => `0${n}`,
  ],
  SA: [
    (n) => `+966 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
    (n) => `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
  ],
  QA: [(n) => `+974 ${n.slice(0, 4)} ${n.slice(4)}`, (n) => `${n.slice(0, 4)} ${n.slice(4)}`],
  OM: [(n) => `+968 ${n.slice(0, 4)} ${n.slice(4)}`, (n) => `${n.slice(0, 4)} ${n.slice(4)}`],
  KW: [(n) => `+965 ${n.slice(0, 4)} ${n.slice(4)}`, (n) => `(+965) ${n}`],
  BH: [(n) => `+973 ${n.slice(0, 4)} ${n.slice(4)}`, (n) => `00973 ${n}`],
};
const PREFIX: Record<string, string[]> = {
  AE: ['50', '52', '55', '56', '58'],
  SA: ['50', '55', '56', '54'],
  QA: ['33', '55', '66', '77'],
  OM: ['92', '95', '99', '97'],
  KW: ['50', '55', '60', '66', '99'],
  BH: ['33', '36', '39'],
};

function phoneFor(r: Rng, region: Region): { written: string; e164: string } {
  for (;;) {
    const len = region === 'AE' || region === 'SA' ? 7 : 6;
    const n = pick(r, PREFIX[region] ?? []) + String(Math.floor(r() * 10 ** len)).padStart(len, '0');
    const written = pick(r, PHONE_FORMS[region] ?? [])(n);
    const p = parsePhoneNumberFromString(written, region);
    if (p?.isValid()) return { written, e164: p.number };
  }
}

/** What a set varies: its material, its date styles, its seed. */
export type ModelConfig = { pools: Pools; dateStyles: DateStyle[]; seed: number };

export function makeModel(index: number, long: boolean, config: ModelConfig): CvModel {
  const D = config.pools;
  const r = rng(config.seed + index * 7919);
  const first = pick(r, D.firstNames);
  const last = pick(r, D.lastNames);
  const home = pick(r, D.homes);
  const phone = phoneFor(r, home.region);
  const dateStyle = config.dateStyles[index % config.dateStyles.length] as DateStyle;
  const nJobs = long ? 4 + Math.floor(r() * 3) : 2 + Math.floor(r() * 2);
  const jobs: Job[] = [];
  let end: Ym | null = null;
  let cursor: Ym = { year: 2026, month: 1 + Math.floor(r() * 9) };
  const companies = pickN(r, D.employers, nJobs);
  for (let i = 0; i < nJobs; i++) {
    const months = 14 + Math.floor(r() * 40);
    const startIdx = cursor.year * 12 + cursor.month - 1 - months;
    const start = { year: Math.floor(startIdx / 12), month: (startIdx % 12) + 1 };
    // Year-only CVs: a job never starts and ends in one year (it would read as a zero-length span).
    if (yearsOnly(dateStyle) && end && end.year === start.year) start.year -= 1;
    jobs.push({
      title: pick(r, D.titles),
      company: companies[i] ?? 'Aramex',
      place: pick(r, D.jobPlaces),
      start,
      end: i === 0 && r() < 0.7 ? null : (end ?? cursor),
      duties: pickN(r, D.duties, long ? 3 + Math.floor(r() * 2) : 1 + Math.floor(r() * 2)),
    });
    end = { year: start.year, month: start.month };
    const gap = 1 + Math.floor(r() * 3);
    const gi = start.year * 12 + start.month - 1 - gap;
    cursor = { year: Math.floor(gi / 12), month: (gi % 12) + 1 };
    end = cursor;
  }
  const lastJobStart = jobs.at(-1)?.start.year ?? 2010;
  const nSchools = r() < 0.5 ? 1 : 2;
  const schools: School[] = [];
  for (let i = 0; i < nSchools; i++) {
    const endYear = lastJobStart - 1 - i * 3;
    schools.push({
      institution: pick(r, D.institutions),
      qualification: D.qualifications[(index + i * 5) % D.qualifications.length] ?? 'Diploma in Logistics',
      start: endYear - 3,
      end: endYear,
    });
  }
  const years = 2026 - (jobs.at(-1)?.start.year ?? 2020);
  return {
    first,
    last,
    upperName: r() < 0.3,
    headline: pick(r, D.headlines),
    email:
      `${first}.${last}`.toLowerCase().replace(/[^a-z.]+/g, '') +
      (r() < 0.5 ? '@example.com' : `${index}@mail.example.org`),
    phoneWritten: phone.written,
    phone: phone.e164,
    home,
    summary: `${pick(r, D.headlines)} with ${years} years of experience in Gulf logistics, warehousing and transport.`,
    jobs,
    schools,
    skills: pickN(r, D.skills, 5 + Math.floor(r() * 5)),
    languages: pickN(r, D.languages, 2 + Math.floor(r() * 2)),
    certifications: pickN(r, D.certifications, Math.floor(r() * 3)),
    dateStyle,
    long,
  };
}

export function truthOf(m: CvModel, missing: { education: boolean; skills: boolean }): Truth {
  return {
    first_name: m.first,
    last_name: m.last,
    email: m.email,
    phone: m.phone,
    location: { city: m.home.city, country: m.home.country },
    employments: m.jobs.map((j) => ({
      company: j.company,
      job_title: j.title,
      start_date: iso(j.start, m.dateStyle),
      end_date: j.end ? iso(j.end, m.dateStyle) : null,
      is_current: j.end === null,
    })),
    educations: missing.education
      ? []
      : m.schools.map((s) => ({
          institution: s.institution,
          qualification: s.qualification,
          end_year: s.end,
        })),
    // Two spellings of one skill are one suggestion.
    skills: missing.skills ? [] : [...new Set(m.skills.map((s) => s.as ?? s.text))],
  };
}
