import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { MailUnsubscribePage } from './mail-unsubscribe-page';

describe('MailUnsubscribePage', () => {
  it('turns the kind of mail off from the link, without signing in', async () => {
    const { calls } = mockApi({
      'POST candidate/mail-preferences/unsubscribe': { data: { data: { category: 'application_status' } } },
    });
    renderWithRouter(<MailUnsubscribePage />, '/?category=application_status&token=7.abc');
    expect(
      await screen.findByRole('heading', { name: 'You will no longer receive application status updates' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose which mails I get' })).toHaveAttribute(
      'href',
      '/candidate/profile#account',
    );
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ token: '7.abc', category: 'application_status' });
  });

  it('says the link does not work when the server refuses it or it is incomplete', async () => {
    mockApi({
      'POST candidate/mail-preferences/unsubscribe': {
        status: 400,
        data: { message: { token: ['This unsubscribe link is not valid.'] } },
      },
    });
    renderWithRouter(<MailUnsubscribePage />, '/?category=job_alerts&token=7.tampered');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  });

  it('never calls the server for an unknown kind of mail', () => {
    const { calls } = mockApi({});
    renderWithRouter(<MailUnsubscribePage />, '/?category=everything&token=7.abc');
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
