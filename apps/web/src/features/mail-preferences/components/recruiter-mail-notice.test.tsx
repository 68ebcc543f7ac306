import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { RecruiterMailNotice } from './recruiter-mail-notice';

const status = (over: object) => ({
  data: { data: { email: 'rashida@example.com', status: 'ok', detail: null, since: null, ...over } },
});

describe("the candidate's own profile: recruiter mail to their address", () => {
  it('says the address bounced, with what the mail server answered', async () => {
    mockApi({
      'GET settings/email-status': status({ status: 'bounced', detail: '550 5.1.1 mailbox unavailable' }),
    });
    renderWithRouter(<RecruiterMailNotice />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Mail to rashida@example.com bounced.');
    expect(note).toHaveTextContent('(the mail server answered: 550 5.1.1 mailbox unavailable)');
  });

  it('says they unsubscribed from recruiter mail', async () => {
    mockApi({ 'GET settings/email-status': status({ status: 'unsubscribed' }) });
    renderWithRouter(<RecruiterMailNotice />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You unsubscribed rashida@example.com from recruiter e-mail',
    );
  });

  it('shows nothing while mail reaches them', async () => {
    const { calls } = mockApi({ 'GET settings/email-status': status({}) });
    renderWithRouter(<RecruiterMailNotice />);
    await vi.waitFor(() => expect(calls.some((c) => c.url === 'settings/email-status')).toBe(true));
    // The answer is rendered on the next tick; a notice would be there by then.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
