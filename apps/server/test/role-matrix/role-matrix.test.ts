import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../helpers/app';
import { bearer } from '../helpers/requests';
import { buildFixture, CALLERS, type Caller, type Fixture, homeOf } from './fixture';
import type { Call, Entry } from './table';
import { TABLE } from './tables';

/**
 * The role matrix (docs/architecture.md, "The role matrix"): every route of the OpenAPI document ×
 * every caller × (where the route names an object) the caller's own organisation's object and
 * another tenant's, each cell the status the table says. A route the app serves and the table
 * lacks fails, and so does a row for a route that is gone.
 */
let t: Awaited<ReturnType<typeof setupFile>>;
let fx: Fixture;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  fx = await buildFixture(t.app, t.database.db);
}, 120_000);
afterAll(() => t.close());

type OpenApi = { paths: Record<string, Record<string, unknown>> };
function appRoutes(): string[] {
  const doc = t.app.swagger() as unknown as OpenApi;
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}

async function send(route: string, caller: Caller, call: Call, token: string | undefined) {
  const [method, path = ''] = route.split(' ');
  let url = path;
  for (const [k, v] of Object.entries(call.params ?? {}))
    url = url.replace(`{${k}}`, encodeURIComponent(String(v)));
  if (call.query) url += `?${call.query}`;
  const headers: Record<string, string> = { ...(token ? bearer(token) : {}), ...(call.raw?.headers ?? {}) };
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(call.raw ? { payload: call.raw.payload } : call.payload ? { payload: call.payload } : {}),
  });
  return { status: res.statusCode, body: res.body.slice(0, 160), caller, url };
}

/** Every cell of one row: what each caller got where it differs from the table. */
async function runRow(route: string, entry: Entry): Promise<string[]> {
  const wrong: string[] = [];
  const report: string[] = [];
  for (const caller of CALLERS) {
    const token = caller === 'guest' ? undefined : fx.tokens[caller];
    if (entry.tenancy === undefined) {
      const session =
        caller !== 'guest' && entry.session === 'throwaway' ? await fx.throwaway(caller) : token;
      const allowed = entry.expect[caller] < 300;
      const r = await send(
        route,
        caller,
        (await entry.call?.(fx, undefined, caller, allowed)) ?? {},
        session,
      );
      report.push(`${caller}=${r.status}`);
      if (r.status !== entry.expect[caller])
        wrong.push(`${caller}: expected ${entry.expect[caller]}, got ${r.status} ${r.url} ${r.body}`);
      continue;
    }
    for (const side of ['own', 'other'] as const) {
      const expected = entry[side][caller];
      const allowed = expected < 300;
      const call =
        entry.tenancy === 'org'
          ? await entry.call(fx, side === 'own' ? homeOf(caller) : 'B', caller, allowed)
          : await entry.call(fx, side === 'own' ? 'self' : 'other', caller, allowed);
      const r = await send(route, caller, call, token);
      report.push(`${caller}/${side}=${r.status}`);
      if (r.status !== expected)
        wrong.push(`${caller} (${side}): expected ${expected}, got ${r.status} ${r.url} ${r.body}`);
    }
  }
  if (process.env.MATRIX_REPORT)
    writeFileSync(process.env.MATRIX_REPORT, `${route}: ${report.join(' ')}\n`, { flag: 'a' });
  return wrong;
}

describe('role matrix', () => {
  it('has one row for every route the app serves, and none for a route it does not', () => {
    const served = new Set(appRoutes());
    const rows = new Set(Object.keys(TABLE));
    expect([...served].filter((r) => !rows.has(r)).sort(), 'routes missing from the table').toEqual([]);
    expect([...rows].filter((r) => !served.has(r)).sort(), 'rows for routes the app does not serve').toEqual(
      [],
    );
  });

  it.each(Object.entries(TABLE))('%s', async (route, entry) => {
    expect(await runRow(route, entry)).toEqual([]);
  });
});
