import { eq } from 'drizzle-orm';
import type { S3Settings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { candidateCvs, coverLetters } from '../../core/db/schema/candidate-documents';
import {
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
} from '../../core/db/schema/candidates';
import { users } from '../../core/db/schema/users';
import { refreshCandidateDerived } from '../../modules/candidate-profile';
import { demoUploads, storeDemoCv } from './cv-files';
import { cvPdf } from './cv-pdf';
import { trackSkills } from './cv-samples';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { masterIndex } from './demo-jobs';

const YEAR = new Date().getUTCFullYear();
const ONBOARDED_DAYS_AGO = 46;

/** The demo candidate's id, current CV and whether she has been through the profile wizard. */
export async function demoCandidate(db: Db) {
  const email = DEMO_ACCOUNTS.find((a) => a.role === 'candidate')?.email ?? '';
  const [row] = await db
    .select({ id: users.id, cv: candidateProfiles.cvFileId, onboarded: candidateProfiles.onboardedAt })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(eq(users.email, email));
  return row;
}

const HEADLINE = 'Warehouse team leader, forklift and reach truck certified';
const SUMMARY =
  'Warehouse team leader with six years in bonded and cold-store warehouses in Dubai. I run a shift of ' +
  'twelve pickers and drivers, keep stock accurate with cycle counts in SAP EWM and train new staff on ' +
  'reach trucks and racking safety. Looking for a supervisor role in Dubai or Sharjah.';

/**
 * Her CV, laid out as CVs are (contact line, sections, one line per job), so that "fill my profile
 * from my CV" reads her jobs, school, skills and languages out of it (issue 29).
 */
export const DEMO_CV_TEXT = [
  HEADLINE,
  'Dubai, UAE | +971 50 555 0142 | candidate@demo.example.com',
  'Profile',
  SUMMARY,
  'Work Experience',
  `Warehouse Team Leader | Gulf Cold Stores | Dubai, UAE | Mar ${YEAR - 3} - Present`,
  '- Lead a shift of twelve pickers, packers and forklift drivers in a 20,000-pallet cold store.',
  '- Run daily cycle counts and reconciliations in SAP EWM; stock accuracy above 99.5 percent.',
  '- Train new staff on reach truck operation, FEFO rotation and racking inspections.',
  `Forklift Operator | Jebel Ali Cargo Movers | JAFZA, Dubai | Jan ${YEAR - 6} - Feb ${YEAR - 3}`,
  '- Loaded and unloaded containers for retail replenishment; RF scanning at dispatch.',
  'Education',
  `Diploma in Mechanical Engineering | Government Polytechnic, Kozhikode | ${YEAR - 10} - ${YEAR - 7}`,
  'Skills',
  'Forklift operation, Reach truck operation, Cycle counting, SAP EWM, RF scanning, Team leadership, FIFO / FEFO',
  'Certifications',
  `Forklift operator licence (Mar ${YEAR - 6})`,
  'Languages',
  'English (Fluent), Hindi, Arabic (Basic)',
].join('\n');

/**
 * The demo candidate's profile, filled in as a candidate who has used the portal for a while would
 * have it: personal details, a current and an earlier job, education, skills, the job she wants and a
 * CV (a generated PDF, stored where uploads go). She is then listed in the CV database, and her
 * dashboard shows a complete profile. Left alone once she has been through the profile wizard: what
 * she has then is hers.
 */
export async function seedDemoCandidate(db: Db, opts: { dataDir: string; s3?: S3Settings | null }) {
  const aisha = await demoCandidate(db);
  if (!aisha || aisha.onboarded) return;
  const m = await masterIndex(db);
  const skills = trackSkills('warehouse-supervisor').map((slug) => m('skills', slug).id);
  const cvFileId = await storeDemoCv(db, demoUploads(opts), {
    ownerId: aisha.id,
    name: 'Aisha Rahman',
    pdf: cvPdf('Aisha Rahman', DEMO_CV_TEXT),
  });

  const profile = {
    headline: HEADLINE,
    summary: SUMMARY,
    nationalityId: m('countries', 'india').id,
    currentCountryId: m('countries', 'united-arab-emirates').id,
    currentStateId: m('states', 'dubai').id,
    visaStatusId: m('visa_statuses', 'employment-visa').id,
    noticePeriodId: m('notice_periods', '1-month').id,
    totalExperienceYears: 6,
    skillIds: skills,
    desiredDesignationIds: [m('designations', 'warehouse-supervisor').id],
    desiredFunctionalAreaIds: ['warehousing', 'inventory-management', 'cold-chain'].map(
      (slug) => m('functional_areas', slug).id,
    ),
    desiredLocationIds: [m('states', 'dubai').id, m('states', 'sharjah').id],
    desiredEmploymentTypes: ['FULL_TIME'],
    expectedSalary: 9500,
    cvFileId,
    cvText: DEMO_CV_TEXT,
    // She went through the profile wizard the day after she registered.
    onboardedAt: new Date(Date.now() - ONBOARDED_DAYS_AGO * 86_400_000),
  };
  await db
    .insert(candidateProfiles)
    .values({ userId: aisha.id, ...profile })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: profile });
  await db.insert(candidateEmployments).values([
    {
      userId: aisha.id,
      company: 'Gulf Cold Stores',
      jobTitle: 'Warehouse Team Leader',
      designationId: m('designations', 'warehouse-supervisor').id,
      location: 'Dubai',
      startDate: `${YEAR - 3}-03-01`,
      isCurrent: true,
      description: 'Shift lead in a 20,000-pallet cold store: cycle counts in SAP EWM, training, dispatch.',
    },
    {
      userId: aisha.id,
      company: 'Jebel Ali Cargo Movers',
      jobTitle: 'Forklift Operator',
      location: 'Dubai',
      startDate: `${YEAR - 6}-01-15`,
      endDate: `${YEAR - 3}-02-15`,
      isCurrent: false,
    },
  ]);
  await db.insert(candidateEducations).values({
    userId: aisha.id,
    institution: 'Government Polytechnic, Kozhikode',
    educationLevelId: m('education_levels', 'diploma').id,
    fieldOfStudy: 'Mechanical engineering',
    endYear: YEAR - 7,
  });
  // Keywords and the completeness score, as every profile write computes them.
  await refreshCandidateDerived(db, aisha.id);
  await seedDemoDocuments(db, opts, { id: aisha.id, defaultCv: cvFileId });
}

