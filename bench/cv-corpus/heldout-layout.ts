import type { Block, Laid, Missing } from './layout';
import { type CvModel, type Job, writeDate, writeRange } from './model';

/*
 * The held-out set's layouts: none is one the rules were tuned on. A sidebar on the right (a DOCX
 * two-cell table, a PDF right column), the employer written before the title, "Employer:" /
 * "Designation:" / "Duration:" labels as many Gulf CVs have them, the title and employer on one line
 * with the dates in brackets, and a four-column table with the start and end in cells of their own.
 * Headings are ones CVs use, a few of them unseen by the rules; a Personal Details section (nationality,
 * date of birth, visa) as Gulf CVs carry.
 */

export type HeldOutLayout = 'sidebar-right' | 'company-first' | 'labelled' | 'inline' | 'table-dates';
export const HELD_OUT_LAYOUTS: HeldOutLayout[] = [
  'sidebar-right',
  'company-first',
  'labelled',
  'inline',
  'table-dates',
];
export type HeldOutMissing = Missing & { summary: boolean };

const HEADINGS = {
  exp: [
    'Professional experience',
    'WORK HISTORY',
    'Employment Record',
    'Professional Experience & Achievements',
    'Relevant Experience',
  ],
  edu: [
    'Education & Qualifications',
    'ACADEMIC BACKGROUND',
    'Educational Qualification',
    'Education Details',
  ],
  skills: ['Skills & Tools', 'AREAS OF EXPERTISE', 'Key Competencies', 'Skills Summary', 'Core Skills'],
  summary: ['Summary', 'About Me', 'Objective', 'Executive Summary'],
};
const h = (list: string[], i: number): Block => ({
  kind: 'heading',
  text: list[i % list.length] ?? 'Skills',
});

function contact(m: CvModel, i: number): Block[] {
  const name: Block = {
    kind: 'name',
    text: m.upperName ? `${m.first} ${m.last}`.toUpperCase() : `${m.first} ${m.last}`,
  };
  const headline: Block = { kind: 'line', text: m.headline };
  switch (i % 3) {
    case 0:
      return [name, headline, { kind: 'line', text: `${m.home.text} · ${m.phoneWritten} · ${m.email}` }];
    case 1:
      return [
        name,
        headline,
        { kind: 'line', text: `Tel: ${m.phoneWritten}` },
        { kind: 'line', text: `E-mail: ${m.email}` },
        { kind: 'line', text: `Address: ${m.home.text}` },
      ];
    default:
      return [
        name,
        { kind: 'line', text: `M: ${m.phoneWritten} | E: ${m.email}` },
        { kind: 'line', text: m.home.text },
        headline,
      ];
  }
}

function job(j: Job, m: CvModel, layout: HeldOutLayout): Block[] {
  const range = writeRange(j, m.dateStyle);
  const duties = j.duties.map((d): Block => ({ kind: 'bullet', text: d }));
  switch (layout) {
    case 'sidebar-right':
      return [
        { kind: 'line', text: j.title, bold: true },
        { kind: 'line', text: `${j.company} | ${j.place}` },
        { kind: 'line', text: range },
        ...duties,
      ];
    case 'company-first':
      return [
        { kind: 'line', text: `${j.company} — ${j.place}`, bold: true },
        { kind: 'split', left: j.title, right: range },
        ...duties,
      ];
    case 'labelled':
      return [
        { kind: 'line', text: `Employer: ${j.company}, ${j.place}`, bold: true },
        { kind: 'line', text: `Designation: ${j.title}` },
        { kind: 'line', text: `Duration: ${range}` },
        { kind: 'line', text: 'Responsibilities:' },
        ...duties,
      ];
    default:
      return [{ kind: 'line', text: `${j.title} — ${j.company} (${range})`, bold: true }, ...duties];
  }
}

function experience(m: CvModel, layout: HeldOutLayout, i: number): Block[] {
  const head = h(HEADINGS.exp, i);
  if (layout === 'table-dates') {
    return [
      head,
      {
        kind: 'table',
        rows: [
          ['Employer', 'Position', 'From', 'To'],
          ...m.jobs.map((j) => [
            j.company,
            j.title,
            writeDate(j.start, m.dateStyle),
            writeDate(j.end, m.dateStyle),
          ]),
        ],
      },
    ];
  }
  return [head, ...m.jobs.flatMap((j) => job(j, m, layout))];
}

