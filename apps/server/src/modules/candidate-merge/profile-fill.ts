import type { ProfileRow, Section } from './repository';

/**
 * The profile fields a survivor may lack, with the name the confirm dialog shows. A field counts as
 * lacking when it is null or an empty list; the duplicate's value then fills it. Fields that travel
 * together (the salary with its currency, the CV with its text) are filled together.
 */
const FIELDS: { label: string; keys: (keyof ProfileRow)[] }[] = [
  { label: 'Headline', keys: ['headline'] },
  { label: 'Summary', keys: ['summary'] },
  { label: 'Gender', keys: ['gender'] },
  { label: 'Date of birth', keys: ['dateOfBirth'] },
  { label: 'Nationality', keys: ['nationalityId'] },
  { label: 'Current location', keys: ['currentCountryId', 'currentStateId', 'currentCityId'] },
  { label: 'Visa status', keys: ['visaStatusId'] },
  { label: 'Notice period', keys: ['noticePeriodId'] },
  { label: 'Total experience', keys: ['totalExperienceYears'] },
  { label: 'Skills', keys: ['skillIds'] },
  { label: 'Languages', keys: ['languages'] },
  { label: 'Desired designations', keys: ['desiredDesignationIds'] },
  { label: 'Desired functional areas', keys: ['desiredFunctionalAreaIds'] },
  { label: 'Desired industries', keys: ['desiredIndustryIds'] },
  { label: 'Desired locations', keys: ['desiredLocationIds'] },
  { label: 'Desired employment types', keys: ['desiredEmploymentTypes'] },
  { label: 'Expected salary', keys: ['expectedSalary', 'expectedSalaryCurrency'] },
  { label: 'Photo', keys: ['photoFileId'] },
  { label: 'Default CV', keys: ['cvFileId', 'cvText'] },
];

export const SECTION_LABELS: Record<Section, string> = {
  employments: 'Employment history',
  educations: 'Education',
  certifications: 'Certifications',
};

const empty = (v: unknown) => v == null || (Array.isArray(v) && v.length === 0);

/** The survivor's missing fields filled from the duplicate: the patch and the names of what it fills. */
export function profilePatch(
  survivor: ProfileRow | undefined,
  duplicate: ProfileRow | undefined,
): { patch: Partial<ProfileRow>; labels: string[] } {
  const patch: Partial<ProfileRow> = {};
  const labels: string[] = [];
  if (!survivor || !duplicate) return { patch, labels };
  for (const field of FIELDS) {
    // The first key decides: the location is filled as a whole, never a city under another country.
    const [lead] = field.keys;
    if (!lead || !empty(survivor[lead]) || empty(duplicate[lead])) continue;
    for (const key of field.keys) Object.assign(patch, { [key]: duplicate[key] });
    labels.push(field.label);
  }
  return { patch, labels };
}

/** The sections the survivor has none of and the duplicate has: they move whole. */
export function sectionsToMove(
  survivor: Record<Section, number>,
  duplicate: Record<Section, number>,
): Section[] {
  return (Object.keys(SECTION_LABELS) as Section[]).filter((s) => survivor[s] === 0 && duplicate[s] > 0);
}
