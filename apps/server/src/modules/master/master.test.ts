import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

type Item = { id: number; name: string; slug: string; parent_id: number | null };
const list = async (name: string): Promise<Item[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/master/${name}` })).json().data;

describe('GET /api/master/{name}', () => {
  it('lists the GCC countries first, in seeded order', async () => {
    const names = (await list('countries')).map((c) => c.name);
    expect(names.slice(0, 6)).toEqual([
      'United Arab Emirates',
      'Saudi Arabia',
      'Qatar',
      'Kuwait',
      'Bahrain',
      'Oman',
    ]);
    expect(names).toContain('India');
  });

  it('offers every ISO 3166 country, the common ones for this market first', async () => {
    const names = (await list('countries')).map((c) => c.name);
    expect(names).toHaveLength(249);
    expect(new Set(names).size).toBe(249);
    const common = ['Nepal', 'Sri Lanka', 'Bangladesh', 'Jordan', 'Lebanon', 'Syria', 'Kenya', 'Nigeria'];
    for (const name of common) expect(names.indexOf(name)).toBeLessThan(31);
    expect(names.slice(0, 11)).toContain('United Kingdom');
    // Then alphabetical.
    const rest = names.slice(31);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(rest).toContain('Zimbabwe');
  });

  it('nests cities under emirates under countries', async () => {
    const [countries, states, cities] = await Promise.all([
      list('countries'),
      list('states'),
      list('cities'),
    ]);
    const uae = countries.find((c) => c.slug === 'united-arab-emirates');
    const emirates = states.filter((s) => s.parent_id === uae?.id);
    expect(emirates.map((e) => e.name)).toHaveLength(7);
    const dubai = emirates.find((e) => e.slug === 'dubai');
    expect(cities.filter((c) => c.parent_id === dubai?.id).map((c) => c.name)).toContain('Jebel Ali');
  });

  it('serves every logistics list with sensible sizes', async () => {
    expect((await list('designations')).length).toBeGreaterThanOrEqual(40);
    expect((await list('functional_areas')).length).toBeGreaterThanOrEqual(15);
    expect((await list('skills')).length).toBeGreaterThanOrEqual(50);
    expect((await list('notice_periods')).map((n) => n.name)).toEqual([
      'Immediate',
      '1 week',
      '2 weeks',
      '1 month',
      '2 months',
      '3 months',
    ]);
  });

  it('answers 400 for an unknown list', async () => {
    const res = await t.app.inject({ method: 'GET', url: "/api/master/users'--" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ name: ['Unknown master list'] });
  });
});
