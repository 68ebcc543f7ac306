import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '@/lib/api-client';
import { composeHref } from '@/lib/compose-link';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const people = [
  { candidate_id: 7, name: 'Farida Haddad', email: 'farida@example.com', skip_reason: null },
  { candidate_id: 8, name: 'Omar Said', email: 'omar@example.com', skip_reason: 'unsubscribed' },
];
const template = {
  id: 12,
  name: 'Opening',
  subject: 'Hello {{candidate.first_name}}',
  body: '<p>Hi</p>',
  tags: ['candidate.first_name'],
  created_at: '',
  updated_at: '',
};

/** The compose page's API, recording what it asks recipients and sending for. */
function serve() {
  const asked: unknown[] = [];
  const { calls } = mockApi({
    ...baseHandlers,
    'GET user/': {
      data: profileFor('employer', {
        permissions: ['email_templates.manage', 'email_campaigns.send', 'cv.folders'],
      }),
    },
    'GET jobs/': { data: { data: [{ id: 5, title: 'Reach Truck Driver' }], meta: { total: 1 } } },
    'GET template/cv-folder': {
      data: { data: [{ id: 3, name: 'Forklift shortlist', candidates: 2 }], meta: { total: 1 } },
    },
    'GET template/email': { data: { data: [template], meta: { total: 1 } } },
    'POST template/email/preview': {
      data: { data: { subject: 'Hello', html: '<p>Hi</p>', text: 'Hi', candidate: null, job: null } },
    },
    'POST template/email/recipients': (config: ApiRequest) => {
      asked.push(JSON.parse(String(config.data)).recipients);
      return { data: { data: people } };
    },
    'POST template/email/send': {
      status: 201,
      data: { data: { campaign_id: 40, queued: 1, skipped: 1 }, message: '1 e-mail queued. 1 skipped.' },
    },
  });
  return { asked, calls };
}

beforeEach(() => localStorage.setItem('token', 'tok'));

describe('management/email-template/compose opened from elsewhere', () => {
  it('a CV folder: the folder is chosen, its people and skips show at once, and the send names it', async () => {
    const { asked, calls } = serve();
    const user = userEvent.setup();
    const { router } = renderRoute(composeHref({ kind: 'folder', folder_id: 3 }, { template: 12 }));
    const list = await screen.findByRole('region', { name: 'Recipients' });
    expect(await within(list).findByText('Farida Haddad')).toBeInTheDocument();
    expect(within(list).getByText(/unsubscribed/i)).toBeInTheDocument();
    expect(asked[0]).toEqual({ kind: 'folder', folder_id: 3 });
    expect(await screen.findByRole('radio', { name: 'A CV folder' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Folder')).toHaveValue('3'));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(template.subject));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send to 1 candidate?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(router.state.location.search).toBe('?campaign=40'));
    const sent = calls.find((c) => c.method === 'POST' && c.url === 'template/email/send');
    expect(JSON.parse(String(sent?.data))).toMatchObject({
      recipients: { kind: 'folder', folder_id: 3 },
      template_id: 12,
    });
  });

  it("a job's applicants in one status: the job and the status are ticked", async () => {
    const { asked } = serve();
    renderRoute(composeHref({ kind: 'applicants', job_id: 5, statuses: ['shortlisted'] }));
    await screen.findByText('Farida Haddad');
    expect(asked[0]).toEqual({ kind: 'applicants', job_id: 5, statuses: ['shortlisted'] });
    await waitFor(() => expect(screen.getByLabelText('Job', { exact: true })).toHaveValue('5'));
    expect(screen.getByRole('checkbox', { name: 'Shortlisted' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Applied' })).not.toBeChecked();
  });

  it('a CV search: everyone it found, with its criteria as the search page wrote them', async () => {
    const { asked } = serve();
    renderRoute(
      composeHref({ kind: 'search', criteria: { q: 'forklift AND "reach truck"', current_location: '3,4' } }),
    );
    await screen.findByText('Farida Haddad');
    expect(asked[0]).toEqual({
      kind: 'search',
      criteria: { q: 'forklift AND "reach truck"', current_location: '3,4' },
    });
    expect(screen.getByRole('radio', { name: 'Everyone your CV search found (up to 500)' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute(
      'href',
      '/management/cv-search?q=forklift+AND+%22reach+truck%22&current_location=3%2C4',
    );
  });

  it('ticked candidates: offered first, and another source can still be chosen', async () => {
    const { asked } = serve();
    const user = userEvent.setup();
    renderRoute(composeHref({ kind: 'candidates', candidate_ids: [7, 8] }));
    await screen.findByText('Farida Haddad');
    expect(asked[0]).toEqual({ kind: 'candidates', candidate_ids: [7, 8] });
    expect(screen.getByRole('radio', { name: 'The 2 chosen candidates' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Applicants of a job' }));
    await user.selectOptions(screen.getByLabelText('Job', { exact: true }), '5');
    await waitFor(() => expect(asked.at(-1)).toEqual({ kind: 'applicants', job_id: 5, statuses: [] }));
  });
});
