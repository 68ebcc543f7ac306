import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileFixture } from '@/testing/candidate-profile-fixture';
import { baseHandlers, type MockHandler, type MockReply, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { ProfilePage } from './profile-page';

// The page is rendered alone; the app's route tree (every other page) is not needed.
vi.mock('@/app/router', () => ({ routes: [] }));

vi.mock('@/app/routes/candidate/candidate-account-panel', () => ({
  CandidateAccountPanel: () => <p>Account panel</p>,
}));

const education = {
  id: 7,
  education_level: null,
  institution: 'Zayed University',
  field_of_study: 'Logistics',
  start_year: 2010,
  end_year: 2014,
  grade: null,
};

function setup(extra: Record<string, MockHandler | MockReply> = {}, profile = profileFixture()) {
  localStorage.setItem('token', 'tok');
  const api = mockApi({
    ...baseHandlers,
    'GET user/': { data: profileFor('candidate') },
    'GET candidate/profile': { data: { data: profile } },
    'GET master/countries': {
      data: { data: [{ id: 1, name: 'United Arab Emirates', slug: 'uae', parent_id: null }] },
    },
    ...extra,
  });
  return { ...api, user: userEvent.setup(), ...renderWithRouter(<ProfilePage />, '/candidate/profile') };
}

const section = async (name: string) => screen.findByRole('region', { name });

describe('candidate/profile', () => {
  it('edits the summary in place and shows the saved text', async () => {
    const saved = profileFixture({
      headline: 'Warehouse supervisor, 8 years in 3PL',
      summary: 'Bonded warehouses.',
    });
    const { user, calls } = setup({
      'PUT candidate/summary': { data: { data: saved, message: 'Summary saved.' } },
    });
    const card = await section('Headline and summary');
    await user.click(within(card).getByRole('button', { name: 'Edit headline and summary' }));
    await user.type(
      within(card).getByRole('textbox', { name: 'Headline' }),
      'Warehouse supervisor, 8 years in 3PL',
    );
    await user.type(within(card).getByRole('textbox', { name: 'Summary' }), 'Bonded warehouses.');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Warehouse supervisor, 8 years in 3PL')).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(String(put?.data))).toEqual({
      headline: 'Warehouse supervisor, 8 years in 3PL',
      summary: 'Bonded warehouses.',
    });
  });

  it("puts the server's field errors under their inputs and keeps the form open", async () => {
    const { user } = setup({
      'PATCH candidate/update': {
        status: 400,
        data: {
          message: { 'current_location.country_id': ['Unknown country'], phone: ['This number is in use'] },
        },
      },
    });
    const card = await section('Personal details');
    await user.click(within(card).getByRole('button', { name: 'Edit personal details' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
        'This number is in use',
      ),
    );
    expect(within(card).getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Unknown country',
    );
  });

  it('finds a nationality among many countries by typing', async () => {
    const countries = ['United Arab Emirates', 'India', 'Nepal', 'Sri Lanka', 'Norway', 'Zimbabwe'].map(
      (name, i) => ({
        id: i + 1,
        name,
        slug: name.toLowerCase().replace(/ /g, '-'),
        parent_id: null,
      }),
    );
    const { user } = setup({ 'GET master/countries': { data: { data: countries } } });
    const card = await section('Personal details');
    await user.click(within(card).getByRole('button', { name: 'Edit personal details' }));
    const nationality = within(card).getByRole('combobox', { name: 'Nationality' });
    await waitFor(() => expect(within(nationality).getAllByRole('option')).toHaveLength(7));
    await user.type(within(card).getByRole('searchbox', { name: 'Find a country' }), 'ne');
    expect(
      within(nationality)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not specified', 'Nepal']);
    await user.selectOptions(nationality, 'Nepal');
    expect(nationality).toHaveValue('3');
  });

  it('deletes an education only after confirmation', async () => {
    const { user, calls } = setup(
      {
        'DELETE candidate/educations/7': { data: { data: profileFixture(), message: 'Education removed.' } },
      },
      profileFixture({ educations: [education] }),
    );
    const card = await section('Education');
    await user.click(within(card).getByRole('button', { name: 'Delete Zayed University' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this education?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(within(card).getByText('Zayed University')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete Zayed University' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(card).queryByText('Zayed University')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['candidate/educations/7']);
  });

  it('names what is missing, linking to each section', async () => {
    setup();
    const meter = await section('Profile completeness');
    expect(within(meter).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(meter).getByRole('link', { name: 'Write a headline and a short summary' })).toHaveAttribute(
      'href',
      '#summary',
    );
    expect(document.getElementById('summary')).toHaveAccessibleName('Headline and summary');
  });
});
