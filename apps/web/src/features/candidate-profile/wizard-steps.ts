import type { CandidateProfile } from '@portal/contract/candidate-profile';

export const WIZARD_STEPS = [
  { key: 'personal', title: 'steps.personal' },
  { key: 'profile', title: 'steps.profile' },
  { key: 'desired', title: 'steps.desired' },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]['key'];

const missing = (p: CandidateProfile, section: string) =>
  p.completeness.missing.some((m) => m.section === section);

/** Whether a step's data is there, read from the profile itself so the wizard can resume anywhere. */
export const STEP_DONE: Record<WizardStep, (p: CandidateProfile) => boolean> = {
  personal: (p) => !missing(p, 'personal'),
  profile: (p) => p.cv !== null || (!!p.headline && p.skills.length > 0),
  desired: (p) => !missing(p, 'desired_job'),
};

/** The first step not yet done; the last one when all are (the candidate only has to finish). */
export function firstUnfinishedStep(p: CandidateProfile): number {
  const index = WIZARD_STEPS.findIndex((s) => !STEP_DONE[s.key](p));
  return index === -1 ? WIZARD_STEPS.length - 1 : index;
}
