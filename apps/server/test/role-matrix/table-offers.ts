import { offerToday } from '@portal/contract/offers';
import { applyFor } from '../helpers/applications';
import type { Cand, Fixture, Owner } from './fixture';
import { homeOf } from './fixture';
import { anyone, only, orgObject, ownOrgOnly, RECRUITERS, type Table } from './table';

/*
 * Offers (issue 28 item 5). Templates are the organisation's own (the operator's staff too); offers
 * follow the applicants' rule (master_admin reaches every organisation's with jobs.manage_all); a
 * candidate reaches only their own; the mailed link is public and a junk token is 400.
 */

const candidateOwn = (status: number) => ({
  own: only(status, ['candidate']),
  other: only(404, ['candidate']),
});

const unique = () => Math.random().toString(36).slice(2, 10);
const DAY = 86_400_000;
const offerBody = (templateId: number) => ({
  template_id: templateId,
  salary_amount: 7000,
  currency: 'AED',
  start_date: offerToday(new Date(Date.now() + 20 * DAY)),
  expires_on: offerToday(new Date(Date.now() + 5 * DAY)),
});
const TEMPLATE = () => ({
  name: `Matrix offer ${unique()}`,
  body: 'Dear {{candidate.name}}: {{offer.salary}}',
});

const kept = new Map<string, Promise<number>>();
const keep = (key: string, make: () => Promise<number>) => {
  const found = kept.get(key) ?? make();
  kept.set(key, found);
  return found;
};
const template = (fx: Fixture, o: Owner) =>
  keep(`${fx.tag}:template:${o}`, () =>
    fx.post(fx.maker[o], '/api/offers/templates', TEMPLATE()).then((d) => d.id),
  );
/** A fresh application of cand2 to a fresh job of the owner's (an offer needs one without a pending offer). */
const application = async (fx: Fixture, o: Owner) =>
  applyFor(fx.app, fx.candOf.other.token, await fx.make.job(o));
const makeOffer = async (fx: Fixture, o: Owner, candidate: Cand = 'other') => {
  const app = await applyFor(fx.app, fx.candOf[candidate].token, await fx.make.job(o));
  return fx
    .post(fx.maker[o], `/api/offers/application/${app}`, offerBody(await template(fx, o)))
    .then((d) => d.id);
};
const offerOf = (fx: Fixture, o: Owner, allowed: boolean) =>
  allowed ? makeOffer(fx, o) : keep(`${fx.tag}:offer:${o}`, () => makeOffer(fx, o));
const candidateOffer = (fx: Fixture, c: Cand, allowed: boolean) =>
  allowed ? makeOffer(fx, 'A', c) : keep(`${fx.tag}:cand-offer:${c}`, () => makeOffer(fx, 'A', c));

const junk = 'token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const OFFERS: Table = {
  'GET /api/offers/templates': { expect: only(200, RECRUITERS) },
  'POST /api/offers/templates': { expect: only(201, RECRUITERS), call: () => ({ payload: TEMPLATE() }) },
  'GET /api/offers/templates/{id}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({ params: { id: await template(fx, o) } }),
  },
  'PATCH /api/offers/templates/{id}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({
      params: { id: await template(fx, o) },
      payload: { name: `Renamed ${unique()}` },
    }),
  },
  'DELETE /api/offers/templates/{id}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o, _c, allowed) => ({
      params: {
        id: allowed
          ? await fx.post(fx.maker[o], '/api/offers/templates', TEMPLATE()).then((d) => d.id)
          : await template(fx, o),
      },
    }),
  },
  'GET /api/offers/application/{id}': {
    tenancy: 'org',
    ...orgObject(200),
    call: async (fx, o) => ({ params: { id: await fx.obj.application(o) } }),
  },
  'POST /api/offers/application/{id}': {
    tenancy: 'org',
    ...orgObject(201),
    // The template is the caller's own organisation's; the application the owner's.
    call: async (fx, o, caller, allowed) => ({
      params: { id: allowed ? await application(fx, o) : await fx.obj.application(o) },
      payload: offerBody(await template(fx, homeOf(caller))),
    }),
  },
  'GET /api/offers/sent/{id}/pdf': {
    tenancy: 'org',
    ...orgObject(200),
    call: async (fx, o) => ({ params: { id: await offerOf(fx, o, false) } }),
  },
  'POST /api/offers/sent/{id}/withdraw': {
    tenancy: 'org',
    ...orgObject(200),
    call: async (fx, o, _c, allowed) => ({ params: { id: await offerOf(fx, o, allowed) } }),
  },
  'GET /api/offers/mine': { expect: only(200, ['candidate']) },
  'GET /api/offers/mine/{id}/pdf': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c) => ({ params: { id: await candidateOffer(fx, c, false) } }),
  },
  'POST /api/offers/mine/{id}/answer': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, _caller, allowed) => ({
      params: { id: await candidateOffer(fx, c, allowed) },
      payload: { answer: 'decline' },
    }),
  },
  'GET /api/offers/link': { expect: anyone(400), call: () => ({ query: junk }) },
  'GET /api/offers/link/pdf': { expect: anyone(400), call: () => ({ query: junk }) },
  'POST /api/offers/link/answer': {
    expect: anyone(400),
    call: () => ({ payload: { token: junk.slice(6), answer: 'accept' } }),
  },
};
