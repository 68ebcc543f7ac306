import { PERMISSIONS } from '@portal/contract/permissions';
import { type ApiRequest, setTransport } from '@/lib/api-client';

export type MockReply = { status?: number; data?: unknown; headers?: Record<string, string> };
export type MockHandler = (request: ApiRequest) => MockReply | Promise<MockReply>;

export type RecordedCall = {
  method: string;
  url: string;
  /** The body as sent: JSON text, FormData or form-urlencoded text. */
  data: unknown;
  headers: Record<string, string>;
};

/**
 * Replaces the HTTP layer of the API clients: handlers are keyed "METHOD url" (url relative
 * to /api/, query string excluded). Unknown calls answer 404 so a test notices them.
 */
export function mockApi(handlers: Record<string, MockHandler | MockReply>) {
  const calls: RecordedCall[] = [];
  setTransport(async (request) => {
    const { method, url } = request;
    calls.push({ method, url, data: request.data, headers: request.headers });
    const handler = handlers[`${method} ${url}`];
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, data: { message: `No mock for ${method} ${url}` } };
    return { data: reply.data ?? {}, status: reply.status ?? 200, headers: reply.headers ?? {} };
  });
  return { calls };
}

export function profileFor(role: string, extra: Record<string, unknown> = {}) {
  return {
    data: {
      role,
      user: {
        id: 1,
        role,
        email: `${role}@example.com`,
        first_name: 'Aisha',
        last_name: 'Rahman',
        phone: null,
        profile_photo: null,
        client_id: null,
        locale: 'en',
      },
      client: null,
      // master_admin holds every code, as seeded; other roles name theirs where a test needs them.
      permissions: role === 'master_admin' ? [...PERMISSIONS] : [],
      ...extra,
    },
  };
}

export const publicSettings = {
  data: {
    site_name: 'Logistics Jobs',
    theme: { color: '#1CA3DC', logo: null },
    contact: { email: 'jobs@example.com', whatsapp: '+971 50 000 0000' },
    social: {
      linkedin: 'https://www.linkedin.com/company/example',
      facebook: 'https://www.facebook.com/example',
      x: '',
      instagram: '',
      youtube: 'https://www.youtube.com/@example',
    },
    job_validity_days: 30,
    candidate_retention_months: 24,
    arabic_digits: 'latn',
  },
};

/** The public endpoints every page touches. */
export const baseHandlers: Record<string, MockReply> = {
  'GET settings/public': { data: publicSettings },
  'GET master/designations': {
    data: { data: [{ id: 1, name: 'Warehouse Supervisor', slug: 'warehouse-supervisor', parent_id: null }] },
  },
  'GET master/functional_areas': {
    data: { data: [{ id: 2, name: 'Freight Forwarding', slug: 'freight-forwarding', parent_id: null }] },
  },
  'GET master/states': { data: { data: [{ id: 3, name: 'Dubai', slug: 'dubai', parent_id: null }] } },
  // The signed-in header's unread count (issue 28 item 4).
  'GET messages/unread': { data: { data: { unread: 0 } } },
};
