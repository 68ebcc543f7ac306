import { type Expect, only, RECRUITERS, type Table } from './table';

/**
 * Issue 28 item 4: messages. Staff need applications.manage (the custom role was not given it); a
 * candidate reaches only their own applications' threads (the fixture's applicant is cand2, not the
 * calling candidate: 404). The operator's staff reach the operator's threads only, never a tenant's.
 */
const thread = (status: number): { own: Expect; other: Expect } => ({
  own: only(status, RECRUITERS, { candidate: 404 }),
  other: only(404, RECRUITERS, { candidate: 404 }),
});

export const MESSAGES: Table = {
  'GET /api/messages': { expect: only(200, [...RECRUITERS, 'candidate']) },
  'GET /api/messages/unread': { expect: only(200, [...RECRUITERS, 'candidate']) },
  'GET /api/messages/{applicationId}': {
    tenancy: 'org',
    ...thread(200),
    call: async (fx, o) => ({ params: { applicationId: await fx.obj.application(o) } }),
  },
  'POST /api/messages/{applicationId}': {
    tenancy: 'org',
    ...thread(201),
    call: async (fx, o) => ({
      params: { applicationId: await fx.obj.application(o) },
      payload: { body: 'When can you start?' },
    }),
  },
  'GET /api/messages/attachments/{id}': {
    tenancy: 'org',
    ...thread(200),
    call: async (fx, o) => ({ params: { id: await fx.obj.messageAttachment(o) } }),
  },
};
