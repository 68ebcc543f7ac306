import type { ClientCv, ClientCvShare } from '@portal/contract/client-cv';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const cv = (over: Partial<ClientCv> = {}): ClientCv => ({
  candidate_id: 5,
  first_name: 'Bilal',
  last_name: 'Khan',
  headline: 'Customs clearance officer',
  summary: 'Eight years of clearance at Jebel Ali.',
  location: 'Dubai, United Arab Emirates',
  nationality: 'India',
  visa_status: 'Employment visa',
  notice_period: '1 month',
  total_experience_years: 8,
  skills: ['HS code classification', 'Incoterms'],
  employments: [
    {
      company: 'Gulf Cold Stores',
      job_title: 'Customs Clearance Officer',
      location: 'Dubai',
      start_date: '2021-03-01',
      end_date: null,
      is_current: true,
      description: 'Declarations on Dubai Trade.',
    },
  ],
  educations: [],
  certifications: [
    {
      name: 'IATA DGR',
      issuer: 'IATA',
      issued_on: '2022-01-01',
      expires_on: '2099-01-01',
      expiry_status: 'valid',
    },
  ],
  contact: { email: 'bilal@example.com', phone: '+971 50 123 4567' },
  notes: null,
  presented_by: { name: 'Falcon Recruitment', logo_url: null },
  expires_at: null,
  ...over,
});

const share = (over: Partial<ClientCvShare> = {}): ClientCvShare => ({
  id: 31,
  notes: null,
  show_contact: false,
  created_by: 'Omar Haddad',
  created_at: '2026-03-01T09:00:00Z',
  expires_at: '2026-03-08T09:00:00Z',
  revoked_at: null,
  status: 'active',
  opened_count: 2,
  last_opened_at: '2026-03-02T09:00:00Z',
  ...over,
});

const recruiter = { data: profileFor('consultancy', { permissions: ['cv.search', 'cv.share'] }) };

beforeEach(() => localStorage.setItem('token', 'tok'));

describe('management/client-cv/{id}', () => {
  it('presents the candidate bare, hides contact until chosen, previews the notes and shares a link', async () => {
    const posted: unknown[] = [];
    mockApi({
      ...baseHandlers,
      'GET user/': recruiter,
      'GET client-cv/5': { data: { data: cv() } },
      'GET client-cv/5/shares': { data: { data: [share()] } },
      'POST client-cv/5/shares': (config) => {
        posted.push(JSON.parse(String(config.data)));
        return {
          status: 201,
          data: { data: { ...share({ id: 32 }), token: 'tok_abcdefghijklmnopqrstuvwxyz' } },
        };
      },
    });
    const user = userEvent.setup();
    renderRoute('/management/client-cv/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilal Khan' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByText('Presented by Falcon Recruitment')).toBeInTheDocument();
    expect(screen.getByText('Customs Clearance Officer, Gulf Cold Stores')).toBeInTheDocument();
    expect(screen.queryByText('bilal@example.com')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /e-mail and phone/ }));
    expect(screen.getByText('bilal@example.com')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Notes for the client/ }), 'Available in March');
    const doc = screen.getByRole('article', { name: 'CV of Bilal Khan' });
    expect(within(doc).getByText('Available in March')).toBeInTheDocument();

    expect(await screen.findByText(/opened 2 times/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Link works for' }), '14');
    await user.click(screen.getByRole('button', { name: 'Share by link' }));
    const link = await screen.findByRole('textbox', { name: 'Shared link' });
    expect(link).toHaveValue(
      `${window.location.origin}/management/client-cv/shared?token=tok_abcdefghijklmnopqrstuvwxyz`,
    );
    expect(posted).toEqual([{ notes: 'Available in March', show_contact: true, expires_in_days: 14 }]);
  });

  it('withdraws a link only after confirmation', async () => {
    let revoked = 0;
    mockApi({
      ...baseHandlers,
      'GET user/': recruiter,
      'GET client-cv/5': { data: { data: cv() } },
      'GET client-cv/5/shares': { data: { data: [share()] } },
      'DELETE client-cv/shares/31': () => {
        revoked++;
        return { data: { data: share({ status: 'revoked', revoked_at: '2026-03-03T00:00:00Z' }) } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/management/client-cv/5');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revoked).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw link' }),
    );
    await waitFor(() => expect(revoked).toBe(1));
  });

  it('a recruiter without cv.share previews and prints, but is offered no link', async () => {
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer', { permissions: ['cv.search'] }) },
      'GET client-cv/5': { data: { data: cv() } },
    });
    renderRoute('/management/client-cv/5');
    expect(await screen.findByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share by link' })).not.toBeInTheDocument();
  });
});

describe('management/client-cv/shared?token=', () => {
  it('opens without sign-in, with the notes and no menu', async () => {
    localStorage.clear();
    mockApi({
      ...baseHandlers,
      'GET client-cv/shared': {
        data: { data: cv({ contact: null, notes: 'Strong fit', expires_at: '2026-03-08T09:00:00Z' }) },
      },
    });
    renderRoute('/management/client-cv/shared?token=tok_abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilal Khan' })).toBeInTheDocument();
    expect(screen.getByText('Strong fit')).toBeInTheDocument();
    expect(screen.queryByText('bilal@example.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share by link' })).not.toBeInTheDocument();
  });

  it('says so when the link expired or was withdrawn', async () => {
    localStorage.clear();
    mockApi({
      ...baseHandlers,
      'GET client-cv/shared': { status: 410, data: { message: 'This link was withdrawn by the recruiter.' } },
    });
    renderRoute('/management/client-cv/shared?token=tok_abcdefghijklmnopqrstuvwxyz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link was withdrawn by the recruiter.')).toBeInTheDocument();
  });
});