function education(m: CvModel, layout: HeldOutLayout, i: number): Block[] {
  const head = h(HEADINGS.edu, i);
  if (layout === 'table-dates')
    return [
      head,
      {
        kind: 'table',
        rows: [
          ['Qualification', 'Institution', 'Year'],
          ...m.schools.map((s) => [s.qualification, s.institution, String(s.end)]),
        ],
      },
    ];
  return [
    head,
    ...m.schools.flatMap((s): Block[] => {
      switch (layout) {
        case 'sidebar-right':
          return [
            { kind: 'line', text: s.qualification, bold: true },
            { kind: 'line', text: s.institution },
            { kind: 'line', text: String(s.end) },
          ];
        case 'company-first':
          return [
            { kind: 'line', text: `${s.institution}, ${m.home.text.split(',')[0]}`, bold: true },
            { kind: 'line', text: `${s.qualification} (${s.start} – ${s.end})` },
          ];
        case 'labelled':
          return [
            { kind: 'line', text: `Degree: ${s.qualification}` },
            { kind: 'line', text: `University: ${s.institution}` },
            { kind: 'line', text: `Year of passing: ${s.end}` },
          ];
        default:
          return [{ kind: 'line', text: `${s.qualification} — ${s.institution}, ${s.end}` }];
      }
    }),
  ];
}

/** Skills one to a bullet, or one comma list (the sidebar's always a list). */
function skills(m: CvModel, i: number, commas: boolean): Block[] {
  const head = h(HEADINGS.skills, i);
  if (commas) return [head, { kind: 'line', text: m.skills.map((s) => s.text).join(', ') }];
  return [head, ...m.skills.map((s): Block => ({ kind: 'bullet', text: s.text }))];
}

function personal(m: CvModel, i: number): Block[] {
  return [
    { kind: 'heading', text: i % 2 ? 'Personal Details' : 'PERSONAL INFORMATION' },
    {
      kind: 'line',
      text: `Nationality: ${['Indian', 'Emirati', 'Filipino', 'Egyptian', 'Pakistani'][i % 5]}`,
    },
    {
      kind: 'line',
      text: `Date of Birth: ${String((i % 27) + 1).padStart(2, '0')}/0${(i % 9) + 1}/19${80 + (i % 15)}`,
    },
    { kind: 'line', text: `Visa Status: ${i % 2 ? 'Employment visa' : 'Residence visa (transferable)'}` },
    { kind: 'line', text: `Languages: ${m.languages.join(', ')}` },
  ];
}

function certifications(m: CvModel): Block[] {
  if (!m.certifications.length) return [];
  return [
    { kind: 'heading', text: 'Certifications' },
    ...m.certifications.map((c): Block => ({ kind: 'bullet', text: c })),
  ];
}

export function layHeldOut(m: CvModel, layout: HeldOutLayout, i: number, missing: HeldOutMissing): Laid {
  const summary: Block[] = missing.summary ? [] : [h(HEADINGS.summary, i), { kind: 'line', text: m.summary }];
  const edu = missing.education ? [] : education(m, layout, i);
  if (layout === 'sidebar-right') {
    const [name, ...rest] = contact(m, i);
    const sk = missing.skills ? [] : skills(m, i, true);
    return {
      main: [name as Block, ...summary, ...experience(m, layout, i), ...certifications(m)],
      sidebar: [
        { kind: 'heading', text: 'Contact' },
        ...rest,
        ...sk,
        ...edu,
        { kind: 'heading', text: 'Languages' },
        { kind: 'line', text: m.languages.join(', ') },
      ],
      sidebarRight: true,
    };
  }
  const sk = missing.skills ? [] : skills(m, i, i % 2 === 1);
  return {
    main: [
      ...contact(m, i),
      ...summary,
      ...(i % 4 === 0 ? [...sk, ...experience(m, layout, i)] : [...experience(m, layout, i), ...sk]),
      ...edu,
      ...certifications(m),
      ...personal(m, i),
      { kind: 'heading', text: 'References' },
      { kind: 'line', text: 'Available upon request.' },
    ],
    sidebar: null,
  };
}
