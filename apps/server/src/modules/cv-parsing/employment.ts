import type { ParsedEmployment } from '@portal/contract/cv-parsing';
import { type DateRange, findRange, isoDate, toDate } from './dates';
import { exact, fold, type ParsingMasters, within } from './masters';
import type { CvLine } from './sections';

/*
 * Employment entries of the experience section. Each entry has a date range; the short lines around
 * it (its header block) hold the title, the employer and the place, in whatever order and on
 * however many lines the layout put them ("Title | Employer, Dubai | Jan 2019 - Present", a table
 * row of cells, the date first or last); the longer lines and bullets after it are its description.
 */

const TITLE_WORDS =
  /\b(manager|supervisor|coordinator|co-ordinator|officer|operator|driver|executive|assistant|analyst|planner|storekeeper|store keeper|controller|leader|lead|engineer|clerk|agent|specialist|head|director|forwarder|broker|buyer|dispatcher|picker|packer|helper|intern|trainee|representative|administrator|accountant|associate|foreman|in-charge|incharge|superintendent|consultant|advisor|inspector|checker|tally clerk|rider|technician|secretary|receptionist|president|vp|gm|ceo|coo|team member)\b/i;
const TITLE_END = new RegExp(`${TITLE_WORDS.source}\\s*(?:\\([^)]*\\))?\\s*$`, 'i');
const COMPANY_SUFFIX =
  /\b(l\.?l\.?c\.?|fze|fzco|fz-llc|fzc|fz llc|ltd\.?|limited|inc\.?|plc|co\.|corp\.?|corporation|group|gmbh|s\.?a\.?|pvt\.?|private|w\.?l\.?l\.?|establishment|est\.?|holding|holdings)\b/i;
const COMPANY_WORDS =
  /\b(logistics|shipping|freight|cargo|trading|services|transport|transportation|company|industries|stores|foods|retail|port|ports|airways|airlines|express|movers|terminals?|warehousing|distribution|supply|lines|world|mart|hypermarket|solutions|international|aramex|agility|dhl|fedex|dnata|emirates|etihad|noon|amazon|carrefour|lulu|gac|kuehne|nagel|maersk|panalpina|geodis|schenker|al futtaim|al-futtaim|customs|municipality|authority|factory|enterprises)\b/i;
const FREE_ZONE = /\b(free\s?zone|jafza|kizad|dafza|saif zone|dubai south|hamriyah|mussafah)\b/i;

export function titleScore(masters: ParsingMasters, piece: string): number {
  let s = 0;
  if (TITLE_END.test(piece)) s += 3;
  else if (TITLE_WORDS.test(piece)) s += 1;
  if (within(masters, 'designations', piece)) s += 2;
  if (COMPANY_SUFFIX.test(piece)) s -= 4;
  return s;
}

export function employerScore(piece: string): number {
  let s = 0;
  if (COMPANY_SUFFIX.test(piece)) s += 4;
  if (COMPANY_WORDS.test(piece)) s += 2;
  if (TITLE_END.test(piece)) s -= 3;
  return s;
}

export function isPlace(masters: ParsingMasters, piece: string): boolean {
  if (FREE_ZONE.test(piece) && piece.split(/\s+/).length <= 5 && !COMPANY_SUFFIX.test(piece)) return true;
  const parts = piece.split(/\s*,\s*|\s+-\s+/).filter(Boolean);
  return (
    parts.length > 0 &&
    parts.every(
      (p) => exact(masters, 'cities', p) || exact(masters, 'states', p) || exact(masters, 'countries', p),
    )
  );
}

/** "Employer: Gulftainer", "Designation: Storekeeper", "Duration: 2019 - 2021": what the line holds. */
const FIELD_LABEL =
  /^(?:(employer|company(?: name)?|organi[sz]ation|client)|(designation|position(?: held)?|job title|title|role)|(?:duration|period|dates?|from|location|place|work location))\s*:\s*/i;

