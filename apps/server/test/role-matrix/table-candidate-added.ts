import type { Fixture, Owner } from './fixture';
import { freshById, type Make, ownOrgOnly, type Table } from './table';

/*
 * A candidate an organisation added (issue 29 item 3): the adding organisation (the operator's staff
 * for the operator's) reads and completes the profile; another organisation's is not there (404), for
 * the operator's staff too. `candidates.create`: every organisation user, not the custom role.
 */

type Item = 'education' | 'employment' | 'certification';
const withItem =
  (item: Item, payload?: object): Make<Owner> =>
  async (fx: Fixture, o, _c, allowed) => {
    const made = await fx.fresh(allowed).addedWithItems(o);
    return { params: { id: made.id, itemId: made[item] }, ...(payload ? { payload } : {}) };
  };
const fresh =
  (payload: object): Make<Owner> =>
  async (fx, o, c, allowed) => ({
    ...(await freshById('added')(fx, o, c, allowed)),
    payload,
  });

export const CANDIDATE_ADDED: Table = {
  'GET /api/candidate/added/{id}': { tenancy: 'org', ...ownOrgOnly(200), call: freshById('added') },
  'PATCH /api/candidate/added/{id}/update': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: fresh({ total_experience_years: 4 }),
  },
  'PUT /api/candidate/added/{id}/summary': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: fresh({ headline: 'Storekeeper', summary: 'Kept a bonded store.' }),
  },
  'PUT /api/candidate/added/{id}/desired-job': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: fresh({
      designation_ids: [],
      functional_area_ids: [],
      industry_ids: [],
      location_ids: [],
      employment_types: [],
      expected_salary_currency: 'AED',
    }),
  },
  'POST /api/candidate/added/{id}/educations': {
    tenancy: 'org',
    ...ownOrgOnly(201),
    call: fresh({ institution: 'Higher Colleges of Technology' }),
  },
  'PATCH /api/candidate/added/{id}/educations/{itemId}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: withItem('education', { field_of_study: 'Logistics' }),
  },
  'DELETE /api/candidate/added/{id}/educations/{itemId}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: withItem('education'),
  },
  'POST /api/candidate/added/{id}/employments': {
    tenancy: 'org',
    ...ownOrgOnly(201),
    call: fresh({ company: 'Falcon 3PL', job_title: 'Picker', start_date: '2021-05-01', is_current: true }),
  },
  'PATCH /api/candidate/added/{id}/employments/{itemId}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: withItem('employment', { job_title: 'Senior Storekeeper' }),
  },
  'DELETE /api/candidate/added/{id}/employments/{itemId}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: withItem('employment'),
  },
  'POST /api/candidate/added/{id}/certification': {
    tenancy: 'org',
    ...ownOrgOnly(201),
    call: fresh({ name: 'First aid' }),
  },
  'PATCH /api/candidate/added/{id}/certification/{itemId}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: withItem('certification', { issuer: 'Red Crescent' }),
  },
  'DELETE /api/candidate/added/{id}/certification/{itemId}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: withItem('certification'),
  },
};
