import type { FastifyInstance } from 'fastify';
import { clientIdOf } from './registration';
import { bearer, clientBody, signIn } from './requests';

type Item = { id: number; slug: string; parent_id: number | null };
export type Masters = (list: string, slug: string) => number;

/** Master-data ids by list and slug, read through the public API. */
export async function loadMasters(app: FastifyInstance): Promise<Masters> {
  const lists = [
    'countries',
    'states',
    'cities',
    'designations',
    'functional_areas',
    'industries',
    'skills',
    'education_levels',
  ];
  const map = new Map<string, number>();
  for (const list of lists) {
    const res = await app.inject({ method: 'GET', url: `/api/master/${list}` });
    for (const item of res.json<{ data: Item[] }>().data) map.set(`${list}:${item.slug}`, item.id);
  }
  return (list, slug) => {
    const id = map.get(`${list}:${slug}`);
    if (id === undefined) throw new Error(`no ${list} ${slug}`);
    return id;
  };
}

/** A valid job body (a warehouse job in Jebel Ali); override any field. */
export function jobBody(m: Masters, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Warehouse Team Leader',
    description: 'Lead a team of twelve in a bonded warehouse: receiving, put-away, picking and dispatch.',
    designation_id: m('designations', 'warehouse-supervisor'),
    functional_area_id: m('functional_areas', 'warehousing'),
    industry_id: m('industries', 'third-party-logistics-3pl'),
    skill_ids: [m('skills', 'sap-ewm'), m('skills', 'rf-scanning')],
    locations: [
      {
        country_id: m('countries', 'united-arab-emirates'),
        state_id: m('states', 'dubai'),
        city_id: m('cities', 'jebel-ali'),
      },
    ],
    experience_min: 3,
    experience_max: 6,
    salary_min: 6000,
    salary_max: 9000,
    ...overrides,
  };
}

/** Registers, activates and signs in a new employer organisation; returns its token and id. */
export async function newEmployer(app: FastifyInstance, adminToken: string, name: string) {
  const body = clientBody({ company_name: name });
  const reg = await app.inject({ method: 'POST', url: '/api/employers/register', payload: body });
  if (reg.statusCode !== 202) throw new Error(`registration failed: ${reg.statusCode} ${reg.body}`);
  const id = await clientIdOf(app, body.email);
  await app.inject({
    method: 'PATCH',
    url: `/api/employers/${id}/status`,
    headers: bearer(adminToken),
    payload: { action: 'activate' },
  });
  return { id, token: await signIn(app, 'employer', body.email, body.password) };
}

/** Creates a job through the API (published unless told otherwise) and returns its id. */
export async function postJob(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/jobs/',
    headers: bearer(token),
    payload: { status: 'published', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`post job failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
}
