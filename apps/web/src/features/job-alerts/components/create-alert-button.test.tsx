import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { CreateAlertButton } from './create-alert-button';

const SEARCH =
  '/candidate/search-job?keyword=forklift&location=3&designation=1&posted_within=7&sort=date&page=2';
const handlers = {
  ...baseHandlers,
  'GET master/cities': { data: { data: [] } },
  'GET master/industries': { data: { data: [] } },
};

afterEach(() => localStorage.clear());

describe('Create alert from this search', () => {
  it('prefills the name and frequency from the search and saves its criteria', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...handlers,
      'GET user/': { data: profileFor('candidate') },
      'POST jobs/alert': { status: 201, data: { data: { id: 9 }, message: 'Job alert created.' } },
    });
    const user = userEvent.setup();
    renderWithRouter(<CreateAlertButton />, SEARCH);
    await user.click(await screen.findByRole('button', { name: 'Create alert from this search' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create job alert' });
    const name = screen.getByRole('textbox', { name: 'Alert name' });
    await waitFor(() =>
      expect(name).toHaveValue('forklift · Dubai · Warehouse Supervisor · Posted within 7 days'),
    );
    // A search of the last week suits a weekly digest.
    expect(screen.getByRole('combobox', { name: 'E-mail me' })).toHaveValue('weekly');
    expect(dialog).toHaveTextContent('Posted within 7 days');

    await user.clear(name);
    await user.type(name, 'Forklift in Dubai');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.data))).toEqual({
      name: 'Forklift in Dubai',
      frequency: 'weekly',
      // Paging and sort are not criteria.
      criteria: { keyword: 'forklift', location: [3], designation: [1], posted_within: 7 },
    });
  });

  it('sends a guest to sign in, with the way back to this search and its alert dialog', async () => {
    mockApi(handlers);
    renderWithRouter(<CreateAlertButton />, SEARCH);
    expect(await screen.findByRole('link', { name: 'Create alert from this search' })).toHaveAttribute(
      'href',
      `/auth/candidate/sign-in?${new URLSearchParams({ next: SEARCH, intent: 'alert' })}`,
    );
  });

  it('offers nothing on a search without filters', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({ ...handlers, 'GET user/': { data: profileFor('candidate') } });
    renderWithRouter(<CreateAlertButton />, '/candidate/search-job?sort=date');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Create alert from this search')).not.toBeInTheDocument();
  });
});
