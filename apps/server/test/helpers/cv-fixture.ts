import type { FastifyInstance } from 'fastify';
import { newCandidate } from './applications';
import { bearer } from './requests';
import { fileUpload, minimalPdf } from './uploads';

/** Master-data ids by list and slug, every list. */
export type AllMasters = (list: string, slug: string) => number;

export async function allMasters(app: FastifyInstance): Promise<AllMasters> {
  const lists = [
    'countries',
    'states',
    'cities',
    'designations',
    'functional_areas',
    'industries',
    'skills',
    'education_levels',
    'certifications',
    'visa_statuses',
    'notice_periods',
  ];
  const map = new Map<string, number>();
  await Promise.all(
    lists.map(async (list) => {
      const res = await app.inject({ method: 'GET', url: `/api/master/${list}` });
      for (const item of res.json<{ data: { id: number; slug: string }[] }>().data)
        map.set(`${list}:${item.slug}`, item.id);
    }),
  );
  return (list, slug) => {
    const id = map.get(`${list}:${slug}`);
    if (id === undefined) throw new Error(`no ${list} ${slug}`);
    return id;
  };
}

export type CandidateSpec = {
  first_name?: string;
  headline?: string;
  summary?: string;
  /** Text of an uploaded PDF CV; no CV when absent. */
  cv?: string;
  skills?: string[];
  state?: string;
  city?: string;
  experience?: number;
  visa?: string;
  notice?: string;
  desiredLocations?: string[];
  desiredDesignations?: string[];
  desiredIndustries?: string[];
  expectedSalary?: number;
  certification?: { slug: string; expires_on?: string; issued_on?: string };
  education?: string;
  current?: { company: string; job_title: string; designation?: string };
  hidden?: boolean;
  /** Leave the basic profile incomplete (no nationality). */
  incomplete?: boolean;
};

async function ok(res: Promise<{ statusCode: number; body: string }>, what: string) {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what} failed: ${r.statusCode} ${r.body}`);
  return r;
}

/**
 * A candidate the CV database lists (complete basic profile, visible), with the given profile; the
 * caller puts a unique word in the headline or CV so a search finds only its own candidates.
 */
export async function listedCandidate(app: FastifyInstance, m: AllMasters, spec: CandidateSpec) {
  const cand = await newCandidate(app, spec.first_name ? { first_name: spec.first_name } : {});
  const call = (method: 'PATCH' | 'PUT' | 'POST', url: string, payload: object, what: string) =>
    ok(app.inject({ method, url, headers: bearer(cand.token), payload }), what);
  const uae = m('countries', 'united-arab-emirates');
  await call(
    'PATCH',
    '/api/candidate/update',
    {
      ...(spec.incomplete ? {} : { nationality_id: m('countries', 'india') }),
      current_location: {
        country_id: uae,
        state_id: m('states', spec.state ?? 'dubai'),
        ...(spec.city ? { city_id: m('cities', spec.city) } : {}),
      },
      total_experience_years: spec.experience ?? 5,
      skill_ids: (spec.skills ?? []).map((s) => m('skills', s)),
      ...(spec.visa ? { visa_status_id: m('visa_statuses', spec.visa) } : {}),
      ...(spec.notice ? { notice_period_id: m('notice_periods', spec.notice) } : {}),
      ...(spec.hidden ? { hidden: true } : {}),
    },
    'profile update',
  );
  if (spec.headline || spec.summary)
    await call(
      'PUT',
      '/api/candidate/summary',
      { headline: spec.headline ?? '', summary: spec.summary ?? '' },
      'summary',
    );
  if (
    spec.desiredLocations ||
    spec.desiredDesignations ||
    spec.desiredIndustries ||
    spec.expectedSalary != null
  )
    await call(
      'PUT',
      '/api/candidate/desired-job',
      {
        location_ids: (spec.desiredLocations ?? []).map((s) => m('states', s)),
        designation_ids: (spec.desiredDesignations ?? []).map((s) => m('designations', s)),
        industry_ids: (spec.desiredIndustries ?? []).map((s) => m('industries', s)),
        ...(spec.expectedSalary != null ? { expected_salary: spec.expectedSalary } : {}),
      },
      'desired job',
    );
  if (spec.certification)
    await call(
      'POST',
      '/api/candidate/certification',
      {
        certification_id: m('certifications', spec.certification.slug),
        issued_on: spec.certification.issued_on ?? '2020-01-01',
        ...(spec.certification.expires_on ? { expires_on: spec.certification.expires_on } : {}),
      },
      'certification',
    );
  if (spec.education)
    await call(
      'POST',
      '/api/candidate/educations',
      {
        institution: 'Heriot-Watt University Dubai',
        education_level_id: m('education_levels', spec.education),
      },
      'education',
    );
  if (spec.current)
    await call(
      'POST',
      '/api/candidate/employments',
      {
        company: spec.current.company,
        job_title: spec.current.job_title,
        ...(spec.current.designation ? { designation_id: m('designations', spec.current.designation) } : {}),
        start_date: '2021-03-01',
        is_current: true,
      },
      'employment',
    );
  if (spec.cv) {
    const cv = fileUpload(minimalPdf(spec.cv), 'cv.pdf', 'application/pdf');
    await ok(
      app.inject({
        method: 'POST',
        url: '/api/candidate/cv',
        payload: cv.payload,
        headers: { ...cv.headers, ...bearer(cand.token) },
      }),
      'CV upload',
    );
  }
  return cand;
}

/** A word no other test's data holds, so a search sees only this test's candidates. */
export const uniqueWord = () =>
  `zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;

let addedSeq = 0;
/**
 * A candidate an organisation adds with a CV (the text given): name, e-mail and phone only, so the
 * profile is incomplete; awaiting the claim, he is that organisation's alone in the CV search.
 */
export async function addedCandidate(
  app: FastifyInstance,
  token: string,
  spec: { first_name: string; cv: string },
): Promise<{ id: number; email: string }> {
  addedSeq += 1;
  const word = uniqueWord();
  const email = `added-${word}@example.com`;
  const fields: Record<string, string> = {
    first_name: spec.first_name,
    last_name: `Added${word.replace(/[^a-z]/gi, '')}`,
    email,
    phone: `+971 52 ${String(Date.now() % 100_000).padStart(5, '0')}${addedSeq % 10}${Math.floor(Math.random() * 10)}`,
  };
  const b = `----ad${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    minimalPdf(spec.cv),
    Buffer.from(`\r\n--${b}--\r\n`),
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/candidate/candidates-create',
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${b}`, ...bearer(token) },
  });
  if (res.statusCode !== 201) throw new Error(`adding failed: ${res.statusCode} ${res.body}`);
  return { id: res.json<{ data: { id: number } }>().data.id, email };
}