const COORDINATOR_TEXT = [
  'Supply Chain Coordinator (target role)',
  `Warehouse Team Leader, Gulf Cold Stores, Dubai, ${YEAR - 3} to present`,
  '- Coordinate inbound and outbound schedules with hauliers, customs brokers and store replenishment.',
  '- Keep purchase orders, ASNs and stock transfers in step in SAP; weekly supplier performance reports.',
  'Skills: supply chain coordination, inventory planning, SAP, supplier follow-up, Excel reporting.',
].join('\n');

const COVER_LETTER =
  'Dear Hiring Manager,\n\nI lead a shift of twelve in a 20,000-pallet cold store in Dubai, where I keep ' +
  'stock accuracy above 99.5 percent with daily cycle counts in SAP EWM and train new staff on reach ' +
  'trucks and racking safety. I would bring the same care for safety, accuracy and people to your ' +
  'warehouse.\n\nI can join after one month of notice and would welcome a conversation.\n\nKind regards,\nAisha Rahman';

/**
 * Her CVs and cover letter (issue 29 item 2): the profile's CV is the default, named "Warehouse
 * supervisor"; a second, "Supply chain coordinator", uploaded a week later; one saved cover letter.
 */
async function seedDemoDocuments(
  db: Db,
  opts: { dataDir: string; s3?: S3Settings | null },
  aisha: { id: number; defaultCv: number },
) {
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const second = await storeDemoCv(db, demoUploads(opts), {
    ownerId: aisha.id,
    name: 'Aisha Rahman Supply Chain',
    pdf: cvPdf('Aisha Rahman - Supply chain coordinator', COORDINATOR_TEXT),
  });
  await db.insert(candidateCvs).values([
    {
      candidateId: aisha.id,
      fileId: aisha.defaultCv,
      name: 'Warehouse supervisor',
      text: DEMO_CV_TEXT,
      createdAt: new Date(Date.now() - ONBOARDED_DAYS_AGO * 86_400_000),
    },
    {
      candidateId: aisha.id,
      fileId: second,
      name: 'Supply chain coordinator',
      text: COORDINATOR_TEXT,
      createdAt: weekAgo,
      updatedAt: weekAgo,
    },
  ]);
  await db
    .insert(coverLetters)
    .values({ candidateId: aisha.id, title: 'Warehouse roles', body: COVER_LETTER, createdAt: weekAgo });
}
