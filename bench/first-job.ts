/** The path of a published job's page on the server at `base` (the first of a search), for page benches. */
export async function firstJobPath(base: string): Promise<string> {
  const res = await fetch(`${base}/api/jobs/search?per_page=1`);
  const body = (await res.json()) as { data: { items?: { id: number }[] } | { id: number }[] };
  const items = Array.isArray(body.data) ? body.data : (body.data.items ?? []);
  if (!items[0]) throw new Error('no published job to open');
  return `/unauth/jobs/view/${items[0].id}`;
}
