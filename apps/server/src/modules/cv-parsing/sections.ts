/*
 * A CV's lines cleaned and cut into sections at their headings ("Work Experience", "EDUCATION",
 * "Key Skills:"). A heading followed by text on the same line ("Skills: SAP EWM, Excel") opens the
 * section with that text as its first line. The lines before the first heading are the header.
 */

export type SectionName =
  | 'header'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'languages'
  | 'contact'
  | 'other';

export type CvLine = { text: string; bullet: boolean };
export type Sections = Record<SectionName, CvLine[]>;

const HEADINGS: [SectionName, string[]][] = [
  [
    'experience',
    [
      'experience',
      'work experience',
      'professional experience',
      'employment history',
      'employment',
      'career history',
      'work history',
      'employment record',
      'relevant experience',
      'career summary',
      'professional background',
    ],
  ],
  [
    'education',
    [
      'education',
      'academic qualifications',
      'educational qualifications',
      'education and training',
      'academic background',
      'qualifications',
      'academic qualification',
      'educational background',
      'academics',
    ],
  ],
  [
    'skills',
    [
      'skills',
      'key skills',
      'core competencies',
      'technical skills',
      'competencies',
      'areas of expertise',
      'skills and competencies',
      'it skills',
      'core skills',
      'professional skills',
      'expertise',
    ],
  ],
  [
    'certifications',
    [
      'certifications',
      'certificates',
      'certification',
      'licences',
      'licenses',
      'certifications and licences',
      'certifications and licenses',
      'licences and certifications',
      'licenses and certifications',
      'training and certifications',
      'professional certifications',
      'courses and certifications',
      'training',
    ],
  ],
  ['languages', ['languages', 'language skills', 'languages known', 'language']],
  [
    'summary',
    [
      'profile',
      'summary',
      'professional summary',
      'career objective',
      'objective',
      'about me',
      'personal profile',
      'professional profile',
      'career profile',
    ],
  ],
  [
    'contact',
    [
      'contact',
      'contact details',
      'contact information',
      'personal details',
      'personal information',
      'personal data',
    ],
  ],
  [
    'other',
    [
      'references',
      'hobbies',
      'interests',
      'achievements',
      'projects',
      'declaration',
      'awards',
      'additional information',
      'hobbies and interests',
    ],
  ],
];

const HEADING_OF = new Map<string, SectionName>(
  HEADINGS.flatMap(([name, words]) => words.map((w) => [w, name] as [string, SectionName])),
);

const foldHeading = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/*
 * Headings the list above does not name ("Professional Experience & Achievements", "Skills & Tools",
 * "Education Details", "Executive Summary"): a short line made only of heading words, one of them
 * naming a section, opens that section (the first named in this order). A line with any other word
 * ("Education Officer", "Skills Trainer") is no heading.
 */
const SECTION_WORDS: [SectionName, RegExp][] = [
  ['experience', /^(?:experience|employment)$/],
  ['education', /^(?:education|educational|academic|academics)$/],
  ['skills', /^(?:skills?|competenc(?:y|ies)|expertise|proficiencies|strengths)$/],
  ['certifications', /^(?:certifications?|certificates|licen[cs]es|courses)$/],
  ['languages', /^languages?$/],
  ['summary', /^(?:summary|profile|objective|overview)$/],
  ['contact', /^contact$/],
  ['other', /^(?:references|hobbies|interests|achievements|awards|accomplishments)$/],
];
const HEADING_FILLER = new Set(
  'professional work key core technical relevant details and of my the achievements tools history record background qualification qualifications personal information data career executive highlights areas training other additional soft it computer software functional summary area'.split(
    ' ',
  ),
);

function sectionByWords(folded: string): SectionName | null {
  const words = folded.split(' ');
  if (words.length > 5) return null;
  const named = (w: string) => SECTION_WORDS.find(([, re]) => re.test(w))?.[0] ?? null;
  if (!words.every((w) => named(w) || HEADING_FILLER.has(w))) return null;
  for (const [name] of SECTION_WORDS) if (words.some((w) => named(w) === name)) return name;
  return null;
}

const sectionOf = (text: string): SectionName | null => {
  const folded = foldHeading(text);
  return HEADING_OF.get(folded) ?? (/\d/.test(text) ? null : sectionByWords(folded));
};

/** The section a line opens, and the text after its colon if it carries any. */
export function headingOf(text: string): { name: SectionName; rest: string } | null {
  const colon = text.match(/^([^:]{3,40}):\s*(.*)$/);
  if (colon) {
    const name = sectionOf(colon[1] ?? '');
    if (name) return { name, rest: colon[2] ?? '' };
  }
  if (text.length > 45 || /[.,;]$/.test(text)) return null;
  const name = sectionOf(text);
  return name ? { name, rest: '' } : null;
}

const BULLET = /^[\s]*[•▪●◦○■□►▸➢✓✔\-–*·]+\s*/;

/** Lines as the parser wants them: trimmed, whitespace folded, tabs split, bullet marks noted. */
export function cleanLines(raw: string[]): CvLine[] {
  const out: CvLine[] = [];
  for (const r of raw) {
    for (const part of r.split('\t')) {
      const text = part
        .replace(/[\p{Cc}\u00a0\u200b]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (!text) continue;
      const bullet = BULLET.test(text) && !/^[-–]\s*\d/.test(text);
      const t = bullet ? text.replace(BULLET, '').trim() : text;
      if (t) out.push({ text: t, bullet });
    }
  }
  return out;
}

export function splitSections(lines: CvLine[]): Sections {
  const sections: Sections = {
    header: [],
    summary: [],
    experience: [],
    education: [],
    skills: [],
    certifications: [],
    languages: [],
    contact: [],
    other: [],
  };
  let current: SectionName = 'header';
  for (const line of lines) {
    const h = line.bullet ? null : headingOf(line.text);
    if (h) {
      current = h.name;
      if (h.rest) sections[current].push({ text: h.rest, bullet: false });
    } else sections[current].push(line);
  }
  return sections;
}
