import type { Completeness, ProfileSection } from '@portal/contract/candidate-profile';
import type { Db } from '../../core/db/client';
import { completenessRows, ensureCandidateProfile, masterItemsIn, writeDerived } from './repository';

/** What the score is computed from; everything a section needs to count as done. */
export type CompletenessFacts = {
  hasPhoto: boolean;
  hasCv: boolean;
  headline: string | null;
  summary: string | null;
  phone: string | null;
  nationalityId: number | null;
  currentCountryId: number | null;
  totalExperienceYears: number | null;
  skills: number;
  employments: number;
  educations: number;
  desiredRoles: number;
  desiredLocations: number;
};

/**
 * Weights add up to 100. The CV and work history weigh most because they are what employers read
 * first; certifications are optional for most logistics roles and do not count.
 */
const SECTIONS: {
  section: ProfileSection;
  label: string;
  weight: number;
  done: (f: CompletenessFacts) => boolean;
}[] = [
  {
    section: 'personal',
    label: 'Add your phone, nationality, current location and years of experience',
    weight: 15,
    done: (f) =>
      !!f.phone && f.nationalityId != null && f.currentCountryId != null && f.totalExperienceYears != null,
  },
  { section: 'photo', label: 'Add a profile photo', weight: 10, done: (f) => f.hasPhoto },
  { section: 'cv', label: 'Upload your CV', weight: 20, done: (f) => f.hasCv },
  {
    section: 'summary',
    label: 'Write a headline and a short summary',
    weight: 10,
    done: (f) => !!f.headline && !!f.summary,
  },
  { section: 'skills', label: 'Add at least three skills', weight: 10, done: (f) => f.skills >= 3 },
  { section: 'employments', label: 'Add your work experience', weight: 15, done: (f) => f.employments > 0 },
  { section: 'educations', label: 'Add your education', weight: 10, done: (f) => f.educations > 0 },
  {
    section: 'desired_job',
    label: 'Say which roles and locations you want',
    weight: 10,
    done: (f) => f.desiredRoles > 0 && f.desiredLocations > 0,
  },
];

export function computeCompleteness(facts: CompletenessFacts): Completeness {
  let score = 0;
  const missing: Completeness['missing'] = [];
  for (const s of SECTIONS) {
    if (s.done(facts)) score += s.weight;
    else missing.push({ section: s.section, label: s.label });
  }
  return { score, missing };
}

/**
 * Skill names, desired designation names, job titles and languages: weight B of the candidate
 * search vector.
 */
async function keywordsOf(db: Db, masterIds: number[], texts: string[]): Promise<string> {
  const names = await masterItemsIn(db, [...new Set(masterIds)]);
  const byId = new Map(names.map((n) => [n.id, n.name]));
  const words = [...masterIds.map((id) => byId.get(id)), ...texts].filter((w): w is string => !!w);
  return [...new Set(words)].join(' ');
}

export async function loadCompletenessFacts(db: Db, userId: number) {
  const row = await completenessRows(db, userId);
  if (!row) return null;
  const { jobs } = row;
  const p = row.profile;
  const facts: CompletenessFacts = {
    hasPhoto: p.photoFileId != null || !!row.photo,
    hasCv: p.cvFileId != null,
    headline: p.headline,
    summary: p.summary,
    phone: row.phone,
    nationalityId: p.nationalityId,
    currentCountryId: p.currentCountryId,
    totalExperienceYears: p.totalExperienceYears,
    skills: p.skillIds.length,
    employments: jobs.length,
    educations: row.educations,
    desiredRoles: p.desiredDesignationIds.length + p.desiredFunctionalAreaIds.length,
    desiredLocations: p.desiredLocationIds.length,
  };
  return { profile: p, jobs, facts, certifications: row.certifications };
}

/**
 * Recomputes keywords and completeness and marks the candidate active, inside whatever
 * transaction `db` is. Every profile write calls it, and so do the CV and photo uploads.
 */
export async function refreshCandidateDerived(db: Db, userId: number): Promise<void> {
  await ensureCandidateProfile(db, userId);
  const loaded = await loadCompletenessFacts(db, userId);
  if (!loaded) return;
  const { profile, jobs, facts } = loaded;
  const keywords = await keywordsOf(
    db,
    [
      ...profile.skillIds,
      ...profile.desiredDesignationIds,
      ...jobs.flatMap((j) => (j.designationId ? [j.designationId] : [])),
    ],
    [...jobs.map((j) => j.title), ...profile.languages],
  );
  await writeDerived(db, userId, keywords, computeCompleteness(facts).score);
}
