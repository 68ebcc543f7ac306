import type { Fixture } from './fixture';
import { only, type Table } from './table';

/*
 * Duplicates and merge (issue 29 item 4): the operator's administrators alone (candidates.merge, an
 * operator-only code: a tenant's consultancy_admin is granted it by role and still does not hold it;
 * the operator's consultant is not granted it). A merge that succeeds gets two fresh candidates.
 */

const MERGERS = ['master_admin'] as const;
/** Two candidates (added by the operator and by tenant B): fresh ones for a merge that goes through. */
const pairOf = async (fx: Fixture, allowed: boolean) => {
  const make = fx.fresh(allowed);
  return { survivor_id: await make.added('op'), duplicate_id: await make.added('B') };
};

export const CANDIDATE_MERGE: Table = {
  'GET /api/candidate-merge/duplicates': { expect: only(200, MERGERS) },
  'GET /api/candidate-merge/preview': {
    expect: only(200, MERGERS),
    call: async (fx) => {
      const p = await pairOf(fx, false);
      return { query: `survivor_id=${p.survivor_id}&duplicate_id=${p.duplicate_id}` };
    },
  },
  'POST /api/candidate-merge': {
    expect: only(200, MERGERS),
    call: async (fx, _o, _c, allowed) => ({ payload: await pairOf(fx, allowed) }),
  },
};
