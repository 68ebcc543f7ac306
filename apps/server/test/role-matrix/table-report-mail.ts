import { anyone, type Table } from './table';

/** The weekly report mail's one-click unsubscribe: public, the signed token is the proof (a junk one is 400). */
export const REPORT_MAIL: Table = {
  'POST /api/reports/subscription/unsubscribe': {
    expect: anyone(400),
    call: () => ({ payload: { token: 'x'.repeat(40) } }),
  },
};
