import type { ParsedEducation } from '@portal/contract/cv-parsing';
import { findRanges } from './dates';
import { exact, type ParsingMasters } from './masters';
import type { CvLine } from './sections';

/*
 * Education entries: an institution (a university, college, institute, school), a qualification
 * (B.Sc., Diploma, MBA, High School...) and its years, on one line or several, in any order.
 */

const INSTITUTION =
  /\b(university|universit[ée]|college|colleges|institute|institution|school|academy|polytechnic|centre|center|faculty|iit|iim|board)\b/i;
/** "Indian High School": an institution though it names a qualification. */
const INSTITUTION_NAME =
  /(?:\b(?:school|college|colleges|university|institute|academy|polytechnic)(?:\s+(?:of|in)\s+[\p{L} ]+)?$|^university\b)/iu;
const isInstitution = (p: string) =>
  INSTITUTION.test(p) && (!QUALIFICATION.test(p) || INSTITUTION_NAME.test(p));
const isQualification = (p: string) => QUALIFICATION.test(p) && !isInstitution(p);
const QUALIFICATION =
  /\b(bachelor'?s?|master'?s?|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|b\.?\s?a\b|m\.?\s?a\b|b\.?\s?b\.?\s?a|b\.?\s?tech|m\.?\s?tech|b\.?\s?e\b|mba|phd|ph\.d|doctorate|diploma|degree|high school|higher secondary|secondary school certificate|hsc|ssc|a-levels|a levels|o levels|gcse|certificate|vocational|associate)\b/i;

const LEVELS: [RegExp, string][] = [
  [/\b(phd|ph\.d|doctorate)\b/i, 'doctorate'],
  [/\bmba\b/i, 'mba'],
  [/\b(master'?s?|m\.?\s?sc|m\.?\s?com|m\.?\s?a\b|m\.?\s?tech)\b/i, "master's degree"],
  [
    /\b(bachelor'?s?|b\.?\s?sc|b\.?\s?com|b\.?\s?a\b|b\.?\s?b\.?\s?a|b\.?\s?tech|b\.?\s?e\b)\b/i,
    "bachelor's degree",
  ],
  [/\bdiploma\b/i, 'diploma'],
  [
    /\b(high school|higher secondary|secondary school|hsc|ssc|a-levels|a levels|o levels|gcse)\b/i,
    'high school',
  ],
  [/\b(vocational|certificate)\b/i, 'vocational certificate'],
];

function levelId(masters: ParsingMasters, qualification: string): number | null {
  for (const [re, name] of LEVELS)
    if (re.test(qualification)) return exact(masters, 'education_levels', name)?.id ?? null;
  return null;
}

/** "Degree: B.Sc.", "University: Ajman University", "Year of passing: 2012": the label goes. */
const FIELD_LABEL =
  /^(?:degree|qualification|course|programme|program|major|university|institution|institute|college|school|board|year(?: of (?:passing|graduation|completion))?|passed out|graduated|duration|period)\s*:\s*/i;
/** A table's header row ("Qualification  Institution  Year"): column labels, no entry. */
const COLUMN_LABEL =
  /^(?:(?:degree|qualifications?|course|institution|institute|university|college|school|board|year|years|period|duration|grade|percentage|cgpa|gpa|class|result|major|specialization)\s*)+$/i;

const pieces = (text: string) =>
  text
    .replace(FIELD_LABEL, '')
    .split(/\s*[|–—]\s*|\s+-\s+|,\s+(?=[A-Z])|\s{2,}/)
    .map((p) => balanced(p.replace(/^[\s:,;(]+|[\s:,;(]+$/g, '').trim()))
    .filter(Boolean);

/** A closing bracket stays when the piece opened it: "Bachelor of Engineering (Mechanical)". */
const balanced = (p: string) => {
  const opens = p.match(/\(/g)?.length ?? 0;
  let out = p;
  while (out.endsWith(')') && (out.match(/\)/g)?.length ?? 0) > opens) out = out.slice(0, -1).trim();
  return out.replace(/^\)+\s*/, '');
};

/** Lines a narrow column wrapped, joined back: after "in"/"of"/"-", or a short tail with no year. */
export function unwrap(lines: CvLine[]): CvLine[] {
  const out: CvLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const tail = line.text.split(/\s+/).length <= 3 && !/\d/.test(line.text) && !line.bullet;
    const keyword = (t: string) => INSTITUTION.test(t) || QUALIFICATION.test(t);
    if (
      prev &&
      (/\b(?:in|of|and|for|&)$|[-–—,]$/i.test(prev.text) ||
        (tail && keyword(prev.text) && !keyword(line.text) && !/\d/.test(prev.text)))
    ) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
    } else out.push(line);
  }
  return out;
}

export function findEducations(masters: ParsingMasters, raw: CvLine[]): ParsedEducation[] {
  const lines = unwrap(raw.filter((l) => !COLUMN_LABEL.test(l.text.replace(/[:\s]+$/, ''))));
  const out: ParsedEducation[] = [];
  let cur: ParsedEducation | null = null;
  const fresh = (): ParsedEducation => ({
    institution: '',
    qualification: null,
    education_level_id: null,
    field_of_study: null,
    start_year: null,
    end_year: null,
  });
  const open = () => {
    cur = fresh();
    out.push(cur);
    return cur;
  };
  for (const line of lines) {
    const ranges = findRanges(line.text).filter((r) => r.start);
    let rest = line.text;
    for (const r of ranges) rest = rest.replace(r.text, ' | ');
    const inst = pieces(rest).filter(isInstitution);
    const qual = pieces(rest).filter(isQualification);
    let e: ParsedEducation = cur ?? open();
    if (
      (inst.length && e.institution) ||
      (qual.length && e.qualification) ||
      (ranges.length && e.end_year && !inst.length && !qual.length)
    ) {
      e = open();
    }
    if (inst[0]) {
      // "University of Sharjah, Sharjah, UAE": the place after the institution's name is dropped.
      e.institution = inst[0];
    }
    if (qual[0]) {
      e.qualification = qual[0];
      e.education_level_id = levelId(masters, qual[0]);
      e.field_of_study = qual[0].match(/\b(?:in|of)\s+([A-Z][^,(]+)$/)?.[1]?.trim() ?? null;
    }
    const r = ranges[0];
    if (r?.start) {
      const endYear = r.current ? null : (r.end?.year ?? null);
      if (r.end || r.current) {
        e.start_year = r.start.year;
        e.end_year = endYear;
      } else e.end_year = r.start.year;
    }
  }
  return out.filter((e) => e.institution || e.qualification);
}
