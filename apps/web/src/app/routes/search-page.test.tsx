import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '@/lib/api-client';
import { jobHit, searchResponse } from '@/testing/job-fixtures';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

type Params = Record<string, string>;
const paramsOf = (config: ApiRequest) => config.params as Params;

describe('job search (unauth/search-job and friends)', () => {
  it('reads the filters from the URL, shows facet counts, and writes a changed filter back as a new entry', async () => {
    const seen: Params[] = [];
    mockApi({
      ...baseHandlers,
      'GET jobs/search': (config) => {
        seen.push(paramsOf(config));
        return { data: searchResponse([jobHit()]) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/unauth/search-job?keyword=warehouse&location=3&posted_within=7');

    const dubai = await screen.findByRole('checkbox', { name: /Dubai/ });
    expect(dubai).toBeChecked();
    const locations = screen.getByRole('group', { name: 'Location' });
    expect(within(locations).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Last 7 days/ })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('warehouse');
    expect(seen[0]).toMatchObject({
      keyword: 'warehouse',
      location: '3',
      posted_within: '7',
      sort: 'relevance',
    });

    const areas = screen.getByRole('group', { name: 'Functional area' });
    await user.click(within(areas).getByRole('checkbox', { name: /Freight Forwarding/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?keyword=warehouse&location=3&functional_area=2&posted_within=7',
      ),
    );
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ functional_area: '2' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'date');
    await waitFor(() => expect(router.state.location.search).toContain('sort=date'));
  });

  it('renders <mark> from the highlights and nothing else', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/search': {
        data: searchResponse([
          jobHit({
            title_html: '<mark>Warehouse</mark> Lead <img src=x onerror="alert(1)">',
            title: 'Warehouse Lead',
          }),
        ]),
      },
    });
    renderRoute('/unauth/search-job?keyword=warehouse');
    const link = await screen.findByRole('link', { name: /Warehouse Lead/ });
    expect(link.querySelector('mark')).toHaveTextContent('Warehouse');
    expect(link.querySelector('img')).toBeNull();
    expect(link).toHaveAttribute('href', '/unauth/jobs/view/11?src=search');
  });

  it('offers "did you mean" with a link to the corrected search', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/search': { data: searchResponse([jobHit()], { suggestion: 'warehouse' }) },
    });
    renderRoute('/unauth/job-list?keyword=warehose');
    const link = await screen.findByRole('link', { name: 'warehouse' });
    expect(link.closest('p')).toHaveTextContent('Did you mean warehouse?');
    expect(link).toHaveAttribute('href', '/unauth/job-list?keyword=warehouse');
  });

  it('says the salary filter is in AED a month and shows the AED equivalent of a salary in another currency', async () => {
    const seen: Params[] = [];
    mockApi({
      ...baseHandlers,
      'GET jobs/search': (config) => {
        seen.push(paramsOf(config));
        return {
          data: searchResponse([
            jobHit({
              salary_min: 600,
              salary_max: 900,
              salary_currency: 'OMR',
              salary_min_aed_month: 5731,
              salary_max_aed_month: 8596,
            }),
          ]),
        };
      },
    });
    const user = userEvent.setup();
    renderRoute('/unauth/search-job');
    expect(await screen.findByText('OMR 600 – 900 a month')).toBeInTheDocument();
    expect(screen.getByText('(about AED 5,700 – 8,600 a month)')).toBeInTheDocument();
    const filters = screen.getAllByRole('group', { name: 'Salary (AED a month)' })[0] as HTMLElement;
    await user.type(within(filters).getByRole('textbox', { name: 'Minimum (AED)' }), '5000');
    await user.click(
      screen.getAllByRole('button', { name: 'Apply experience and salary' })[0] as HTMLElement,
    );
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ salary_min: '5000' }));
  });

  it('suggests which filter to drop when nothing matches', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/search': {
        data: searchResponse([], {
          relax: [{ filter: 'location', label: 'Remove the location filter', total: 4 }],
        }),
      },
    });
    renderRoute('/unauth/search-job?keyword=crane&location=3&employment_type=INTERN');
    expect(await screen.findByText('No jobs match this search')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Remove the location filter (4 jobs)' });
    expect(link).toHaveAttribute('href', '/unauth/search-job?keyword=crane&employment_type=INTERN');
  });

  it('turns a typed place name from the landing page into location ids', async () => {
    const seen: Params[] = [];
    mockApi({
      ...baseHandlers,
      'GET master/cities': { data: { data: [] } },
      'GET jobs/search': (config) => {
        seen.push(paramsOf(config));
        return { data: searchResponse([jobHit()]) };
      },
    });
    const { router } = renderRoute('/unauth/search-job?keyword=forklift&location=dubai');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=forklift&location=3'));
    await waitFor(() => expect(seen[0]).toMatchObject({ location: '3' }));
    expect(seen.every((p) => p.location === '3')).toBe(true);
  });
  it('drops a place name that is no place, says so, and keeps the keyword as typed', async () => {
    const seen: Params[] = [];
    mockApi({
      ...baseHandlers,
      'GET master/cities': { data: { data: [] } },
      'GET jobs/search': (config) => {
        seen.push(paramsOf(config));
        return { data: searchResponse([jobHit()]) };
      },
    });
    const { router } = renderRoute('/unauth/search-job?keyword=forklift&location=Jebel%20Ali%20free%20zone');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=forklift'));
    expect(
      await screen.findByText('No location called “Jebel Ali free zone”: showing jobs in every location.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(seen[0]).toBeDefined());
    expect(seen.every((p) => p.keyword === 'forklift' && p.location === undefined)).toBe(true);
  });

  it('the location box suggests cities with their emirate and searches the one picked', async () => {
    mockApi({
      ...baseHandlers,
      'GET master/cities': {
        data: { data: [{ id: 31, name: 'Jebel Ali', slug: 'jebel-ali', parent_id: 3 }] },
      },
      'GET jobs/search': { data: searchResponse([jobHit()]) },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/unauth/search-job?keyword=forklift');
    const box = await screen.findByRole('combobox', { name: 'Location' });
    await user.type(box, 'jeb');
    const option = await screen.findByRole('option', { name: /Jebel Ali/ });
    expect(option).toHaveTextContent('City in Dubai');
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=forklift&location=31'));
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Jebel Ali');
  });

  it('refuses a typed location that is no place instead of searching it as a keyword', async () => {
    mockApi({
      ...baseHandlers,
      'GET master/cities': { data: { data: [] } },
      'GET jobs/search': { data: searchResponse([jobHit()]) },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/unauth/search-job?keyword=forklift');
    await user.type(await screen.findByRole('combobox', { name: 'Location' }), 'Atlantis');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    expect(
      await screen.findByText('No location called “Atlantis”. Choose one from the suggestions.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=forklift');
  });
  it('never lists two locations that read the same: a city named like its emirate says it is the city', async () => {
    const base = searchResponse([jobHit()]);
    mockApi({
      ...baseHandlers,
      'GET master/cities': { data: { data: [{ id: 32, name: 'Dubai', slug: 'dubai-city', parent_id: 3 }] } },
      'GET jobs/search': {
        data: {
          ...base,
          meta: {
            ...base.meta,
            facets: {
              ...base.meta.facets,
              location: [
                { id: '3', name: 'Dubai', count: 7 },
                { id: '32', name: 'Dubai', count: 5 },
              ],
            },
          },
        },
      },
    });
    renderRoute('/unauth/search-job?keyword=forklift');
    const locations = await screen.findByRole('group', { name: 'Location' });
    expect(await within(locations).findByText('Dubai (city)')).toBeInTheDocument();
    expect(within(locations).getAllByText('Dubai')).toHaveLength(1);
  });
});
