import type { Masters } from '../../apps/server/test/helpers/jobs';
import { type Postgres, sleep } from '../faults/lib';

/** A JSON call to a portal process; the answer's status and body. */
export async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: { data?: unknown; message?: string } & Record<string, unknown> }> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : {} };
}

/** Master-data ids by list and slug, read straight from the database. */
export async function mastersOf(pg: Postgres): Promise<Masters> {
  const ids = new Map<string, number>();
  for (const r of await pg.query<{ id: number; list: string; slug: string }>(
    'select id, list, slug from master_items',
  ))
    ids.set(`${r.list}:${r.slug}`, r.id);
  return (list, slug) => ids.get(`${list}:${slug}`) ?? -1;
}

/** Ms from `since` until `probe` holds (polled every 10 ms), or null when it did not within `timeoutMs`. */
export async function msUntil(since: number, probe: () => Promise<boolean>, timeoutMs = 5_000) {
  while (Date.now() - since < timeoutMs) {
    if (await probe()) return Date.now() - since;
    await sleep(10);
  }
  return null;
}
