import type { Caller, Cand, Fixture, Owner } from './fixture';

/** The status each caller gets. */
export type Expect = Record<Caller, number>;
/** A call of a route: the path's parameters, the query, a body (JSON or a raw multipart). */
export type Call = {
  params?: Record<string, string | number>;
  query?: string;
  payload?: object;
  raw?: { payload: string | Buffer; headers: Record<string, string> };
};
/**
 * Builds a cell's call. `allowed` says whether the table expects the call to succeed: only then
 * does a call that changes its object get a fresh one (`fx.fresh(allowed)`); refused calls share one.
 */
export type Make<O> = (fx: Fixture, owner: O, caller: Caller, allowed: boolean) => Call | Promise<Call>;

/**
 * One row of the matrix. A route naming an organisation's object is called twice per caller: on an
 * object of the caller's own organisation (`own`) and on one of another tenant's (`other`); a route
 * naming a candidate's own record, on the calling candidate's and on another candidate's.
 */
export type Entry =
  | { tenancy?: undefined; expect: Expect; call?: Make<undefined>; session?: 'throwaway' }
  | { tenancy: 'org'; own: Expect; other: Expect; call: Make<Owner> }
  | { tenancy: 'candidate'; own: Expect; other: Expect; call: Make<Cand> };

const SIGNED_IN: Exclude<Caller, 'guest' | 'suspended'>[] = [
  'candidate',
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'staff',
  'master_admin',
  'custom',
];

/** Public: every caller, signed in or not, suspended or not. */
export const anyone = (status: number, over: Partial<Expect> = {}): Expect =>
  ({
    guest: status,
    suspended: status,
    ...Object.fromEntries(SIGNED_IN.map((c) => [c, status])),
    ...over,
  }) as Expect;

/** Any signed-in caller gets `status`; no token or an ended session gets 401. */
export const signedIn = (status: number, over: Partial<Expect> = {}): Expect =>
  anyone(status, { guest: 401, suspended: 401, ...over });

/** The named callers get `status`, every other signed-in caller 403; no session 401. */
export const only = (status: number, who: readonly Caller[], over: Partial<Expect> = {}): Expect =>
  signedIn(403, { ...Object.fromEntries(who.map((c) => [c, status])), ...over });

/**
 * applications.manage: organisation users of every kind (the tenants' and the operator's); the custom
 * role was not given it.
 */
export const RECRUITERS: readonly Caller[] = [
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'staff',
  'master_admin',
];
/** The operator's staff. */
export const STAFF: readonly Caller[] = ['staff', 'master_admin'];
/** Tenant A's users of the consultancy kinds. */
export const TEAM_A: readonly Caller[] = ['consultancy', 'consultancy_admin', 'ats'];

export type Table = Record<string, Entry>;

/**
 * An organisation's object: its own users reach it; another tenant's object is not there (404) for
 * anyone but the operator's staff holding the cross-organisation code (jobs.manage_all: master_admin).
 */
export const orgObject = (
  status: number,
  who: readonly Caller[] = RECRUITERS,
): { own: Expect; other: Expect } => ({
  own: only(status, who),
  other: only(404, who, { master_admin: status }),
});

/** The organisation's object alone: another tenant's is not there (404), for the operator's staff too. */
export const ownOrgOnly = (
  status: number,
  who: readonly Caller[] = RECRUITERS,
): { own: Expect; other: Expect } => ({
  own: only(status, who),
  other: only(404, who),
});

/** The fixture's makers of an organisation's object that answer its id. */
type IdMakers<T> = { [K in keyof T]: T[K] extends (o: Owner) => Promise<number> ? K : never }[keyof T];

/** The call names the owner's object of `kind` by id: one per owner, shared by every caller. */
export const byId =
  (kind: IdMakers<Fixture['obj']>): Make<Owner> =>
  async (fx, o) => ({ params: { id: await fx.obj[kind](o) } });

/** The same with an object of its own when the call is expected to change or remove it. */
export const freshById =
  (kind: IdMakers<Fixture['make']>): Make<Owner> =>
  async (fx, o, _caller, allowed) => ({ params: { id: await fx.fresh(allowed)[kind](o) } });

/**
 * A DELETE's call that first gives the caller something to delete (POST `url` with `file`), when the
 * table expects the delete to succeed: the table runs in a random order, so the upload's own row may
 * come later.
 */
export const afterUpload =
  (
    url: string,
    file: () => Promise<{ payload: string | Buffer; headers: Record<string, string> }>,
  ): Make<undefined> =>
  async (fx, _owner, caller, allowed) => {
    if (allowed && caller !== 'guest') {
      const body = await file();
      const res = await fx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${fx.tokens[caller]}`, ...body.headers },
        payload: body.payload,
      });
      if (res.statusCode >= 300) throw new Error(`setup failed: ${res.body}`);
    }
    return {};
  };