const isDescription = (line: CvLine, prev: { desc: boolean; text: string } | null): boolean => {
  if (line.bullet) return true;
  if (FIELD_LABEL.test(line.text)) return false;
  const words = line.text.split(/\s+/).length;
  if (line.text.length > 95) return true;
  if (/[.;]$/.test(line.text) && words > 5) return true;
  // A long sentence with no header separators is a duty written without its full stop.
  if (words >= 8 && !/\s[|—–-]\s|\s@\s|\d{4}/.test(line.text) && (line.text.match(/,/g)?.length ?? 0) < 2)
    return true;
  // A wrapped line continues the description above it when that did not end a sentence.
  // A line with a header's separators ("Employer — Dubai", "Title | Employer") starts an entry instead.
  if (
    prev?.desc &&
    !/[.!?;:]$/.test(prev.text) &&
    (/^[a-z0-9(]/.test(line.text) || (words > 5 && !/\s[|—–]\s/.test(line.text)))
  )
    return true;
  return false;
};

type Block = { header: CvLine[]; description: string[] };

/** The header pieces of an entry: the date range's text taken out, the rest split at separators. */
function pieces(lines: CvLine[], range: DateRange | null): string[][] {
  return lines.map((l) => {
    let t = l.text.replace(FIELD_LABEL, '');
    if (range && t.includes(range.text)) t = t.replace(range.text, ' | ');
    t = t.replace(/\(\s*\|\s*\)/g, ' | ').replace(/\(\s*\)/g, '');
    return t
      .split(/\s+[|–—-]\s+|\s*\|\s*|\s+@\s+|\s+at\s+|,\s+|\s{2,}/)
      .map((p) => p.replace(/^[\s:,;()–—-]+|[\s:,;()–—-]+$/g, '').trim())
      .filter((p) => p.length > 1 && !/^(?:from|since|to|till|until)$/i.test(p));
  });
}

function entryOf(masters: ParsingMasters, block: Block): ParsedEmployment | null {
  let range: DateRange | null = null;
  for (const l of block.header) {
    const r = findRange(l.text);
    if (r?.start) {
      range = r;
      break;
    }
  }
  const lines = pieces(block.header, range);
  const flat = lines.flat();
  const places = flat.filter((p) => isPlace(masters, p));
  const rest = flat.filter((p) => !places.includes(p));
  if (rest.length === 0) return null;
  // A line labelled "Employer:" or "Designation:" says which piece is which.
  const labelled = (group: 1 | 2) => {
    const at = block.header.findIndex((l) => l.text.match(FIELD_LABEL)?.[group]);
    return at >= 0 ? lines[at]?.find((p) => !places.includes(p)) : undefined;
  };
  const labelledTitle = labelled(2);
  const labelledCompany = labelled(1);
  if (labelledTitle || labelledCompany) {
    const title = labelledTitle ?? rest.find((p) => p !== labelledCompany) ?? '';
    const company = labelledCompany ?? rest.find((p) => p !== title) ?? '';
    return entry(masters, block, range, places, title, company);
  }
  const byTitle = [...rest].sort(
    (a, b) => titleScore(masters, b) - employerScore(b) - (titleScore(masters, a) - employerScore(a)),
  );
  let title = byTitle[0] ?? '';
  let others = rest.filter((p) => p !== title);
  const employer = [...others].sort((a, b) => employerScore(b) - employerScore(a))[0] ?? '';
  // With no signal either way, the first written is the title (the commoner order).
  if (titleScore(masters, title) - employerScore(title) <= 0 && employer) {
    const first = rest[0] ?? '';
    if (first !== title && titleScore(masters, first) >= employerScore(first)) {
      title = first;
      others = rest.filter((p) => p !== title);
    }
  }
  const company = title === employer ? '' : others.includes(employer) ? employer : (others[0] ?? '');
  return entry(masters, block, range, places, title, company);
}

function entry(
  masters: ParsingMasters,
  block: Block,
  range: DateRange | null,
  places: string[],
  title: string,
  company: string,
): ParsedEmployment {
  const designation = within(masters, 'designations', title);
  return {
    company,
    job_title: title,
    designation_id: designation?.id ?? null,
    location: places.length ? places.join(', ') : null,
    start_date: isoDate(range?.start ?? null),
    end_date: range?.current ? null : isoDate(range?.end ?? null),
    is_current: range?.current ?? false,
    description: block.description.length ? block.description.join('\n') : null,
  };
}

const hasRange = (l: CvLine) => {
  const r = findRange(l.text);
  return !!r?.start && l.text.length < 120;
};

/** A header block holding several date ranges (a table, entries without descriptions) cut in entries. */
function splitBlock(header: CvLine[]): CvLine[][] {
  const at = header.flatMap((l, i) => (hasRange(l) ? [i] : []));
  if (at.length <= 1) return [header];
  const n = header.length;
  const k = at.length;
  const first = at[0] ?? 0;
  if (n % k === 0) {
    const size = n / k;
    if (at.every((p, i) => p === first + i * size)) {
      return Array.from({ length: k }, (_, i) => header.slice(i * size, (i + 1) * size));
    }
  }
  const out: CvLine[][] = [];
  if (first === 0) {
    at.forEach((p, i) => {
      out.push(header.slice(p, at[i + 1] ?? n));
    });
  } else {
    let from = 0;
    at.forEach((p, i) => {
      out.push(header.slice(from, i === k - 1 ? n : p + 1));
      from = p + 1;
    });
  }
  return out;
}

const DANGLING =
  /(?:\d{4}|'\d{2})\s*(?:[-–—]|\bto|\btill|\buntil)\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)?$/i;

/** A table's header row: column labels, no entry ("Employer  Position  From  To"). */
const COLUMN_LABEL =
  /^(?:(?:period|duration|dates?|from|to|until|employer|company|organi[sz]ation|position|designation|role|job title|title|location|place|responsibilities|key responsibilities|duties)\s*)+$/i;

/** A cell that is a date alone, and one that closes a range ("Present"): a table's From and To. */
const LONE_DATE = (t: string) => toDate(t) !== null;
const LONE_END = /^(?:present|current(?:ly)?|to\s+date|till\s+date|till\s+now|date|now|ongoing|today)$/i;

export function findEmployments(masters: ParsingMasters, raw: CvLine[]): ParsedEmployment[] {
  const lines: CvLine[] = [];
  for (const l of raw) {
    if (COLUMN_LABEL.test(l.text.replace(/[:\s]+$/, ''))) continue;
    const prev = lines.at(-1);
    // A date range a narrow column or a long line wrapped ("Jan 2020 - Feb" / "2023") is joined back.
    if (prev && !prev.bullet && DANGLING.test(prev.text))
      lines[lines.length - 1] = { ...prev, text: `${prev.text} ${l.text}` };
    // A start and an end in cells of their own make one range.
    else if (prev && !prev.bullet && LONE_DATE(prev.text) && (LONE_DATE(l.text) || LONE_END.test(l.text)))
      lines[lines.length - 1] = { ...prev, text: `${prev.text} – ${l.text}` };
    else lines.push(l);
  }
  const blocks: Block[] = [];
  let prev: { desc: boolean; text: string } | null = null;
  let open: Block | null = null;
  for (const line of lines) {
    const desc: boolean = !hasRange(line) && isDescription(line, prev);
    prev = { desc, text: line.text };
    if (desc) {
      const last = open?.description.at(-1);
      // A wrapped description line continues the sentence above it.
      if (open && last !== undefined && !line.bullet && !/[.!?;:]$/.test(last))
        open.description[open.description.length - 1] = `${last} ${line.text}`;
      else if (open) open.description.push(line.text);
      else {
        open = { header: [], description: [line.text] };
        blocks.push(open);
      }
      continue;
    }
    if (!open || open.description.length > 0) {
      open = { header: [], description: [] };
      blocks.push(open);
    }
    open.header.push(line);
  }
  const out: ParsedEmployment[] = [];
  for (const block of blocks) {
    const parts = splitBlock(block.header);
    parts.forEach((header, i) => {
      const e = entryOf(masters, { header, description: i === parts.length - 1 ? block.description : [] });
      if (e && (e.start_date || e.company)) out.push(e);
      else if (!e && out.length && block.description.length) {
        const last = out[out.length - 1];
        if (last) last.description = [last.description, ...block.description].filter(Boolean).join('\n');
      }
    });
  }
  return out.filter((e) => e.start_date || fold(e.company) !== '');
}
