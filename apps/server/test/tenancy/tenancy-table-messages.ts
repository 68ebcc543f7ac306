import { expect } from 'vitest';
import { z } from 'zod';
import { bearer } from '../helpers/requests';
import { fileUpload, minimalPdf } from '../helpers/uploads';
import { created, oncePer, type Who } from './tenancy-fixture';
import { type Cell, data, ok, type Row } from './tenancy-table';

/**
 * Issue 28 item 4: messages. A conversation is between an application's candidate and the job's
 * organisation: A and the applicant reach applicationA's; B does not, and neither does the
 * operator (its staff see only the operator's own conversations, not every tenant's).
 */
/** A's message with an attachment on applicationA, made once per fixture. */
const messageOfA = oncePer((fx) => {
  const file = fileUpload(minimalPdf('Shift rota'), 'rota.pdf', 'application/pdf');
  return created(
    fx.app.inject({
      method: 'POST',
      url: `/api/messages/${fx.applicationA}`,
      headers: { ...file.headers, ...bearer(fx.tokens.tenantA) },
      payload: file.payload,
    }),
  );
});

const threads = (body: unknown) =>
  data(z.array(z.object({ application_id: z.number() })))(body).map((t) => t.application_id);
const parties = (own: Cell): Record<Who, Cell> => ({
  operator: 404,
  tenantA: own,
  tenantB: 404,
  candidate: own,
  guest: 401,
});
const url = (path: string) => `/api/messages/${path}`;

export const MESSAGES_TABLE: Row[] = [
  {
    route: 'GET messages/',
    request: async (fx) => {
      await messageOfA(fx);
      return { method: 'GET', url: url('?page_size=100') };
    },
    expect: {
      operator: ok(200, (b, fx) => expect(threads(b)).not.toContain(fx.applicationA)),
      tenantA: ok(200, (b, fx) => expect(threads(b)).toContain(fx.applicationA)),
      tenantB: ok(200, (b) => expect(threads(b)).toEqual([])),
      candidate: ok(200, (b, fx) => expect(threads(b)).toEqual([fx.applicationA])),
      guest: 401,
    },
  },
  {
    route: 'GET messages/unread',
    request: async (fx) => {
      await messageOfA(fx);
      return { method: 'GET', url: url('unread') };
    },
    expect: {
      operator: 200,
      tenantA: 200,
      tenantB: ok(200, (b) => expect(data(z.object({ unread: z.number() }))(b).unread).toBe(0)),
      candidate: 200,
      guest: 401,
    },
  },
  {
    route: 'GET messages/{applicationId}',
    request: async (fx) => {
      await messageOfA(fx);
      return { method: 'GET', url: url(String(fx.applicationA)) };
    },
    expect: parties(
      ok(200, (b, fx) => {
        const t = data(z.object({ application_id: z.number(), messages: z.array(z.unknown()) }))(b);
        expect(t.application_id).toBe(fx.applicationA);
        expect(t.messages.length).toBeGreaterThan(0);
      }),
    ),
  },
  {
    route: 'POST messages/{applicationId}',
    request: (fx, who) => ({
      method: 'POST',
      url: url(String(fx.applicationA)),
      payload: { body: `A question from ${who}` },
    }),
    expect: parties(201),
  },
  {
    route: 'GET messages/attachments/{id}',
    request: async (fx) => ({ method: 'GET', url: url(`attachments/${await messageOfA(fx)}`) }),
    expect: parties(ok(200, (b) => expect(String(b)).toContain('%PDF-'))),
  },
];
