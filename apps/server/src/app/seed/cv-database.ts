import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  candidateCertifications,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
} from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { cvFolderCandidates, cvFolders, cvSavedSearches } from '../../core/db/schema/cv-database';
import { users } from '../../core/db/schema/users';
import { DEMO_ORGS } from './demo-accounts';
import { DEMO_CV_COUNT, demoCv } from './demo-cvs';
import { masterIndex } from './demo-jobs';
import { noSignInHash } from './no-sign-in-hash';

export const DEMO_CV_CANDIDATES = DEMO_CV_COUNT;
export const demoCvEmail = (n: number) => `cv-demo-${n}@demo.example.com`;
const emailOf = demoCvEmail;

type Master = Awaited<ReturnType<typeof masterIndex>>;

const DAY = 86_400_000;

/** One candidate of the sample, registered when the sample says, with profile, jobs, schooling and certificate. */
async function insertCandidate(db: Db, m: Master, n: number, passwordHash: string): Promise<number> {
  const s = demoCv(n);
  const joined = new Date(Date.now() - s.joinedDaysAgo * DAY);
  const [user] = await db
    .insert(users)
    .values({
      email: emailOf(n),
      passwordHash,
      role: 'candidate',
      firstName: s.firstName,
      lastName: s.lastName,
      phone: `+971 50 ${String(1000000 + n * 7331).slice(0, 3)} ${String(1000 + n * 37).slice(0, 4)}`,
      createdAt: joined,
      updatedAt: joined,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('Seed: could not create a CV demo candidate');
  const skills = s.skills.map((slug) => m('skills', slug));
  const designation = m('designations', s.designation);
  // Active since they joined, some of them today, so "active within" and the sort have something to tell apart.
  const lastActive = new Date(Date.now() - Math.min(n % 9, s.joinedDaysAgo) * DAY - (n % 7) * 3_600_000);
  await db.insert(candidateProfiles).values({
    userId: user.id,
    headline: s.headline,
    summary: s.summary,
    nationalityId: m('countries', s.nationality).id,
    currentCountryId: m('countries', 'united-arab-emirates').id,
    currentStateId: m('states', s.state).id,
    visaStatusId: m('visa_statuses', s.visa).id,
    noticePeriodId: m('notice_periods', s.notice).id,
    totalExperienceYears: s.experience,
    skillIds: skills.map((x) => x.id),
    desiredDesignationIds: [designation.id],
    desiredLocationIds: s.desiredStates.map((slug) => m('states', slug).id),
    expectedSalary: s.expectedSalary,
    cvText: s.cvText,
    keywords: [...skills.map((x) => x.name), designation.name, s.jobTitle].join(' '),
    onboardedAt: joined,
    completeness: 70,
    lastActiveAt: lastActive,
    updatedAt: lastActive,
    createdAt: joined,
  });
  const year = new Date().getUTCFullYear();
  await db.insert(candidateEmployments).values([
    {
      userId: user.id,
      company: s.current.employer,
      jobTitle: s.current.title,
      designationId: designation.id,
      location: s.current.place,
      startDate: `${year - s.current.years}-02-01`,
      isCurrent: true,
      description: s.current.duties.join('. '),
    },
    {
      userId: user.id,
      company: s.previous.employer,
      jobTitle: s.previous.title,
      location: s.previous.place,
      startDate: `${year - s.experience}-09-01`,
      endDate: `${year - s.current.years}-01-15`,
      isCurrent: false,
      description: s.previous.duties.join('. '),
    },
  ]);
  await db.insert(candidateEducations).values({
    userId: user.id,
    institution: s.education.institution,
    fieldOfStudy: s.education.field,
    endYear: year - s.education.yearsAgo,
    educationLevelId: m('education_levels', s.education.level).id,
  });
  if (s.certification) {
    const cert = m('certifications', s.certification.slug);
    await db.insert(candidateCertifications).values({
      userId: user.id,
      certificationId: cert.id,
      name: cert.name,
      issuedOn: `${year - 3}-05-01`,
      expiresOn: s.certification.expiresOn,
    });
  }
  return user.id;
}

const OPERATOR_NOTES = [
  'Strong first call; available after Eid.',
  'Wants Abu Dhabi only; check the notice period.',
];
const EMPLOYER_NOTES = ['Strong first call; available after Eid.', 'Ask about the forklift licence renewal.'];

/**
 * The demo CV database: fourteen listed candidates with CV text (the demo candidate's own profile is
 * demo-candidate.ts), and for the demo employer and the operator a CV folder with candidates and
 * notes and a saved search. Idempotent: what exists is left alone.
 */
export async function seedCvDatabase(db: Db): Promise<void> {
  const m = await masterIndex(db);
  const wanted = Array.from({ length: DEMO_CV_CANDIDATES }, (_, i) => i + 1);
  const existing = await db
    .select({ email: users.email, id: users.id })
    .from(users)
    .where(inArray(users.email, wanted.map(emailOf)));
  const ids = new Map(existing.map((u) => [u.email, u.id]));
  const missing = wanted.filter((n) => !ids.has(emailOf(n)));
  if (missing.length) {
    const hash = await noSignInHash();
    for (const n of missing) ids.set(emailOf(n), await insertCandidate(db, m, n, hash));
  }

  // Desired industries, also for demo candidates seeded before the field existed.
  for (const n of wanted) {
    const slug = demoCv(n).industry;
    await db
      .update(candidateProfiles)
      .set({ desiredIndustryIds: [m('industries', slug).id] })
      .where(
        and(
          eq(candidateProfiles.userId, ids.get(emailOf(n)) as number),
          sql`${candidateProfiles.desiredIndustryIds} = '{}'`,
        ),
      );
  }

  const orgs = await db
    .select({ id: clients.id, isOperator: clients.isOperator })
    .from(clients)
    .where(
      or(
        and(eq(clients.type, 'employer'), eq(clients.name, DEMO_ORGS.employer)),
        eq(clients.isOperator, true),
      ),
    );
  const pool = wanted.map((n) => ids.get(emailOf(n)) as number);
  const dubai = m('states', 'dubai').id;
  for (const org of orgs) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.clientId, org.id)).limit(1);
    if (!owner) continue;
    const folderName = org.isOperator ? 'Customs and freight shortlist' : 'Forklift operators - Jebel Ali';
    const [folder] = await db
      .insert(cvFolders)
      .values({ clientId: org.id, name: folderName, createdBy: owner.id })
      .onConflictDoNothing()
      .returning({ id: cvFolders.id });
    if (folder) {
      const members = (org.isOperator ? pool.slice(0, 4) : pool.slice(4, 9)).map((candidateId, i) => ({
        folderId: folder.id,
        candidateId,
        addedBy: owner.id,
        note: (org.isOperator ? OPERATOR_NOTES : EMPLOYER_NOTES)[i] ?? null,
      }));
      await db.insert(cvFolderCandidates).values(members).onConflictDoNothing();
    }
    const searchName = org.isOperator ? 'Customs clearance, 5+ years' : 'Forklift operators in Dubai';
    const [saved] = await db
      .select({ id: cvSavedSearches.id })
      .from(cvSavedSearches)
      .where(and(eq(cvSavedSearches.clientId, org.id), eq(cvSavedSearches.name, searchName)));
    if (!saved)
      await db.insert(cvSavedSearches).values({
        clientId: org.id,
        userId: owner.id,
        name: searchName,
        criteria: org.isOperator
          ? { q: 'customs OR clearance', experience_min: '5' }
          : { q: 'forklift* OR "reach truck"', current_location: String(dubai) },
        alertFrequency: 'weekly',
        nextRunAt: sql`now() + interval '7 days'`,
      });
  }
}
