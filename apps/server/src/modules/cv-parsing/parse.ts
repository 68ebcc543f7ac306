import type { ParsedCv, ParsedEmployment } from '@portal/contract/cv-parsing';
import { findContact } from './contact';
import { findEducations } from './education';
import { findEmployments } from './employment';
import { findCertifications, findLanguages, findSkills } from './lists';
import type { ParsingMasters } from './masters';
import { cleanLines, splitSections } from './sections';

/*
 * A CV's text lines read into profile suggestions. Pure: the text and the master lists in, the
 * suggestions out; reading the file and loading the masters are the service's.
 */

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/** Years worked: the entries' periods merged (overlaps counted once), up to now for a current one. */
export function experienceYears(entries: ParsedEmployment[], now = new Date()): number | null {
  const nowIdx = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans = entries
    .filter((e) => e.start_date)
    .map((e) => {
      const start = monthIndex(e.start_date ?? '');
      const end = e.is_current || !e.end_date ? (e.is_current ? nowIdx : start + 12) : monthIndex(e.end_date);
      return [start, Math.max(start, end)] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  if (!spans.length) return null;
  let months = 0;
  let [from, to] = spans[0] ?? [0, 0];
  for (const [s, e] of spans.slice(1)) {
    if (s > to) {
      months += to - from;
      from = s;
      to = e;
    } else to = Math.max(to, e);
  }
  months += to - from;
  return Math.floor(months / 12);
}

export function parseCvLines(raw: string[], masters: ParsingMasters): ParsedCv {
  const lines = cleanLines(raw);
  const s = splitSections(lines);
  const contact = findContact(masters, s.header, s.contact, lines);
  // The name and headline found outside the header (beside a sidebar) are no section's content.
  if (contact.used.length)
    for (const name of [
      'experience',
      'education',
      'skills',
      'certifications',
      'languages',
      'summary',
    ] as const)
      s[name] = s[name].filter((l) => !contact.used.includes(l.text));
  const employments = findEmployments(masters, s.experience);
  const stated = [...s.summary, ...s.header]
    .map((l) => l.text.match(/\b(\d{1,2})\+?\s*(?:years|yrs)\b(?:\s+of)?(?:\s+\w+){0,3}\s+experience/i)?.[1])
    .find(Boolean);
  const loc = contact.location;
  return {
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    current_location: loc
      ? { text: loc.text, country_id: loc.place.country?.id ?? null, city_id: loc.place.city?.id ?? null }
      : null,
    headline: contact.headline,
    total_experience_years: stated ? Number(stated) : experienceYears(employments),
    employments,
    educations: findEducations(masters, s.education),
    skills: findSkills(masters, s.skills),
    certifications: findCertifications(masters, s.certifications),
    languages: findLanguages(s.languages),
  };
}
