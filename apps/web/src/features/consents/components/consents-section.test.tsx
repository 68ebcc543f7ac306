import type { ConsentRecord, ConsentSource, Consents } from '@portal/contract/consents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { ConsentsSection } from './consents-section';

const at = '2026-03-02T08:00:00.000Z';
const record = (
  kind: ConsentRecord['kind'],
  granted: boolean,
  source: ConsentSource = 'sign_up',
): ConsentRecord => ({ kind, granted, source, version: '2026-01', at });
const state = (cv: boolean): Consents => ({
  current: [
    { kind: 'terms', granted: true, record: record('terms', true), withdrawable: false },
    { kind: 'privacy', granted: true, record: record('privacy', true), withdrawable: false },
    {
      kind: 'cv_database',
      granted: cv,
      record: record('cv_database', cv, cv ? 'sign_up' : 'account'),
      withdrawable: true,
    },
    { kind: 'marketing', granted: false, record: null, withdrawable: true },
  ],
  history: [],
});

describe('ConsentsSection', () => {
  it('shows each consent with when, how and the version, and withdraws CV database visibility', async () => {
    const { calls } = mockApi({
      'GET candidate/consents': { data: { data: state(true) } },
      'PUT candidate/consents/cv_database': { data: { data: state(false), message: 'Consent withdrawn.' } },
    });
    renderWithRouter(<ConsentsSection />);
    const list = await screen.findByRole('list', { name: 'Your consents' });
    expect(list).toHaveTextContent('Terms of use: agreed');
    expect(list).toHaveTextContent('Sign-up form · version 2026-01');
    expect(list).toHaveTextContent('Marketing mails: not given');
    // The terms go with the account: nothing to press.
    expect(within(list).queryByRole('button', { name: /Terms of use/ })).toBeNull();

    await userEvent
      .setup()
      .click(within(list).getByRole('button', { name: 'Withdraw consent: CV database visibility' }));
    expect(await within(list).findByText(/withdrawn/)).toBeInTheDocument();
    expect(list).toHaveTextContent('Account section');
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(String(put?.data))).toEqual({ granted: false });
  });

  it('says so when the consents cannot be loaded', async () => {
    mockApi({ 'GET candidate/consents': { status: 500, data: { message: 'down' } } });
    renderWithRouter(<ConsentsSection />);
    expect(await screen.findByText(/Your consents could not be loaded/)).toHaveAttribute('role', 'alert');
  });
});
