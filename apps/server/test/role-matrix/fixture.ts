import type { Role } from '@portal/contract/roles';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/core/db/client';
import { users } from '../../src/core/db/schema/users';
import { hashPassword } from '../../src/core/lib/passwords';
import { applyFor, newCandidate } from '../helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../helpers/jobs';
import { clientIdOf } from '../helpers/registration';
import { bearer, clientBody, DEMO, LOGIN_URL, signIn } from '../helpers/requests';
import { newTenant, operatorClientId } from '../helpers/tenancy';
import { fileUpload, jpegWithExif, minimalPdf } from '../helpers/uploads';

/**
 * Who calls: a guest, a candidate, an employer (the first user of a fresh employer organisation E),
 * the consultancy, consultancy_admin and ats users of a fresh consultancy tenant A, a consultant of the
 * operator's staff, a master_admin, a suspended user of A and a user of A given a custom role.
 */
export const CALLERS = [
  'guest',
  'candidate',
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'staff',
  'master_admin',
  'suspended',
  'custom',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Whose object a call names: E, A, the operator, another tenant B; or a candidate's own or another's. */
export type Owner = 'E' | 'A' | 'op' | 'B';
export type Cand = 'self' | 'other';

/** The custom role's permissions: a small subset on the ATS kind (job posting and templates). */
export const CUSTOM_PERMISSIONS = ['jobs.manage', 'templates.manage'];

const PASSWORD = 'Matrix-Harbour-Crane-42';

/** The caller's own organisation (a caller without one is given A's objects: never its own). */
export const homeOf = (caller: Caller): Owner =>
  caller === 'employer' ? 'E' : caller === 'staff' || caller === 'master_admin' ? 'op' : 'A';

type Id = number;
type Json = { data: { id: Id } };

export type Fixture = Awaited<ReturnType<typeof buildFixture>>;

async function must(res: Promise<{ statusCode: number; body: string; json: <T>() => T }>, status = 201) {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`setup failed: ${r.statusCode} ${r.body.slice(0, 300)}`);
  return r.json<Json>().data;
}

/** Memoises an object per key, so a read-only cell reuses what another made. */
function memo<K, V>(make: (k: K) => Promise<V>) {
  const cache = new Map<K, Promise<V>>();
  return (k: K) => {
    let v = cache.get(k);
    if (!v) {
      v = make(k);
      cache.set(k, v);
    }
    return v;
  };
}

