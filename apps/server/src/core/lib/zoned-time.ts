import { DEFAULT_LOCALE, intlLocale, type Locale } from '@portal/contract/locale';

/**
 * Wall-clock times in an IANA time zone (interviews, tasks) and UTC instants, through Intl alone (no date library):
 * an organisation enters "Tuesday 10:00" in its zone; the server stores the instant.
 */
const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** The wall clock of `at` in the zone as numbers. */
function wallClock(timeZone: string, at: Date) {
  const get = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value);
  const parts = partsFormat(timeZone).formatToParts(at);
  return {
    year: get(parts, 'year'),
    month: get(parts, 'month'),
    day: get(parts, 'day'),
    hour: get(parts, 'hour'),
    minute: get(parts, 'minute'),
    second: get(parts, 'second'),
  };
}

/** The zone's offset from UTC at `at`, in minutes (Asia/Dubai: 240). */
function offsetMinutes(timeZone: string, at: Date): number {
  const w = wallClock(timeZone, at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of `date` (YYYY-MM-DD) at `time` (HH:MM) in the zone; null for a day that does not
 * exist (31 February) or a time skipped by a daylight-saving change.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, h, min);
  let utc = guess - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  // Near a change the offset at the guess may differ from the offset at the answer: take the latter.
  utc = guess - offsetMinutes(timeZone, new Date(utc)) * 60_000;
  const back = wallClock(timeZone, new Date(utc));
  if (back.year !== y || back.month !== m || back.day !== d || back.hour !== h || back.minute !== min)
    return null;
  return new Date(utc);
}

/** The instant's date and time in the zone, as the scheduling form holds them. */
export function utcToZoned(at: Date, timeZone: string): { date: string; time: string } {
  const w = wallClock(timeZone, at);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${w.year}-${two(w.month)}-${two(w.day)}`, time: `${two(w.hour)}:${two(w.minute)}` };
}

/**
 * How mails name a time, in the reader's language: "Tuesday 2 December 2025, 10:00 (Asia/Dubai)";
 * in Arabic the zone's Arabic name, "الثلاثاء، 2 ديسمبر 2025 في 10:00 توقيت الخليج".
 */
export function formatInZone(at: Date, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  const options: Intl.DateTimeFormatOptions = {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  if (locale !== DEFAULT_LOCALE)
    return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZoneName: 'long' }).format(at);
  return `${new Intl.DateTimeFormat(intlLocale(locale), options).format(at)} (${timeZone})`;
}
