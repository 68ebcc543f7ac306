import type { CountryCode } from 'libphonenumber-js';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type MasterEntry, type ParsingMasters, type Place, place, regionOf } from './masters';
import type { CvLine } from './sections';

/*
 * The person's contact fields: name, e-mail, phone (E.164 through libphonenumber-js, the default
 * region from the CV's own location, else the UAE), where they live now.
 */

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;
const PHONE = /(?:\+|00)?\d[\d\s().-]{6,18}\d/g;
const HAS_PHONE = new RegExp(PHONE.source);
const LABEL =
  /^(?:name|full name|e-?mail|email address|phone|mobile|mob|tel|telephone|cell|contact|address|location|current location|based in|residence|nationality|linkedin|dob|date of birth)\s*[:.-]\s*/i;
const NOT_NAME =
  /\b(curriculum|vitae|resume|résumé|cv|profile|page|confidential|street|road|p\.?o\.? box|manager|supervisor|coordinator|officer|operator|driver|executive|logistics|warehouse)\b/i;
/** Arabic given names written as two words: "Abdul Rahman", "Abu Bakr". */
const COMPOUND_FIRST = new Set(['abdul', 'abd', 'abdel', 'abdur', 'abu', 'abdal']);

export type Contact = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  location: { text: string; place: Place } | null;
  headline: string | null;
  /** The lines that gave the name and headline, for the parser to keep out of other sections. */
  used: string[];
};

const titleCase = (s: string) =>
  s === s.toUpperCase()
    ? s.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, a, b) => a + b.toUpperCase())
    : s;

export function splitName(full: string): { first: string; last: string | null } {
  const words = titleCase(full.trim()).split(/\s+/);
  const n = words.length > 2 && COMPOUND_FIRST.has((words[0] ?? '').toLowerCase()) ? 2 : 1;
  const first = words.slice(0, n).join(' ');
  const last = words.slice(n).join(' ');
  return { first, last: last || null };
}

function looksLikeName(text: string): boolean {
  if (!/^[\p{L}][\p{L}'.\s-]{2,60}$/u.test(text)) return false;
  const words = text.split(/\s+/);
  return words.length >= 2 && words.length <= 6 && !NOT_NAME.test(text);
}

const pieces = (text: string) =>
  text
    // A dash between spaces parts too ("Rayan Haddad - Fleet Dispatcher"); one inside a word does not.
    .split(/\s*[|•·]\s*|\s+[-–—]\s+|\s{2,}/)
    .map((p) => p.replace(LABEL, '').trim())
    .filter(Boolean);

/** The phones of a text as E.164, those after a "Mobile"/"Phone" label first. */
function phones(text: string, region: CountryCode): string[] {
  const found: string[] = [];
  // Digits inside an address or a link ("samira.0538570.375@mail.example") are not a phone.
  const bare = text.replace(new RegExp(EMAIL.source, 'gi'), ' ').replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ');
  for (const m of bare.matchAll(PHONE)) {
    const raw = m[0];
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 8 || /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(raw.trim())) continue;
    // A number a narrow column wrapped ("+965 6017" / "9357") is read as one line.
    const intl = raw.trim().replace(/\s+/g, ' ').replace(/^00/, '+');
    const parsed = parsePhoneNumberFromString(intl, region);
    if (parsed?.isValid()) found.push(parsed.number);
  }
  return found;
}

export function findContact(
  masters: ParsingMasters,
  header: CvLine[],
  contact: CvLine[],
  all: CvLine[],
): Contact {
  const top = [...header, ...contact];
  // An address a narrow column wrapped ("name@mail.ex" / "ample.org") is joined back.
  const text = all
    .map((l) => l.text)
    .join('\n')
    .replace(/([\w.+-]+@[\w.-]*)\n([\w.-]*\.[a-z]{2,})\b/gi, '$1$2')
    // ...or wrapped before the @ ("E: faisal.binS" / "aeed@example.com"): the piece after a label.
    .replace(/([:|·•]\s*[\w.+-]{2,})\n([\w.+-]+@)/g, '$1$2')
    // ...or its last letters alone on a line ("name@mail.example.or" / "g").
    .replace(/(@[\w.-]+\.[a-z]+)\n([a-z]{1,3})(?=\n|$)/gi, '$1$2');
  const email = text.match(EMAIL)?.[0] ?? null;

  let name: string | null = null;
  let location: Contact['location'] = null;
  let headline: string | null = null;
  for (const line of top) {
    const labelled = line.text.match(/^(?:full name|name)\s*:\s*(.+)$/i);
    if (!name && labelled?.[1] && looksLikeName(labelled[1].trim())) {
      name = labelled[1].trim();
      continue;
    }
    const parts = pieces(line.text);
    for (const piece of parts) {
      if (!name && looksLikeName(piece) && !EMAIL.test(piece)) {
        name = piece;
        // "Name - Title" on one line: the rest of the line is the headline.
        const rest = parts.filter((p) => p !== piece);
        if (
          !headline &&
          rest.length === 1 &&
          rest[0] &&
          !EMAIL.test(rest[0]) &&
          !/\d/.test(rest[0]) &&
          !place(masters, rest[0])
        )
          headline = rest[0];
        continue;
      }
      if (!location && !EMAIL.test(piece) && !/\d{5,}/.test(piece) && piece.length < 60) {
        const isLocLabel = /^(?:address|location|current location|based in|residence)\s*[:.-]/i.test(
          line.text,
        );
        const p = place(masters, piece);
        if (
          p &&
          (isLocLabel || p.city || piece.split(/\s+/).length <= 5) &&
          !/nationality/i.test(line.text)
        ) {
          location = { text: piece, place: p };
        }
      }
    }
    if (
      name &&
      !headline &&
      !line.bullet &&
      line.text !== name &&
      !EMAIL.test(line.text) &&
      !/\d{6,}/.test(line.text)
    ) {
      const h = line.text.trim();
      if (h.split(/\s+/).length <= 12 && !location?.text.includes(h) && !/:/.test(h) && !place(masters, h))
        headline = h;
    }
  }
  const used: string[] = [];
  if (name) used.push(name);
  if (!name && email) {
    // A layout that puts the name beside a sidebar read first: the line naming the address's owner.
    const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
    const at = all.findIndex((l) => {
      const words = l.text.toLowerCase().split(/\s+/);
      return (
        looksLikeName(l.text) &&
        words.length >= 2 &&
        local.includes((words[0] ?? '').replace(/[^a-z]/g, '')) &&
        local.includes((words.at(-1) ?? '').replace(/[^a-z]/g, ''))
      );
    });
    const line = all[at];
    if (line) {
      name = line.text;
      used.push(line.text);
      const next = all[at + 1];
      if (
        !headline &&
        next &&
        !next.bullet &&
        next.text.split(/\s+/).length <= 12 &&
        !EMAIL.test(next.text) &&
        !/\d{6,}/.test(next.text)
      ) {
        headline = next.text;
        used.push(next.text);
      }
    }
  }
  const country: MasterEntry | null = location?.place.country ?? null;
  const region = (regionOf(country) ?? 'AE') as CountryCode;
  const labelled = all.find(
    (l) => /\b(?:mobile|phone|tel|cell|mob|contact)\b/i.test(l.text) && HAS_PHONE.test(l.text),
  );
  const phone =
    (labelled ? phones(labelled.text, region)[0] : undefined) ??
    phones(top.map((l) => l.text).join('\n'), region)[0] ??
    null;
  const split = name ? splitName(name) : null;
  return {
    first_name: split?.first ?? null,
    last_name: split?.last ?? null,
    email,
    phone,
    location,
    headline,
    used,
  };
}
