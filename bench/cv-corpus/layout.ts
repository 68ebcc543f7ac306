import { type CvModel, writeDate, writeRange } from './model';

/*
 * A CV model laid out as blocks, in one of the layouts CVs here come in; the PDF and DOCX renderers
 * draw the blocks. Sections may be left out (the truth then expects nothing for them).
 */

export type Block =
  | { kind: 'name'; text: string }
  | { kind: 'line'; text: string; bold?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'split'; left: string; right: string }
  | { kind: 'table'; rows: string[][] };

export type Layout = 'classic' | 'pipe' | 'date-first' | 'table' | 'two-column';
/** A sidebar stands left of the main column unless `sidebarRight`. */
export type Laid = { main: Block[]; sidebar: Block[] | null; sidebarRight?: boolean };
export type Missing = { education: boolean; skills: boolean };

const HEADINGS = {
  exp: ['Work Experience', 'PROFESSIONAL EXPERIENCE', 'Employment History', 'Career History', 'Experience'],
  edu: ['Education', 'EDUCATION', 'Academic Qualifications', 'Education & Training'],
  skills: ['Skills', 'KEY SKILLS', 'Core Competencies', 'Technical Skills'],
  certs: ['Certifications', 'Licences & Certifications'],
  lang: ['Languages'],
  summary: ['Profile', 'Professional Summary', 'Career Objective'],
};
const h = (list: string[], i: number): Block => ({
  kind: 'heading',
  text: list[i % list.length] ?? 'Skills',
});

function contact(m: CvModel, i: number): Block[] {
  const name = `${m.first} ${m.last}`;
  const head: Block[] = [
    { kind: 'name', text: m.upperName ? name.toUpperCase() : name },
    { kind: 'line', text: m.headline },
  ];
  if (i % 3 === 0) {
    return [...head, { kind: 'line', text: `${m.home.text} | ${m.phoneWritten} | ${m.email}` }];
  }
  return [
    ...head,
    { kind: 'line', text: `Mobile: ${m.phoneWritten}` },
    { kind: 'line', text: `Email: ${m.email}` },
    { kind: 'line', text: `Location: ${m.home.text}` },
  ];
}

function experience(m: CvModel, layout: Layout, i: number): Block[] {
  const out: Block[] = [h(HEADINGS.exp, i)];
  if (layout === 'table') {
    out.push({
      kind: 'table',
      rows: [
        ['Period', 'Employer', 'Position'],
        ...m.jobs.map((j) => [writeRange(j, m.dateStyle), j.company, j.title]),
      ],
    });
    return out;
  }
  for (const j of m.jobs) {
    const range = writeRange(j, m.dateStyle);
    if (layout === 'classic' || layout === 'two-column') {
      out.push({ kind: 'split', left: j.title, right: range });
      out.push({ kind: 'line', text: `${j.company}, ${j.place}` });
    } else if (layout === 'pipe') {
      out.push({ kind: 'line', text: `${j.title} | ${j.company} | ${j.place} | ${range}`, bold: true });
    } else {
      out.push({ kind: 'line', text: range });
      out.push({ kind: 'line', text: `${j.title} at ${j.company}, ${j.place}`, bold: true });
    }
    for (const d of j.duties) out.push({ kind: 'bullet', text: d });
  }
  return out;
}

function education(m: CvModel, layout: Layout, i: number): Block[] {
  const out: Block[] = [h(HEADINGS.edu, i)];
  for (const s of m.schools) {
    if (layout === 'table' || layout === 'pipe')
      out.push({ kind: 'line', text: `${s.qualification}, ${s.institution}, ${s.end}` });
    else if (layout === 'date-first') {
      out.push({ kind: 'line', text: `${s.start} - ${s.end}` });
      out.push({ kind: 'line', text: s.qualification, bold: true });
      out.push({ kind: 'line', text: s.institution });
    } else {
      out.push({ kind: 'line', text: s.qualification, bold: true });
      out.push({ kind: 'line', text: `${s.institution} | ${s.start} - ${s.end}` });
    }
  }
  return out;
}

function skills(m: CvModel, i: number, narrow: boolean): Block[] {
  if (narrow || i % 2 === 0)
    return [h(HEADINGS.skills, i), ...m.skills.map((s) => ({ kind: 'bullet' as const, text: s.text }))];
  return [
    h(HEADINGS.skills, i),
    { kind: 'line', text: m.skills.map((s) => s.text).join(i % 4 === 1 ? ', ' : ' | ') },
  ];
}

function extras(m: CvModel, i: number): Block[] {
  const out: Block[] = [];
  if (m.certifications.length) {
    out.push(h(HEADINGS.certs, i));
    m.certifications.forEach((c, k) => {
      out.push({
        kind: 'bullet',
        text: `${c} (${writeDate({ year: 2015 + k * 2, month: 3 + k }, m.dateStyle === 'years' ? 'mon' : m.dateStyle)})`,
      });
    });
  }
  out.push(h(HEADINGS.lang, i), {
    kind: 'line',
    text: m.languages.map((l, k) => (k === 0 ? `${l} (Fluent)` : l)).join(', '),
  });
  return out;
}

export function lay(m: CvModel, layout: Layout, i: number, missing: Missing): Laid {
  const summary: Block[] = [h(HEADINGS.summary, i), { kind: 'line', text: m.summary }];
  const edu = missing.education ? [] : education(m, layout, i);
  const sk = missing.skills ? [] : skills(m, i, layout === 'two-column');
  if (layout === 'two-column') {
    const [name, headline, ...rest] = contact(m, 1);
    return {
      main: [name as Block, headline as Block, ...summary, ...experience(m, layout, i), ...extras(m, i)],
      sidebar: [{ kind: 'heading', text: 'Contact' }, ...rest, ...sk, ...edu],
    };
  }
  return {
    main: [...contact(m, i), ...summary, ...experience(m, layout, i), ...edu, ...sk, ...extras(m, i)],
    sidebar: null,
  };
}
