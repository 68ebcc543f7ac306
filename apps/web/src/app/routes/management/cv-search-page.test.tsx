import type { CvSearchRow } from '@portal/contract/cv-search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '@/lib/api-client';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const row = (over: Partial<CvSearchRow> = {}): CvSearchRow => ({
  id: 7,
  first_name: 'Amal',
  last_name: 'Haddad',
  photo_url: null,
  headline: 'Forklift operator',
  current_title: 'Warehouse Assistant',
  current_employer: 'Gulf Stores',
  location: 'Dubai, United Arab Emirates',
  total_experience_years: 6,
  expected_salary: 5500,
  expected_salary_currency: 'AED',
  notice_period: '1 month',
  last_active_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  has_cv: true,
  snippets: [
    [
      { text: 'Operated a ', hit: false },
      { text: 'reach truck', hit: true },
      { text: ' <img src=x> daily', hit: false },
    ],
  ],
  matched: ['Dubai'],
  ...over,
});

const facets = {
  current_location: [{ id: 3, name: 'Dubai', count: 4 }],
  desired_location: [],
  designation: [],
  functional_area: [],
  skills: [{ id: 11, name: 'Forklift operation', count: 2 }],
  nationality: [],
  visa_status: [],
  notice_period: [],
};

type Params = Record<string, string>;

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  sessionStorage.clear();
});

describe('management/cv-search', () => {
  it('runs the search in the URL, shows counts, passages as text and writes a filter back', async () => {
    const seen: Params[] = [];
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer', { permissions: ['cv.search'] }) },
      'GET search/candidate': (config: ApiRequest) => {
        seen.push(config.params as Params);
        return { data: { data: [row()], meta: { page: 1, page_size: 20, total: 1, facets } } };
      },
    });
    const user = userEvent.setup();
    const { router, container } = renderRoute('/management/cv-search?q=forklift*&current_location=3');

    expect(await screen.findByRole('link', { name: 'Amal Haddad' })).toHaveAttribute(
      'href',
      '/management/cv-search/view/7',
    );
    expect(seen[0]).toMatchObject({ q: 'forklift*', current_location: '3', page_size: '20' });
    expect(screen.getByText('reach truck').tagName).toBe('MARK');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Warehouse Assistant at Gulf Stores')).toBeInTheDocument();

    const places = screen.getAllByRole('group', { name: 'Current location' })[0] as HTMLElement;
    expect(within(places).getByRole('checkbox', { name: /Dubai/ })).toBeChecked();
    const skills = screen.getAllByRole('group', { name: 'Skills (all of them)' })[0] as HTMLElement;
    await user.click(within(skills).getByRole('checkbox', { name: /Forklift operation/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=forklift*&current_location=3&skills=11'),
    );
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ skills: '11' }));
  });

  it('explains a malformed query before sending it', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer', { permissions: ['cv.search'] }) },
      'GET search/candidate': { data: { data: [], meta: { page: 1, page_size: 20, total: 0, facets } } },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/management/cv-search?no');
    const box = await screen.findByRole('textbox', { name: 'Keywords' });
    await user.type(box, '(customs OR clearance');
    const searches = () => calls.filter((c) => c.url === 'search/candidate').length;
    const before = searches();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(box).toHaveAccessibleDescription('A bracket is not closed: add the closing ).');
    expect(router.state.location.search).toBe('?no');
    expect(searches()).toBe(before);
    expect(await screen.findByText('No candidates match this search')).toBeInTheDocument();
  });

  it('starts a new advanced search from cv-search/create, combining the boxes', async () => {
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer', { permissions: ['cv.search'] }) },
      'GET search/candidate': { data: { data: [row()], meta: { page: 1, page_size: 20, total: 1, facets } } },
    });
    sessionStorage.setItem('cv-search.last', '?q=old');
    const user = userEvent.setup();
    const { router } = renderRoute('/management/cv-search/create');
    await user.type(await screen.findByRole('textbox', { name: 'All of these words' }), 'warehouse');
    await user.type(screen.getByRole('textbox', { name: 'None of these words' }), 'driver');
    await user.click(screen.getByRole('button', { name: 'Search candidates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/cv-search'));
    expect(router.state.location.search).toBe('?all=warehouse&none=driver');
  });

  it('offers to e-mail everyone found or the ticked ones, only to those who may send', async () => {
    const reply = { data: { data: [row()], meta: { page: 1, page_size: 20, total: 1, facets } } };
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer', { permissions: ['cv.search', 'email_campaigns.send'] }) },
      'GET search/candidate': reply,
    });
    const user = userEvent.setup();
    renderRoute('/management/cv-search?q=forklift*&current_location=3&sort=experience');
    const all = await screen.findByRole('link', { name: 'E-mail all 1' });
    // The criteria travel, not the sort or page: the compose page sends them as the search source.
    expect(all).toHaveAttribute(
      'href',
      `/management/email-template/compose?search=${encodeURIComponent('q=forklift*&current_location=3')}`,
    );
    expect(screen.queryByRole('link', { name: 'E-mail selected' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Amal Haddad' }));
    expect(screen.getByRole('link', { name: 'E-mail selected' })).toHaveAttribute(
      'href',
      '/management/email-template/compose?candidates=7',
    );
  });

  it('shows no e-mail action without the sending permission', async () => {
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer', { permissions: ['cv.search'] }) },
      'GET search/candidate': { data: { data: [row()], meta: { page: 1, page_size: 20, total: 1, facets } } },
    });
    renderRoute('/management/cv-search?q=forklift*');
    expect(await screen.findByRole('link', { name: 'Amal Haddad' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^E-mail/ })).toBeNull();
  });
});
