import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const zero = { applied: 0, shortlisted: 0, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 };
const empty: CandidateDashboard = {
  applications: { total: 0, by_status: zero },
  saved_jobs: 0,
  active_alerts: 0,
  recommendations: 0,
  recommendations_need_profile: true,
  profile: {
    completeness: 0,
    missing: [{ section: 'cv', label: 'Upload your CV' }],
    onboarded: false,
  },
  recent_applications: [],
  top_recommendations: [],
};

const job = {
  id: 41,
  title: 'Warehouse Team Leader',
  title_ar: null,
  snippet_ar: null,
  employer: {
    id: 1,
    name: 'Gulf Freight Solutions LLC',
    type: 'employer' as const,
    logo: null,
    open_jobs: 3,
  },
  client_company_name: null,
  locations: [],
  experience_min: 3,
  experience_max: 6,
  salary_min: 6000,
  salary_max: 9000,
  salary_currency: 'AED' as const,
  salary_period: 'MONTH' as const,
  salary_visible: true,
  salary_min_aed_month: null,
  salary_max_aed_month: null,
  employment_type: 'FULL_TIME' as const,
  apply_method: 'portal' as const,
  apply_url: null,
  published_at: new Date().toISOString(),
  designation: null,
  title_html: 'Warehouse Team Leader',
  snippet_html: '',
  skills: [],
  score: 87,
  reasons: [
    { kind: 'skill' as const, label: 'SAP EWM' },
    { kind: 'location' as const, label: 'Dubai' },
  ],
};

const render = (data: CandidateDashboard) => {
  localStorage.setItem('token', 'tok');
  mockApi({
    ...baseHandlers,
    'GET user/': { data: profileFor('candidate') },
    'GET candidate/dashboard': { data: { data } },
  });
  return renderRoute('/candidate');
};

afterEach(() => localStorage.clear());

describe('/candidate dashboard', () => {
  it('shows a new candidate where to start', async () => {
    render(empty);
    expect(await screen.findByText('0% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    // Not onboarded: "Finish your profile" resumes the wizard.
    expect(screen.getByRole('link', { name: 'Finish your profile' })).toHaveAttribute(
      'href',
      '/candidate/profile-create',
    );
    expect(screen.getByRole('link', { name: 'Upload your CV' })).toHaveAttribute(
      'href',
      '/candidate/profile#cv',
    );
    expect(screen.getByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your desired job' })).toHaveAttribute(
      'href',
      '/candidate/profile#desired_job',
    );
  });

  it('sends a candidate who skipped the wizard back to it while its sections are missing', async () => {
    const skipped = (missing: { section: 'cv' | 'summary'; label: string }[]) => ({
      ...empty,
      profile: { completeness: 40, missing, onboarded: true },
    });
    const first = render(skipped([{ section: 'cv', label: 'Upload your CV' }]));
    expect(await screen.findByRole('link', { name: 'Finish your profile' })).toHaveAttribute(
      'href',
      '/candidate/profile-create',
    );
    first.unmount();
    render(skipped([{ section: 'summary', label: 'Write a summary' }]));
    expect(await screen.findByRole('link', { name: 'Finish your profile' })).toHaveAttribute(
      'href',
      '/candidate/profile',
    );
  });

  it('shows counts as links, recent applications with their status and recommendations with why', async () => {
    render({
      ...empty,
      applications: { total: 3, by_status: { ...zero, applied: 2, shortlisted: 1 } },
      saved_jobs: 4,
      active_alerts: 2,
      recommendations: 12,
      recommendations_need_profile: false,
      profile: { completeness: 65, missing: [], onboarded: true },
      recent_applications: [
        {
          id: 5,
          status: 'shortlisted',
          applied_at: '2026-03-01T10:00:00Z',
          updated_at: '2026-03-02T10:00:00Z',
          job: { id: 7, title: 'Fleet Supervisor', employer: 'Desert Haulage' },
        },
      ],
      top_recommendations: [job],
    });
    const applications = await screen.findByRole('link', { name: /Applications/ });
    expect(applications).toHaveAttribute('href', '/candidate/job/applied');
    expect(applications).toHaveTextContent('3');
    expect(applications).toHaveTextContent('1 moving forward');
    expect(screen.getByRole('link', { name: /Saved jobs/ })).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: /Active alerts/ })).toHaveAttribute(
      'href',
      '/candidate/job-alert',
    );
    expect(screen.getByRole('link', { name: /Recommended/ })).toHaveTextContent('12');
    // Onboarded: "Finish your profile" goes to the profile.
    expect(screen.getByRole('link', { name: 'Finish your profile' })).toHaveAttribute(
      'href',
      '/candidate/profile',
    );

    const recent = screen.getByRole('link', { name: 'Fleet Supervisor' }).closest('li') as HTMLElement;
    expect(within(recent).getByText('Shortlisted')).toBeInTheDocument();
    const rec = screen.getByRole('link', { name: 'Warehouse Team Leader' }).closest('article') as HTMLElement;
    expect(within(rec).getByText('87% match')).toBeInTheDocument();
    expect(within(rec).getByText('SAP EWM')).toBeInTheDocument();
    expect(within(rec).getByText('Dubai')).toBeInTheDocument();
  });

  it('says so when the dashboard cannot load', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('candidate') },
      'GET candidate/dashboard': { status: 500, data: { message: 'boom' } },
    });
    renderRoute('/candidate');
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded');
  });
});
