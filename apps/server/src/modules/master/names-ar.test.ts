import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';

/** The API carries a master item's Arabic name wherever it carries the item (issue 31). */
let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

type Ref = { id: number; name: string; name_ar?: string | null; slug: string };
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('Arabic names in the API', () => {
  it('master lists give each item its Arabic name', async () => {
    const cities = (await get('master/cities')).data as Ref[];
    expect(cities.find((c) => c.slug === 'jebel-ali')).toMatchObject({
      name: 'Jebel Ali',
      name_ar: 'جبل علي',
    });
    const designations = (await get('master/designations')).data as Ref[];
    expect(designations.find((d) => d.slug === 'warehouse-manager')?.name_ar).toBe('مدير مستودع');
    const countries = (await get('master/countries')).data as Ref[];
    expect(countries.every((c) => c.name_ar)).toBe(true);
  });

  it("a job's references and the search's facets carry both names", async () => {
    const search = await get('jobs/search?page_size=5');
    const hit = search.data[0] as {
      id: number;
      locations: { country: Ref; state: Ref | null }[];
      skills: string[];
      skills_ar: (string | null)[];
    };
    expect(hit.locations[0]?.country.name_ar).toBeTruthy();
    expect(hit.skills_ar).toHaveLength(hit.skills.length);
    const facets = search.meta.facets as Record<
      string,
      { id: string; name: string; name_ar?: string | null }[]
    >;
    expect(facets.location?.length).toBeGreaterThan(0);
    for (const f of ['location', 'designation', 'functional_area', 'industry'])
      for (const b of facets[f] ?? []) expect(b.name_ar, `${f}: ${b.name}`).toMatch(/[\u0600-\u06FF]/);
    // Facets that are no master list have no Arabic name from the data.
    for (const b of facets.employment_type ?? []) expect(b).not.toHaveProperty('name_ar');

    const job = (await get(`jobs/view/${hit.id}`)).data as Record<string, Ref | Ref[] | null>;
    const refs = [
      job.designation,
      job.functional_area,
      job.industry,
      ...((job.skills as Ref[]) ?? []),
    ].filter((r): r is Ref => r !== null && !Array.isArray(r));
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(r).toHaveProperty('name_ar');
    expect(refs.some((r) => r.name_ar)).toBe(true);
  });
});
