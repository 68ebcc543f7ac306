/*
 * The ids of the result page a recruiter came from, so the candidate page can step to the previous
 * and next candidate of that list.
 */
const TRAIL = 'cv-search.trail';

export type ResultsTrail = { ids: number[]; back: string };

export function saveTrail(trail: ResultsTrail): void {
  try {
    sessionStorage.setItem(TRAIL, JSON.stringify(trail));
  } catch {
    // Without storage there is simply no previous/next.
  }
}

export function readTrail(): ResultsTrail | null {
  try {
    const raw = sessionStorage.getItem(TRAIL);
    if (!raw) return null;
    const value = JSON.parse(raw) as ResultsTrail;
    return Array.isArray(value.ids) && typeof value.back === 'string' ? value : null;
  } catch {
    return null;
  }
}
