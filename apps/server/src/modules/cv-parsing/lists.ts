import type { ParsedCertification } from '@portal/contract/cv-parsing';
import { findRanges, isoDate } from './dates';
import { exact, fold, type ParsingMasters, within } from './masters';
import type { CvLine } from './sections';

/*
 * The list sections: skills (each mapped to the skills master when one matches), certifications
 * with their dates, languages without their levels.
 */

/** List items a narrow column wrapped, joined back (an open bracket, a line under a bullet). */
function joinWrapped(lines: CvLine[]): CvLine[] {
  const bullets = lines.some((l) => l.bullet);
  const out: CvLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const open = prev && (prev.text.match(/\(/g)?.length ?? 0) > (prev.text.match(/\)/g)?.length ?? 0);
    // A comma list a narrow column wrapped mid-item ("IMDG" / "Code, Kaizen"): the line before ends
    // with no comma and holds commas itself; a labelled line ("Software: ...") starts afresh.
    const list =
      prev &&
      !prev.bullet &&
      !line.bullet &&
      prev.text.includes(',') &&
      !/[,;.]$/.test(prev.text) &&
      !/^[^:,]{2,30}:/.test(line.text);
    if (prev && (open || list || (bullets && !line.bullet && prev.bullet) || /^[a-z(]/.test(line.text))) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
    } else out.push(line);
  }
  return out;
}

const split = (lines: CvLine[]) =>
  joinWrapped(lines)
    .flatMap((l) => l.text.split(/\s*[,;•|·]\s*|\s{2,}/))
    .map((s) => s.replace(/^[\s:–—-]+|[\s:.–—-]+$/g, '').trim())
    .filter((s) => s.length > 1 && s.split(/\s+/).length <= 6);

export function findSkills(masters: ParsingMasters, lines: CvLine[]): { id: number | null; name: string }[] {
  const out = new Map<string, { id: number | null; name: string }>();
  for (const piece of split(lines)) {
    // "Warehouse software: SAP EWM": the label is not a skill.
    const text = piece.replace(/^[^:]{2,30}:\s*/, '');
    const m = exact(masters, 'skills', text);
    const key = m ? `#${m.id}` : fold(text);
    if (!out.has(key)) out.set(key, { id: m?.id ?? null, name: m?.name ?? text });
  }
  return [...out.values()];
}

const ISSUERS =
  /\b(IATA|CIPS|APICS|ASCM|NEBOSH|IOSH|PMI|RTA|Dubai Customs|FIATA|ICAO|Lean Six Sigma Institute|British Council|CILT)\b/;

export function findCertifications(masters: ParsingMasters, lines: CvLine[]): ParsedCertification[] {
  const out: ParsedCertification[] = [];
  for (const line of lines) {
    const ranges = findRanges(line.text).filter((r) => r.start);
    let name = line.text;
    for (const r of ranges) name = name.replace(r.text, '');
    name = name
      .replace(/\b(issued|obtained|valid until|valid till|expires?|expiry|exp\.?|valid to)\b[:\s]*/gi, '')
      .replace(/[\s,;:(|–—-]+$/g, '')
      .replace(/\(\s*\)/g, '')
      .trim();
    if (name.length < 3) continue;
    const expiresIdx = line.text.search(/\b(valid until|valid till|expires?|expiry|exp\.?|valid to)\b/i);
    let issued = ranges[0]?.start ?? null;
    let expires = ranges[0]?.end ?? null;
    if (ranges.length === 1 && expiresIdx >= 0 && line.text.indexOf(ranges[0]?.text ?? '') > expiresIdx) {
      expires = issued;
      issued = null;
    } else if (ranges.length > 1) expires = ranges[1]?.start ?? expires;
    const master = exact(masters, 'certifications', name) ?? within(masters, 'certifications', name);
    out.push({
      name,
      certification_id: master?.id ?? null,
      issuer: name.match(ISSUERS)?.[1] ?? null,
      issued_on: isoDate(issued),
      expires_on: isoDate(expires),
    });
  }
  return out;
}

const LANGUAGE =
  /^(arabic|english|hindi|urdu|malayalam|tamil|tagalog|filipino|french|german|spanish|russian|bengali|bangla|nepali|sinhala|persian|farsi|turkish|pashto|punjabi|telugu|kannada|marathi|gujarati|chinese|mandarin|italian|portuguese|swahili|somali|amharic)$/i;

export function findLanguages(lines: CvLine[]): string[] {
  const out: string[] = [];
  for (const piece of lines.flatMap((l) => l.text.split(/\s*[,;•|·/]\s*|\s+and\s+|\s{2,}/))) {
    const word = piece
      .replace(/\(.*?\)/g, '')
      .replace(
        /\b(native|fluent|basic|intermediate|advanced|conversational|mother tongue|working knowledge|professional|good|excellent|spoken|written|read|write|speak|proficient|elementary)\b/gi,
        '',
      )
      .replace(/[^\p{L}\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const cap = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
    if (LANGUAGE.test(word) && !out.includes(cap)) out.push(cap);
  }
  return out;
}
