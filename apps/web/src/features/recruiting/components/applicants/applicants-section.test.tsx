import type { ApplicantRow } from '@portal/contract/applications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { ApplicantsSection } from './applicants-section';

const row = (id: number, first_name: string, status: ApplicantRow['status'] = 'applied'): ApplicantRow => ({
  id,
  candidate: {
    id: id + 100,
    first_name,
    last_name: 'Khan',
    email: `${first_name.toLowerCase()}@example.com`,
    phone: null,
    headline: null,
    current_title: 'Storekeeper',
    total_experience_years: 4,
    location: 'Dubai',
  },
  status,
  applied_at: '2026-05-01T10:00:00Z',
  first_viewed_at: null,
  has_cv: true,
  has_cover_note: false,
  knockout_passed: null,
});

const counts = { applied: 2, shortlisted: 0, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 1 };
const listReply = {
  data: {
    data: [row(1, 'Sara'), row(2, 'Imran'), row(3, 'Noor', 'withdrawn')],
    meta: { page: 1, page_size: 20, total: 3, counts },
  },
};

describe('ApplicantsSection', () => {
  it('moves the selected applicants after a confirmation, mailing them when asked', async () => {
    const { calls } = mockApi({
      'GET jobs/5/applicants': listReply,
      'POST jobs/applicants/status': {
        data: {
          data: { moved: 2, unchanged: 0, skipped_withdrawn: [3], notified: 2 },
          message:
            '2 applicants moved to interview. 1 withdrawn application was left as they are. 2 mails queued.',
        },
      },
    });
    renderWithRouter(<ApplicantsSection jobId="5" />);
    expect(await screen.findByRole('tab', { name: 'Withdrawn (1)' })).toBeInTheDocument();
    // The table and the phone cards both carry the boxes; the table's are used here.
    const table = screen.getByRole('table');
    await userEvent.click(
      within(table).getByRole('checkbox', { name: 'Select all applicants on this page' }),
    );

    const bar = screen.getByRole('region', { name: 'Bulk action' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await userEvent.selectOptions(within(bar).getByLabelText('Move to'), 'interview');
    // Mailing the candidates is the default.
    expect(within(bar).getByRole('checkbox', { name: 'Mail the candidates' })).toBeChecked();
    await userEvent.click(within(bar).getByRole('button', { name: 'Move 3 applicants' }));

    const dialog = screen.getByRole('dialog', { name: 'Move to Interview?' });
    expect(within(dialog).getByRole('checkbox', { name: /Mail the candidates/ })).toBeChecked();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Interview' }));

    expect(await screen.findByText(/2 applicants moved to interview/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.data))).toEqual({
      application_ids: [1, 2, 3],
      status: 'interview',
      notify: true,
    });
    expect(screen.queryByRole('region', { name: 'Bulk action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves nothing when the confirmation is cancelled', async () => {
    const { calls } = mockApi({ 'GET jobs/5/applicants': listReply });
    renderWithRouter(<ApplicantsSection jobId="5" />);
    const table = await screen.findByRole('table');
    await userEvent.selectOptions(within(table).getByLabelText('Status of Sara Khan'), 'rejected');
    const dialog = screen.getByRole('dialog', { name: 'Move to Rejected?' });
    expect(within(dialog).getByRole('checkbox', { name: /Mail the candidate/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // A withdrawn application has no status control: it is the candidate's decision.
    expect(within(table).queryByLabelText('Status of Noor Khan')).not.toBeInTheDocument();
  });

  it('mails the candidate by default, and the employer can untick it', async () => {
    const { calls } = mockApi({
      'GET jobs/5/applicants': listReply,
      'POST jobs/applicants/status': {
        data: {
          data: { moved: 1, unchanged: 0, skipped_withdrawn: [], notified: 0 },
          message: '1 applicant moved to rejected.',
        },
      },
    });
    renderWithRouter(<ApplicantsSection jobId="5" />);
    const table = await screen.findByRole('table');
    await userEvent.selectOptions(within(table).getByLabelText('Status of Sara Khan'), 'rejected');
    const dialog = screen.getByRole('dialog', { name: 'Move to Rejected?' });
    const mail = within(dialog).getByRole('checkbox', { name: /Mail the candidate/ });
    expect(mail).toBeChecked();
    await userEvent.click(mail);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Rejected' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.data))).toMatchObject({ status: 'rejected', notify: false });
  });

  it('e-mails the applicants of the status tab shown, and offers nothing for an empty tab', async () => {
    mockApi({
      'GET user/': { data: profileFor('employer', { permissions: ['email_campaigns.send'] }) },
      'GET jobs/5/applicants': listReply,
    });
    localStorage.setItem('token', 'tok');
    renderWithRouter(<ApplicantsSection jobId="5" />);
    expect(await screen.findByRole('link', { name: 'E-mail all applicants (3)' })).toHaveAttribute(
      'href',
      '/management/email-template/compose?job=5',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawn (1)' }));
    expect(await screen.findByRole('link', { name: 'E-mail the withdrawn (1)' })).toHaveAttribute(
      'href',
      '/management/email-template/compose?job=5&statuses=withdrawn',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Shortlisted (0)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^E-mail the/ })).toBeNull());
  });
});