export async function buildFixture(app: FastifyInstance, db: Db) {
  const m: Masters = await loadMasters(app);
  const tag = Math.random().toString(36).slice(2, 8);
  const demoAdmin = await signIn(app, 'admin', DEMO.master_admin);
  const operator = await operatorClientId(db);
  const hash = await hashPassword(PASSWORD);
  const inject = app.inject.bind(app);

  const E = await newEmployer(app, demoAdmin, `Matrix Freight ${tag}`);
  const A = await newTenant(app, demoAdmin, 'consultancy', `Matrix A Recruitment ${tag}`);
  const B = await newTenant(app, demoAdmin, 'consultancy', `Matrix B Staffing ${tag}`);

  /** A user made straight in the database (no invitation mail); signs in through its own door. */
  async function account(clientId: number, role: Exclude<Role, 'candidate'>) {
    const email = `matrix-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const [row] = await db
      .insert(users)
      .values({ email, passwordHash: hash, role, firstName: 'Matrix', lastName: 'Member', clientId })
      .returning({ id: users.id });
    if (!row) throw new Error('setup failed: no user');
    return { id: row.id, email };
  }
  async function member(clientId: number, role: Exclude<Role, 'candidate'>) {
    const u = await account(clientId, role);
    const kind = role === 'employer' ? 'employer' : clientId === operator ? 'admin' : 'consultancy';
    return { ...u, token: await signIn(app, kind, u.email, PASSWORD) };
  }

  const admin = await member(operator, 'master_admin');
  const customRole = await must(
    inject({
      method: 'POST',
      url: '/api/settings/roles',
      headers: bearer(admin.token),
      payload: { name: `Matrix poster ${tag}`, kind: 'ats', permissions: CUSTOM_PERMISSIONS },
    }),
  ).then((d) => (d as unknown as { key: string }).key);

  /** A session of a fresh user like the caller: for calls that end or change the session. */
  async function throwaway(caller: Exclude<Caller, 'guest'>): Promise<string> {
    switch (caller) {
      case 'candidate':
        return (await newCandidate(app)).token;
      case 'employer':
        return (await member(E.id, 'employer')).token;
      case 'staff':
        return (await member(operator, 'consultancy')).token;
      case 'master_admin':
        return (await member(operator, 'master_admin')).token;
      case 'suspended': {
        const u = await member(A.id, 'ats');
        // What suspending does (user-admin): the status, and every session ended.
        await db
          .update(users)
          .set({ status: 'suspended', suspendedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, u.id));
        return u.token;
      }
      case 'custom': {
        const u = await member(A.id, 'ats');
        await db.update(users).set({ customRole }).where(eq(users.id, u.id));
        return u.token;
      }
      case 'consultancy_admin':
        return (await member(A.id, 'consultancy_admin')).token;
      default:
        return (await member(A.id, caller)).token;
    }
  }

  const cand = await newCandidate(app);
  const cand2 = await newCandidate(app);
  // cand2 is in the CV database (visible, basic profile complete) with a CV: the candidate
  // organisations reach through search, applications and folders.
  const cv = fileUpload(minimalPdf('Cold chain planner'), 'planner-cv.pdf', 'application/pdf');
  await must(
    inject({
      method: 'POST',
      url: '/api/candidate/cv',
      payload: cv.payload,
      headers: { ...cv.headers, ...bearer(cand2.token) },
    }),
    200,
  );
  await must(
    inject({
      method: 'PATCH',
      url: '/api/candidate/update',
      headers: bearer(cand2.token),
      payload: {
        nationality_id: m('countries', 'india'),
        current_location: {
          country_id: m('countries', 'united-arab-emirates'),
          state_id: m('states', 'dubai'),
        },
        total_experience_years: 6,
      },
    }),
    200,
  );

  const tokens: Record<Exclude<Caller, 'guest'>, string> = {
    candidate: cand.token,
    employer: E.token,
    consultancy: (await member(A.id, 'consultancy')).token,
    consultancy_admin: A.token,
    ats: (await member(A.id, 'ats')).token,
    staff: (await member(operator, 'consultancy')).token,
    master_admin: admin.token,
    suspended: await throwaway('suspended'),
    custom: await throwaway('custom'),
  };
  /** Who makes an organisation's objects. */
  const maker: Record<Owner, string> = { E: E.token, A: A.token, op: admin.token, B: B.token };
  const orgId: Record<Owner, number> = { E: E.id, A: A.id, op: operator, B: B.id };
  const candOf: Record<Cand, typeof cand> = { self: cand, other: cand2 };
  const post = (token: string, url: string, payload: object, status = 201) =>
    must(inject({ method: 'POST', url, headers: bearer(token), payload }), status);
  const unique = () => Math.random().toString(36).slice(2, 10);

  const make = {
    job: (o: Owner) => postJob(app, maker[o], jobBody(m, { title: `Matrix planner ${tag}` })),
    draft: (o: Owner) => postJob(app, maker[o], jobBody(m, { status: 'draft' })),
    template: (o: Owner) =>
      post(maker[o], '/api/template/job-templates', { ...jobBody(m), name: `Matrix ${unique()}` }).then(
        (d) => d.id,
      ),
    emailTemplate: (o: Owner) =>
      post(maker[o], '/api/template/email', {
        name: `Matrix mail ${unique()}`,
        subject: 'A role for {{candidate.first_name}}',
        body: '<p>{{job.title}}: {{response_links}}</p>',
      }).then((d) => d.id),
    folder: (o: Owner) =>
      post(maker[o], '/api/template/cv-folder', { name: `Matrix ${unique()}` }).then((d) => d.id),
    savedSearch: (o: Owner) =>
      post(maker[o], '/api/search/candidate-create', {
        name: `Matrix ${unique()}`,
        criteria: { q: 'forklift' },
      }).then((d) => d.id),
    contact: (o: Owner) =>
      post(maker[o], '/api/employers/contacts', {
        name: 'Mariam Yousef',
        role: 'HR manager',
        email: `contact-${unique()}@example.com`,
      }).then((d) => d.id),
    branch: (o: Owner) =>
      post(maker[o], '/api/employers/branches', {
        name: `Branch ${unique()}`,
        state_id: m('states', 'dubai'),
        address: 'Plot 12, Jebel Ali Free Zone',
      }).then((d) => d.id),
    /** A user of the organisation (never signed in): the employer kind in E, an ATS user elsewhere. */
    member: async (o: Owner) => (await account(orgId[o], o === 'E' ? 'employer' : 'ats')).id,
    skill: () =>
      post(admin.token, '/api/master/admin/skills', { name: `Matrix skill ${unique()}` }).then((d) => d.id),
    share: async (o: Owner): Promise<number> => {
      await obj.application(o);
      return post(maker[o], `/api/client-cv/${cand2.id}/shares`, { expires_in_days: 7 }).then((d) => d.id);
    },
    /** A candidate the owner added (issue 29): name, e-mail and phone only, not yet claimed. */
    added: (o: Owner) =>
      post(maker[o], '/api/candidate/candidates-create', {
        first_name: 'Yousef',
        last_name: 'Matrix',
        email: `added-${unique()}@example.com`,
        phone: `+971 55 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
      }).then((d) => d.id),
    /** The same with one education, employment and certification: ids of the candidate and each. */
    addedWithItems: async (o: Owner) => {
      const id = await make.added(o);
      const base = `/api/candidate/added/${id}`;
      const items = async (
        path: string,
        payload: object,
        list: 'educations' | 'employments' | 'certifications',
      ) => {
        const res = await inject({
          method: 'POST',
          url: `${base}/${path}`,
          headers: bearer(maker[o]),
          payload,
        });
        if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
        const got = res.json<{ data: Record<typeof list, { id: number }[]> }>().data[list][0];
        if (!got) throw new Error('setup failed: no item');
        return got.id;
      };
      return {
        id,
        education: await items('educations', { institution: 'Dubai Men’s College' }, 'educations'),
        employment: await items(
          'employments',
          {
            company: 'Gulf Cold Stores',
            job_title: 'Storekeeper',
            start_date: '2020-01-01',
            is_current: true,
          },
          'employments',
        ),
        certification: await items('certification', { name: 'Forklift licence' }, 'certifications'),
      };
    },
    articleWithImage: async () => {
      const id = await make.article();
      const image = fileUpload(await jpegWithExif(800, 400), 'berth.jpg', 'image/jpeg');
      await must(
        inject({
          method: 'POST',
          url: `/api/settings/logistics-news/${id}/image`,
          headers: { ...image.headers, ...bearer(admin.token) },
          payload: image.payload,
        }),
        200,
      );
      return id;
    },
    article: () =>
      post(admin.token, '/api/settings/logistics-news', {
        title: `Jebel Ali adds berths ${unique()}`,
        summary: 'The port adds four berths for larger container ships this year.',
        body: '<p>Four new berths.</p>',
      }).then((d) => d.id),
    role: () =>
      post(admin.token, '/api/settings/roles', { name: `Matrix spare ${unique()}`, kind: 'ats' }).then(
        (d) => (d as unknown as { key: string }).key,
      ),
    group: () =>
      post(admin.token, '/api/settings/role-groups', {
        name: `Matrix group ${unique()}`,
        permissions: ['cv.search'],
      }).then((d) => d.id),
    plan: () =>
      post(admin.token, '/api/plans/', {
        name: `Matrix plan ${unique()}`,
        limits: {
          active_jobs: null,
          cv_views: null,
          cv_downloads: null,
          recruiter_emails: null,
          users: null,
        },
      }).then((d) => d.id),
    pending: async () => {
      const body = clientBody({ client_type: 'consultancy', company_name: `Matrix pending ${unique()}` });
      await must(inject({ method: 'POST', url: '/api/employers/register', payload: body }), 202).catch(() => {
        throw new Error('setup failed: registration');
      });
      return clientIdOf(app, body.email as string);
    },
  };
  const obj = {
    job: memo(make.job),
    template: memo(make.template),
    emailTemplate: memo(make.emailTemplate),
    folder: memo(make.folder),
    savedSearch: memo(make.savedSearch),
    contact: memo(make.contact),
    branch: memo(make.branch),
    member: memo(make.member),
    plan: memo(make.plan),
    /** cand2 applied to the organisation's job. */
    application: memo(async (o: Owner): Promise<number> => applyFor(app, cand2.token, await obj.job(o))),
    campaign: memo(async (o: Owner): Promise<number> => {
      const job = await obj.job(o);
      await obj.application(o);
      const res = await inject({
        method: 'POST',
        url: '/api/template/email/send',
        headers: bearer(maker[o]),
        payload: {
          template_id: await obj.emailTemplate(o),
          job_id: job,
          recipients: { kind: 'applicants', job_id: job },
        },
      });
      if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
      return res.json<{ data: { campaign_id: number } }>().data.campaign_id;
    }),
    share: memo((o: Owner): Promise<number> => make.share(o)),
    /** A candidate of the CV database (visible, complete: a seeded one), found as master_admin. */
    cvCandidate: memo(async (): Promise<number> => cand2.id),
    folderWithCandidate: memo(
      async (o: Owner): Promise<number> =>
        post(maker[o], '/api/template/cv-folder', {
          name: `Matrix ${unique()}`,
          candidate_ids: [await obj.cvCandidate(undefined)],
        }).then((d) => d.id),
    ),
    skill: memo(() => make.skill()),
    enquiry: memo(async () => {
      const email = `enquiry-${unique()}@example.com`;
      await must(
        inject({
          method: 'POST',
          url: '/api/settings/enquiry',
          payload: {
            name: 'Hamad Saeed',
            email,
            service: 'general',
            message: 'We need six forklift drivers.',
          },
        }),
      );
      const res = await inject({
        method: 'GET',
        url: `/api/settings/enquiry?q=${email}`,
        headers: bearer(admin.token),
      });
      const id = res.json<{ data: { id: number }[] }>().data[0]?.id;
      if (!id) throw new Error(`setup failed: no enquiry ${res.body.slice(0, 200)}`);
      return id;
    }),
    article: memo(() => make.article()),
    group: memo(() => make.group()),
    /** Issue 28 item 4: a message with an attachment, sent by the organisation to cand2. */
    messageAttachment: memo(async (o: Owner): Promise<number> => {
      const file = fileUpload(minimalPdf('Site map'), 'site-map.pdf', 'application/pdf');
      return must(
        inject({
          method: 'POST',
          url: `/api/messages/${await obj.application(o)}`,
          headers: { ...file.headers, ...bearer(maker[o]) },
          payload: file.payload,
        }),
      ).then((d) => d.id);
    }),
  };

  /** The same makers, each keeping what it made per argument: for calls that are refused. */
  const spares = new Map<string, Promise<unknown>>();
  const spare = Object.fromEntries(
    Object.entries(make).map(([name, fn]) => [
      name,
      (arg?: unknown) => {
        const key = `${name}:${String(arg)}`;
        const found = spares.get(key) ?? (fn as (a?: unknown) => Promise<unknown>)(arg);
        spares.set(key, found);
        return found;
      },
    ]),
  ) as typeof make;
  const fresh = (allowed: boolean) => (allowed ? make : spare);

  /** cand2 applies to a job (the campaign's recipient). */
  const apply = async (job: number) => {
    const res = await inject({
      method: 'POST',
      url: '/api/jobs/apply',
      headers: bearer(cand2.token),
      payload: { job_id: job },
    });
    // A job kept for refused calls may have had its applicant already.
    if (res.statusCode !== 201 && res.statusCode !== 409) throw new Error(`setup failed: ${res.body}`);
  };

  return {
    apply,
    fresh,
    app,
    db,
    m,
    tag,
    tokens,
    throwaway,
    maker,
    orgId,
    candOf,
    make,
    obj,
    operator,
    customRole,
    E,
    A,
    B,
    post,
  };
}

export const LOGIN = LOGIN_URL;
