import type { ProfileSection } from '@portal/contract/candidate-profile';
import { useT } from '../i18n';

/** What each missing part of a candidate's profile asks for (catalogue keys). */
const MISSING = {
  photo: 'missing.photo',
  personal: 'missing.personal',
  summary: 'missing.summary',
  cv: 'missing.cv',
  skills: 'missing.skills',
  employments: 'missing.employments',
  educations: 'missing.educations',
  certifications: 'missing.certifications',
  desired_job: 'missing.desired_job',
} as const satisfies Record<ProfileSection, string>;

/**
 * A missing profile part's text in the page's language; a part the client does not know yet keeps the
 * server's English label (which is there for other clients).
 */
export function useProfileSectionText(): (m: { section: string; label?: string }) => string {
  const t = useT();
  return (m) =>
    Object.hasOwn(MISSING, m.section) ? t(MISSING[m.section as ProfileSection]) : (m.label ?? m.section);
}
