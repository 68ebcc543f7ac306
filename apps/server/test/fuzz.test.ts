import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres, setupFile } from './helpers/app';
import { bearer, DEMO, signIn } from './helpers/requests';

/**
 * Every operation of the OpenAPI document, called with generated hostile input: wrong types,
 * boundary and oversized integers, NUL and lone surrogates, huge strings, prototype keys, malformed
 * JSON and multipart. Whatever is sent, the answer is never a 5xx. The server runs signed in as
 * master_admin (the widest reach), so validation and handlers are reached, not just the auth check.
 * Runs on the embedded database only: the input handling is the same code on PostgreSQL, and the
 * suite's time is better spent there on the integration tests.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

type Operation = { method: string; path: string; params: string[]; query: string[]; body: string[] };
type OpenApi = {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
};

// Routes whose generated calls end the session used for the rest of the run.
const ENDS_SESSION = /\/user\/(logout|logout-everywhere|delete)/;

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uDFFF x', '\uFFFF', "' or 1=1 --", '<script>x</script>'),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom('', ' ', '-1', '0', '1.5', '1e309', 'NaN', 'Infinity', 'true', 'null', '[]', '{}'),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    0,
    -1,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    1e308,
    0.5,
    -0.0,
  ),
  fc.double({ noNaN: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A lone surrogate cannot be percent-encoded as UTF-8; send the bytes a broken client would. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path segment: numbers around the int4 edge, or strings no id parser expects. */
const pathValue = fc.oneof(
  hostileNumber.map(String),
  hostileString.filter((s) => s.length < 2_000).map(encodeSegment),
);

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; payload: string };

const body = (names: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    // The operation's own fields with hostile values: gets past "unknown field" to each field's rules.
    fc
      .record(Object.fromEntries(names.map((n) => [n, hostileValue])), { requiredKeys: [] })
      .map((value) => ({ kind: 'json' as const, value })),
    hostileValue.map((value) => ({ kind: 'json' as const, value })),
    fc.constantFrom<Body>(
      { kind: 'raw', type: 'application/json', payload: '{"a":' },
      { kind: 'raw', type: 'application/json', payload: '{"__proto__":{"admin":true}}' },
      { kind: 'raw', type: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
      { kind: 'raw', type: 'multipart/form-data; boundary=zzz', payload: 'garbage' },
      {
        kind: 'raw',
        type: 'multipart/form-data; boundary=b',
        payload:
          '--b\r\nContent-Disposition: form-data; name="file"; filename="a\u202Eexe.pdf"\r\n\r\nx\r\n--b--\r\n',
      },
      { kind: 'raw', type: 'application/x-www-form-urlencoded', payload: 'a=%00&b[c]=1&__proto__[x]=1' },
      { kind: 'raw', type: 'text/plain', payload: 'hello' },
    ),
  );

function operations(doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const schema = (op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
        ?.content;
      const props = Object.values(schema ?? {})[0]?.schema?.properties ?? {};
      out.push({ method: method.toUpperCase(), path, params, query, body: Object.keys(props) });
    }
  }
  return out;
}

let t: Awaited<ReturnType<typeof setupFile>>;
let token: string;
let ops: Operation[];

beforeAll(async () => {
  t = await setupFile();
  token = await signIn(t.app, 'admin', DEMO.master_admin);
  ops = operations(t.app.swagger() as unknown as OpenApi);
});
afterAll(() => t?.close());

describe.skipIf(isPostgres)('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations', () => {
    expect(ops.length).toBeGreaterThan(60);
    // The newer account operations are in the document, so they are fuzzed like the rest.
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /api/user/change-password', 'PATCH /api/user/locale']),
    );
  });

  it(`answers ${RUNS} hostile calls per operation without a 5xx`, { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    // Session-ending routes last, so the other operations are fuzzed signed in.
    const ordered = [...ops].sort(
      (a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)),
    );
    for (const op of ordered) {
      const call = fc.record({
        params: fc.tuple(...op.params.map(() => pathValue)),
        query: fc.dictionary(
          fc.constantFrom(...op.query, 'page', 'x'),
          hostileString.filter((s) => s.length < 3_000),
          {
            maxKeys: 3,
          },
        ),
        body: body(op.body),
        signedIn: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(call, async (c) => {
          let url = op.path;
          op.params.forEach((name, i) => {
            url = url.replace(`{${name}}`, c.params[i] || '0');
          });
          const search = new URLSearchParams(c.query as Record<string, string>).toString();
          const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
          const headers: Record<string, string> = c.signedIn ? bearer(token) : {};
          const payload = !hasBody
            ? undefined
            : c.body.kind === 'json'
              ? JSON.stringify(c.body.value)
              : c.body.payload;
          if (hasBody) headers['content-type'] = c.body.kind === 'json' ? 'application/json' : c.body.type;
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: `${url}${search ? `?${search}` : ''}`,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${op.method} ${op.path} -> ${res.statusCode}: ${url.slice(0, 200)} ${String(payload).slice(0, 300)}`,
            );
          }
          return true;
        }),
        { numRuns: RUNS, seed: Number(process.env.TEST_SEED) || undefined },
      );
      // A generated call may end the session (or suspend the account); sign in again for the next operation.
      const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
      if (me.statusCode === 401) token = await signIn(t.app, 'admin', DEMO.master_admin);
    }
    expect(failures).toEqual([]);
  });
});
