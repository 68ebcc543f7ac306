import { CV_FACETS, type CvFacet, type CvSearchCriteria } from '@portal/contract/cv-search';
import type { MasterName } from '@portal/contract/master-data';
import type { Db } from '../../core/db/client';
import { AppError, type FieldErrors } from '../../core/lib/app-error';
import { masterRefs } from '../master';
import { catalogue } from './i18n';

const PLACES: MasterName[] = ['countries', 'states', 'cities'];

/** The master lists each filter's values come from. */
const LISTS: Record<CvFacet, MasterName[]> = {
  current_location: PLACES,
  desired_location: PLACES,
  designation: ['designations'],
  functional_area: ['functional_areas'],
  industry: ['industries'],
  skills: ['skills'],
  nationality: ['countries'],
  visa_status: ['visa_statuses'],
  notice_period: ['notice_periods'],
  education_level: ['education_levels'],
  certification: ['certifications'],
};

/**
 * A filter value that is no item of its list (unknown, or an item of another list) is a 400 naming
 * the parameter and the value: such a filter would match nobody, and the answer would look like a
 * search that found no one. Merged items are read as their survivors before this (withSurvivors);
 * deactivated items are still items, so a saved search that holds one keeps working.
 */
export async function checkFilterValues(db: Db, c: Partial<CvSearchCriteria>): Promise<void> {
  const chosen = CV_FACETS.flatMap((f) => (c[f] ?? []).map((id) => ({ f, id })));
  if (!chosen.length) return;
  const refs = await masterRefs(
    db,
    chosen.map((x) => x.id),
  );
  const errors: FieldErrors = {};
  for (const { f, id } of chosen) {
    const ref = refs.get(id);
    if (ref && LISTS[f].some((list) => list === ref.list)) continue;
    const field = errors[f] ?? [];
    field.push(
      catalogue.text('errors.unknown_filter_id', { filter: f.replaceAll('_', ' '), id: String(id) }),
    );
    errors[f] = field;
  }
  if (Object.keys(errors).length) throw AppError.validation(errors);
}
