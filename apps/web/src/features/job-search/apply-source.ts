import {
  APPLICATION_SOURCES,
  type ApplicationSource,
  UTM_SOURCE_PATTERN,
} from '@portal/contract/application-source-values';

/**
 * Where the candidate came from, for the sources report (issue 30): the job page reads `src` and
 * `utm_source` from its address and keeps them for that job in this tab (sessionStorage), so a
 * sign-in or registration on the way still sends them with the application.
 */
const key = (jobId: number | string) => `apply-source:${jobId}`;

export type ApplySource = { source?: ApplicationSource; utm_source?: string };

function read(params: URLSearchParams): ApplySource {
  const src = params.get('src') ?? '';
  const utm = (params.get('utm_source') ?? '').trim().toLowerCase();
  return {
    ...((APPLICATION_SOURCES as readonly string[]).includes(src) ? { source: src as ApplicationSource } : {}),
    ...(UTM_SOURCE_PATTERN.test(utm) ? { utm_source: utm } : {}),
  };
}

/** Keeps the address's way in for the job; an address without one leaves what was kept. */
export function rememberApplySource(jobId: number | string, params: URLSearchParams) {
  const found = read(params);
  if (!found.source && !found.utm_source) return;
  try {
    const kept = new URLSearchParams();
    if (found.source) kept.set('src', found.source);
    if (found.utm_source) kept.set('utm_source', found.utm_source);
    sessionStorage.setItem(key(jobId), kept.toString());
  } catch {
    // Storage off (private mode, quota): the application is simply counted as direct.
  }
}

/** The kept way in for the job, or `fallback` (a search result's Apply button: `search`). */
export function applySourceOf(jobId: number | string, fallback?: ApplicationSource): ApplySource {
  try {
    const raw = sessionStorage.getItem(key(jobId));
    if (raw) return read(new URLSearchParams(raw));
  } catch {
    // Unreadable: fall through.
  }
  return fallback ? { source: fallback } : {};
}

/**
 * The address without the way in, once kept: a visitor who copies the address and shares it would
 * otherwise hand the next reader their own way in ("job search"); null when there is nothing to take.
 */
export function withoutSource(params: URLSearchParams): URLSearchParams | null {
  if (!params.has('src') && !params.has('utm_source')) return null;
  const next = new URLSearchParams(params);
  next.delete('src');
  next.delete('utm_source');
  return next;
}
