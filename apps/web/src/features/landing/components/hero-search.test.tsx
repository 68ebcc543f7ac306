import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { searchResponse } from '@/testing/job-fixtures';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const handlers = {
  ...baseHandlers,
  'GET master/cities': { data: { data: [{ id: 31, name: 'Jebel Ali', slug: 'jebel-ali', parent_id: 3 }] } },
  'GET jobs/search': { data: searchResponse([]) },
  'GET jobs/latest': { data: { data: [] } },
};

describe('the landing search', () => {
  it('suggests places as the visitor types and keeps keyword and location apart', async () => {
    mockApi(handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    await user.type(await screen.findByLabelText('Keyword'), 'forklift');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Jebel');
    await user.click(await screen.findByRole('option', { name: /Jebel Ali/ }));
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauth/search-job'));
    expect(router.state.location.search).toBe('?keyword=forklift&location=31');
  });

  it('says when a typed location is not a place, rather than searching it as a keyword', async () => {
    mockApi(handlers);
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    await user.type(await screen.findByRole('combobox', { name: 'Location' }), 'Jebel Ali free zone');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    expect(
      await screen.findByText('No location called “Jebel Ali free zone”. Choose one from the suggestions.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
