import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/core/db/client';
import { users } from '../../src/core/db/schema/users';
import { applyFor, newCandidate } from '../helpers/applications';
import { jobBody, loadMasters, type Masters, postJob } from '../helpers/jobs';
import { clientIdOf } from '../helpers/registration';
import { bearer, clientBody, DEMO, signIn } from '../helpers/requests';
import { newTenant, operatorClientId, type Tenant } from '../helpers/tenancy';
import { fileUpload, minimalPdf } from '../helpers/uploads';

async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`setup failed: no user ${email}`);
  return row.id;
}

export const WHO = ['operator', 'tenantA', 'tenantB', 'candidate', 'guest'] as const;
export type Who = (typeof WHO)[number];

/**
 * The world the tenancy table runs in, made by this file alone: two consultancies that registered
 * themselves (tenant A and tenant B), a job, a template and an applicant of A's, A's e-mail template
 * and campaign to that applicant, and a note on that applicant by A and one by the operator's staff. Writes that change what they touch run on fresh
 * objects made per cell (`fresh*`), so no row depends on another.
 */
export type Fixture = {
  app: FastifyInstance;
  db: Db;
  /** Bearer tokens; the guest has none. The operator is the demo master_admin. */
  tokens: Record<Exclude<Who, 'guest'>, string>;
  a: Tenant;
  b: Tenant;
  operatorId: number;
  candidate: { id: number; email: string };
  jobA: number;
  templateA: number;
  applicationA: number;
  /** A's recruiter e-mail template, and a campaign of A's to jobA's applicants. */
  emailTemplateA: number;
  campaignA: number;
  noteA: string;
  noteOperator: string;
  /** A's first user (its consultancy admin, who posted jobA). */
  aUserId: number;
  freshDraftOfA(): Promise<number>;
  freshPublishedOfA(): Promise<number>;
  freshTemplateOfA(): Promise<number>;
  freshEmailTemplateOfA(): Promise<number>;
  freshPendingOrganisation(): Promise<number>;
  /** A user of A's, made straight in the database (no mail), for rows that change users. */
  freshUserOfA(): Promise<number>;
};

/** The id of what a setup request made (201), else the run stops with what it got. */
export async function created(res: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const r = await res;
  if (r.statusCode !== 201) throw new Error(`setup failed: ${r.statusCode} ${r.body}`);
  return (r.json() as { data: { id: number } }).data.id;
}

/**
 * What `make` makes, made once per fixture on its first use and shared by every row after (rows run in
 * any order, so none may rely on another having made it).
 */
export function oncePer<T>(make: (fx: Fixture) => Promise<T>): (fx: Fixture) => Promise<T> {
  const made = new WeakMap<Fixture, Promise<T>>();
  return (fx) => {
    let found = made.get(fx);
    if (!found) {
      found = make(fx);
      made.set(fx, found);
    }
    return found;
  };
}

export async function buildFixture(app: FastifyInstance, db: Db): Promise<Fixture> {
  const m: Masters = await loadMasters(app);
  const admin = await signIn(app, 'admin', DEMO.master_admin);
  const operatorStaff = await signIn(app, 'admin', DEMO.ats);
  const tag = Math.random().toString(36).slice(2, 8);
  const a = await newTenant(app, admin, 'consultancy', `Tenant A Recruitment ${tag}`);
  const b = await newTenant(app, admin, 'consultancy', `Tenant B Staffing ${tag}`);
  const inject = app.inject.bind(app);

  const template = (token: string) =>
    created(
      inject({
        method: 'POST',
        url: '/api/template/job-templates',
        headers: bearer(token),
        payload: { ...jobBody(m), name: `A's template ${tag}` },
      }),
    );
  const jobA = await postJob(app, a.token, jobBody(m, { title: `Reefer planner ${tag}` }));
  const templateA = await template(a.token);

  const cand = await newCandidate(app);
  const cv = fileUpload(minimalPdf('Cold chain planner'), 'planner-cv.pdf', 'application/pdf');
  const upload = await inject({
    method: 'POST',
    url: '/api/candidate/cv',
    payload: cv.payload,
    headers: { ...cv.headers, ...bearer(cand.token) },
  });
  if (upload.statusCode >= 300) throw new Error(`CV upload failed: ${upload.body}`);
  const applicationA = await applyFor(app, cand.token, jobA);

  const note = (token: string, body: string) =>
    created(
      inject({
        method: 'POST',
        url: `/api/candidate/consultant-feedback/${cand.id}`,
        headers: bearer(token),
        payload: { body },
      }),
    );
  const emailTemplate = () =>
    created(
      inject({
        method: 'POST',
        url: '/api/template/email',
        headers: bearer(a.token),
        payload: {
          name: `A's mail ${tag} ${Math.random().toString(36).slice(2, 8)}`,
          subject: 'A role for {{candidate.first_name}}',
          body: '<p>{{job.title}}: {{response_links}}</p>',
        },
      }),
    );
  const emailTemplateA = await emailTemplate();
  const campaign = await inject({
    method: 'POST',
    url: '/api/template/email/send',
    headers: bearer(a.token),
    payload: { template_id: emailTemplateA, job_id: jobA, recipients: { kind: 'applicants', job_id: jobA } },
  });
  if (campaign.statusCode !== 201) throw new Error(`setup failed: ${campaign.statusCode} ${campaign.body}`);
  const campaignA = (campaign.json() as { data: { campaign_id: number } }).data.campaign_id;

  const noteA = `Tenant A's note ${tag}`;
  const noteOperator = `Operator's note ${tag}`;
  await note(a.token, noteA);
  await note(operatorStaff, noteOperator);

  return {
    app,
    db,
    tokens: { operator: admin, tenantA: a.token, tenantB: b.token, candidate: cand.token },
    a,
    b,
    operatorId: await operatorClientId(db),
    candidate: { id: cand.id, email: cand.email },
    jobA,
    templateA,
    applicationA,
    emailTemplateA,
    campaignA,
    noteA,
    noteOperator,
    aUserId: await userIdOf(db, a.email),
    freshDraftOfA: () => postJob(app, a.token, jobBody(m, { status: 'draft' })),
    freshPublishedOfA: () => postJob(app, a.token, jobBody(m)),
    freshTemplateOfA: () => template(a.token),
    freshEmailTemplateOfA: emailTemplate,
    async freshUserOfA() {
      const [row] = await db
        .insert(users)
        .values({
          email: `member-${Math.random().toString(36).slice(2, 10)}@example.com`,
          passwordHash: '',
          role: 'ats',
          firstName: 'Table',
          lastName: 'Member',
          clientId: a.id,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('setup failed: no user');
      return row.id;
    },
    async freshPendingOrganisation() {
      const body = clientBody({ client_type: 'consultancy', company_name: `Pending ${tag}` });
      const reg = await inject({ method: 'POST', url: '/api/employers/register', payload: body });
      if (reg.statusCode !== 202) throw new Error(`registration failed: ${reg.body}`);
      return clientIdOf(app, body.email);
    },
  };
}
