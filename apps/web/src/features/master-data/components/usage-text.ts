import type { MasterName, MasterUsage } from '@portal/contract/master-data';
import { useT } from '../i18n';

/** "Used by 120 jobs, 40 profiles" (other records only when there are some), or "Not used". */
export function useUsageText() {
  const t = useT();
  return (u: MasterUsage): string =>
    isUnused(u)
      ? t('usage.none')
      : u.other > 0
        ? t('usage.usedOther', { jobs: u.jobs, profiles: u.profiles, other: u.other })
        : t('usage.used', { jobs: u.jobs, profiles: u.profiles });
}

export const isUnused = (u: MasterUsage) => u.jobs + u.profiles + u.other === 0;

/** Catalogue keys of the lists' names (MASTER_LABELS in the contract is English only). */
export const LIST_LABEL = {
  countries: 'list.countries',
  states: 'list.states',
  cities: 'list.cities',
  designations: 'list.designations',
  functional_areas: 'list.functional_areas',
  industries: 'list.industries',
  skills: 'list.skills',
  education_levels: 'list.education_levels',
  certifications: 'list.certifications',
  visa_statuses: 'list.visa_statuses',
  notice_periods: 'list.notice_periods',
} as const satisfies Record<MasterName, string>;
