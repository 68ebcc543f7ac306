import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '@/lib/api-client';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const folder = {
  id: 4,
  name: 'Forklift shortlist',
  candidates: 1,
  created_by: 'Omar Haddad',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};
const member = {
  id: 7,
  first_name: 'Amal',
  last_name: 'Haddad',
  photo_url: null,
  headline: 'Forklift operator',
  current_title: null,
  current_employer: null,
  location: 'Dubai, United Arab Emirates',
  total_experience_years: 6,
  expected_salary: null,
  expected_salary_currency: 'AED',
  notice_period: null,
  last_active_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  has_cv: false,
  snippets: [],
  matched: [],
  note: 'Call after Eid',
  added_at: '2026-01-02T00:00:00Z',
};
const me = { data: profileFor('employer', { permissions: ['cv.search', 'cv.folders'] }) };

beforeEach(() => localStorage.setItem('token', 'tok'));

describe('CV folder pages', () => {
  it('lists folders and asks before deleting one, saying the candidates stay', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': me,
      'GET template/cv-folder': { data: { data: [folder], meta: { page: 1, page_size: 20, total: 1 } } },
      'DELETE template/cv-folder/4': { data: { message: 'Folder deleted.' } },
    });
    const user = userEvent.setup();
    renderRoute('/management/cv-folder');
    expect(await screen.findByRole('link', { name: 'Forklift shortlist' })).toHaveAttribute(
      'href',
      '/management/cv-folder/view/4',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Forklift shortlist' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Its candidates stay in the CV database.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete folder' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === 'template/cv-folder/4')).toBe(true),
    );
  });

  it('shows the candidates with their notes and saves an edited note', async () => {
    const notes: unknown[] = [];
    mockApi({
      ...baseHandlers,
      'GET user/': me,
      'GET template/cv-folder/4': {
        data: { data: [member], meta: { page: 1, page_size: 20, total: 1, folder } },
      },
      'PATCH template/cv-folder/4/candidates/7': (config: ApiRequest) => {
        notes.push(JSON.parse(String(config.data)));
        return { data: { data: { note: 'Call Sunday' }, message: 'Note saved.' } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/management/cv-folder/view/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forklift shortlist' })).toBeInTheDocument();
    expect(screen.getByText('Call after Eid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit note on Amal Haddad' }));
    const box = screen.getByRole('textbox', { name: 'Note on Amal Haddad' });
    await user.clear(box);
    await user.type(box, 'Call Sunday');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(notes).toEqual([{ note: 'Call Sunday' }]));
  });

  it('e-mails the whole folder or the ticked candidates', async () => {
    mockApi({
      ...baseHandlers,
      'GET user/': {
        data: profileFor('employer', { permissions: ['cv.search', 'cv.folders', 'email_campaigns.send'] }),
      },
      'GET template/cv-folder/4': {
        data: { data: [member], meta: { page: 1, page_size: 20, total: 1, folder } },
      },
    });
    const user = userEvent.setup();
    renderRoute('/management/cv-folder/view/4');
    expect(await screen.findByRole('link', { name: 'E-mail the folder' })).toHaveAttribute(
      'href',
      '/management/email-template/compose?folder=4',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Amal Haddad' }));
    expect(screen.getByRole('link', { name: 'E-mail selected' })).toHaveAttribute(
      'href',
      '/management/email-template/compose?candidates=7',
    );
  });
});
