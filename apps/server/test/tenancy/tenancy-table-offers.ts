import { offerToday } from '@portal/contract/offers';
import { expect } from 'vitest';
import { applyFor } from '../helpers/applications';
import { bearer } from '../helpers/requests';
import { created, type Fixture, oncePer, type Who } from './tenancy-fixture';
import { type Cell, ids, ofA, ok, type Row } from './tenancy-table';

/*
 * Offers (issue 28 item 5) in the tenancy table: A's offer-letter template is A's alone (the
 * operator's staff included); A's offer is A's and the operator's (as applicants are), its PDF too;
 * the candidate reaches their own offer and nothing of the organisation's side.
 */

type Made = { template: number; application: number; offer: number };

/** A's template, and A's offer on a fresh application of the fixture's candidate (made once per run). */
const offerOfA = oncePer(async (fx): Promise<Made> => {
  const post = (url: string, payload: object) =>
    created(fx.app.inject({ method: 'POST', url, headers: bearer(fx.tokens.tenantA), payload }));
  const template = await post('/api/offers/templates', {
    name: "A's offer letter",
    body: 'Dear {{candidate.name}}, {{offer.salary}} from {{offer.start_date}}.',
  });
  const application = await applyFor(fx.app, fx.tokens.candidate, await fx.freshPublishedOfA());
  const offer = await post(`/api/offers/application/${application}`, {
    template_id: template,
    salary_amount: 6000,
    currency: 'AED',
    start_date: offerToday(new Date(Date.now() + 30 * 86_400_000)),
    expires_on: offerToday(new Date(Date.now() + 7 * 86_400_000)),
  });
  return { template, application, offer };
});
const candidateOnly = (cell: Cell): Record<Who, Cell> => ({
  operator: 403,
  tenantA: 403,
  tenantB: 403,
  candidate: cell,
  guest: 401,
});
const offerIds = (b: unknown) => (b as { data: { offers: { id: number }[] } }).data.offers.map((o) => o.id);
/** What the fixture's run made, for the checks (they run after the request that made it). */
const got = (fx: Fixture) => {
  const m = resolved.get(fx);
  if (!m) throw new Error('the offer was not made');
  return m;
};
const resolved = new WeakMap<Fixture, Made>();
const get = (url: (m: Made) => string) => async (fx: Fixture) => {
  const m = await offerOfA(fx);
  resolved.set(fx, m);
  return { method: 'GET' as const, url: url(m) };
};

export const OFFERS_TABLE: Row[] = [
  {
    route: 'GET offers/templates',
    request: get(() => '/api/offers/templates?page_size=100'),
    expect: {
      operator: ok(200, (b, fx) => expect(ids(b)).not.toContain(got(fx).template)),
      tenantA: ok(200, (b, fx) => expect(ids(b)).toContain(got(fx).template)),
      tenantB: ok(200, (b, fx) => expect(ids(b)).not.toContain(got(fx).template)),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: 'GET offers/templates/{id}',
    request: get((m) => `/api/offers/templates/${m.template}`),
    expect: ofA(404, 200),
  },
  {
    route: 'GET offers/application/{id}',
    request: get((m) => `/api/offers/application/${m.application}`),
    expect: ofA(ok(200, (b, fx) => expect(offerIds(b)).toEqual([got(fx).offer]))),
  },
  {
    route: 'GET offers/sent/{id}/pdf',
    request: get((m) => `/api/offers/sent/${m.offer}/pdf`),
    expect: ofA(200),
  },
  {
    route: 'GET offers/mine',
    request: get(() => '/api/offers/mine'),
    expect: candidateOnly(ok(200, (b, fx) => expect(ids(b)).toEqual([got(fx).offer]))),
  },
  {
    route: 'GET offers/mine/{id}/pdf',
    request: get((m) => `/api/offers/mine/${m.offer}/pdf`),
    expect: candidateOnly(200),
  },
];
