import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { MailPreferences } from './mail-preferences';

const ALL_ON = { application_status: true, job_alerts: true, weekly_news: false };

describe('MailPreferences', () => {
  it('shows each kind as a switch and lists the mails that are always sent', async () => {
    mockApi({ 'GET candidate/mail-preferences': { data: { data: ALL_ON } } });
    renderWithRouter(<MailPreferences />);
    expect(await screen.findByRole('switch', { name: /Application status updates/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Job alerts/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Weekly job news/ })).not.toBeChecked();
    const always = screen.getByRole('list', { name: 'Always sent' });
    expect(within(always).getByText('The receipt when you apply for a job')).toBeInTheDocument();
  });

  it('saves a switch as it is flipped and shows what the server stored', async () => {
    const { calls } = mockApi({
      'GET candidate/mail-preferences': { data: { data: ALL_ON } },
      'PATCH candidate/mail-preferences': (config) => ({
        data: {
          data: { ...ALL_ON, ...JSON.parse(String(config.data)) },
          message: 'Mail preferences saved.',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithRouter(<MailPreferences />);
    await user.click(await screen.findByRole('switch', { name: /Application status updates/ }));
    expect(await screen.findByText('Mail preferences saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Application status updates/ })).not.toBeChecked();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(JSON.parse(String(patch?.data))).toEqual({ application_status: false });
  });

  it('keeps the switch as it was and says why when saving fails', async () => {
    mockApi({
      'GET candidate/mail-preferences': { data: { data: ALL_ON } },
      'PATCH candidate/mail-preferences': {
        status: 429,
        data: { message: 'Too many requests, please try again in 60 seconds' },
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<MailPreferences />);
    await user.click(await screen.findByRole('switch', { name: /Job alerts/ }));
    expect(await screen.findByText('Too many requests, please try again in 60 seconds')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Job alerts/ })).toBeChecked();
  });
});
