import type { AdminSettings } from '@portal/contract/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const stored: AdminSettings = {
  site_name: 'Logistics Jobs',
  theme_color: '#1CA3DC',
  logo_url: null,
  contact_email: 'jobs@example.com',
  whatsapp: '+971 50 000 0000',
  linkedin: 'https://www.linkedin.com/company/example',
  facebook: '',
  x: '',
  instagram: '',
  youtube: '',
  job_validity_days: 30,
  candidate_retention_months: 24,
  arabic_digits: 'latn',
};
const admin = { data: profileFor('master_admin', { permissions: ['settings.manage'] }) };

describe('admin-pannel/settings: the portal settings', () => {
  it('saves only what changed, previews the colour with its contrast, and shows a field message under its input', async () => {
    localStorage.setItem('token', 'tok');
    const patches: unknown[] = [];
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': admin,
      'GET master/exchange-rates': { data: { data: [] } },
      'GET settings/portal': { data: { data: stored } },
      'PATCH settings/portal': (config) => {
        const body = JSON.parse(String(config.data));
        patches.push(body);
        if (body.whatsapp)
          return {
            status: 400,
            data: { message: { whatsapp: ['Enter a phone number such as +971 50 123 4567'] } },
          };
        return { data: { data: { ...stored, ...body }, message: 'Settings saved.' } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/settings');

    const name = await screen.findByRole('textbox', { name: 'Portal name' });
    expect(name).toHaveValue('Logistics Jobs');
    const theme = screen.getByRole('region', { name: 'Theme' });
    // The default colour is too light for white text: the note names the darker shade used instead.
    expect(within(theme).getByText(/White text on #1CA3DC is only 2\.9:1/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Gulf Freight Careers');
    const colour = within(theme).getByRole('textbox', { name: 'Theme colour' });
    await user.clear(colour);
    await user.type(colour, '#7B1FA2');
    expect(within(theme).getByText(/White text on #7B1FA2 reads at 8\.\d:1/)).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(patches).toEqual([{ site_name: 'Gulf Freight Careers', theme_color: '#7B1FA2' }]),
    );

    const whatsapp = screen.getByRole('textbox', { name: 'WhatsApp number' });
    await user.clear(whatsapp);
    await user.type(whatsapp, '+971 4 555 0101');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a phone number such as +971 50 123 4567')).toBeInTheDocument();
    expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);
  });

  it('checks fields before sending: a bad e-mail and an http link never reach the server', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': admin,
      'GET master/exchange-rates': { data: { data: [] } },
      'GET settings/portal': { data: { data: stored } },
    });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/settings');
    const email = await screen.findByRole('textbox', { name: 'Contact e-mail' });
    await user.clear(email);
    await user.type(email, 'jobs@');
    const linkedin = screen.getByRole('textbox', { name: 'LinkedIn' });
    await user.clear(linkedin);
    await user.type(linkedin, 'http://www.linkedin.com/company/example');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a full address starting with https://')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('shows staff without the settings permission a notice, not the form', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('consultancy') },
      'GET master/exchange-rates': { data: { data: [] } },
    });
    renderRoute('/admin-pannel/settings');
    expect(
      await screen.findByText(/Only administrators who manage the portal's settings/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Portal name' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === 'settings/portal')).toBe(false);
  });
});
