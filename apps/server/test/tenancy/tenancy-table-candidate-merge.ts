import { expect } from 'vitest';
import { z } from 'zod';
import { newCandidate } from '../helpers/applications';
import type { Fixture } from './tenancy-fixture';
import { data, ok, operatorOnly, type Row } from './tenancy-table';

/*
 * Duplicates and merge (issue 29 item 4): the operator's alone. Tenant A's consultancy_admin holds
 * candidates.merge by role, yet as a tenant's user never does: 403 for A and B alike.
 */

const pair = async (fx: Fixture) => ({
  survivor_id: (await newCandidate(fx.app)).id,
  duplicate_id: (await newCandidate(fx.app)).id,
});
const merged = data(
  z.object({ survivor: z.object({ id: z.number() }), duplicate: z.object({ id: z.number() }) }),
);

export const CANDIDATE_MERGE_TABLE: Row[] = [
  {
    route: 'GET candidate-merge/duplicates',
    request: () => ({ method: 'GET', url: '/api/candidate-merge/duplicates' }),
    expect: operatorOnly(200),
  },
  {
    route: 'GET candidate-merge/preview',
    request: async (fx) => {
      const p = await pair(fx);
      return {
        method: 'GET',
        url: `/api/candidate-merge/preview?survivor_id=${p.survivor_id}&duplicate_id=${p.duplicate_id}`,
      };
    },
    expect: operatorOnly(200),
  },
  {
    route: 'POST candidate-merge',
    request: async (fx) => ({ method: 'POST', url: '/api/candidate-merge', payload: await pair(fx) }),
    expect: operatorOnly(ok(200, (b) => expect(merged(b).survivor.id).not.toBe(merged(b).duplicate.id))),
  },
];
