import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicJob } from '@/testing/job-fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { ApplyButton } from './apply-button';

const job = { id: 7, title: 'Freight Forwarder', apply_method: 'portal' as const, apply_url: null };
/** The job as the dialog loads it, with the screening questions it asks. */
const view = (screening_questions: ReturnType<typeof publicJob>['screening_questions'] = []) => ({
  'GET jobs/view/7': { data: { data: publicJob({ ...job, screening_questions }) } },
  'GET candidate/cvs': { data: { data: [] } },
  'GET candidate/cover-letters': { data: { data: [] } },
});
const cv = (id: number, name: string, is_default: boolean) => ({
  id,
  name,
  file_name: `${name}.pdf`,
  size: 1000,
  mime: 'application/pdf',
  uploaded_at: '2026-11-01T08:00:00.000Z',
  is_default,
  has_text: true,
});

describe('ApplyButton', () => {
  it('applies with a cover note, then reads "Applied" and is disabled', async () => {
    let applied = false;
    const { calls } = mockApi({
      ...view(),
      'POST jobs/apply': () => {
        applied = true;
        return { status: 201, data: { data: { id: 1 }, message: 'Application sent.' } };
      },
      'GET jobs/apply': () => ({
        data: { data: applied ? [{ job: { id: 7 }, status: 'applied' }] : [], meta: {} },
      }),
    });
    // The button's status comes from the shared lookup, as on the job page.
    const { JobStatesHarness } = await import('./testing-harness');
    renderWithRouter(<JobStatesHarness job={job} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply for Freight Forwarder' });
    await userEvent.type(await screen.findByLabelText('Cover note (optional)'), 'Ten years in sea freight.');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(dialog).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.data).toBe(
      JSON.stringify({ job_id: 7, cover_note: 'Ten years in sea freight.', answers: {} }),
    );
    expect(await screen.findByText('Application sent.')).toBeInTheDocument();
  });

  it('sends the way in the job page kept (its link’s src and utm_source) with the application', async () => {
    const { rememberApplySource } = await import('@/features/job-search/apply-source');
    rememberApplySource(7, new URLSearchParams('src=job_news&utm_source=Newsletter'));
    const { calls } = mockApi({
      ...view(),
      'POST jobs/apply': { status: 201, data: { data: { id: 1 }, message: 'Application sent.' } },
      'GET jobs/apply': { data: { data: [], meta: {} } },
    });
    renderWithRouter(<ApplyButton job={job} source="search" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await screen.findByLabelText('Cover note (optional)');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.data))).toMatchObject({
      source: 'job_news',
      utm_source: 'newsletter',
    });
  });

  it('sends the chosen CV and a saved letter, the default CV preselected', async () => {
    const { calls } = mockApi({
      ...view(),
      'GET candidate/cvs': {
        data: { data: [cv(3, 'Warehouse supervisor', false), cv(2, 'Forklift operator', true)] },
      },
      'GET candidate/cover-letters': {
        data: {
          data: [
            {
              id: 9,
              title: 'Warehouse roles',
              body: 'Dear Hiring Manager',
              created_at: '2026-11-01T08:00:00.000Z',
              updated_at: '2026-11-01T08:00:00.000Z',
            },
          ],
        },
      },
      'POST jobs/apply': { status: 201, data: { data: { id: 1 }, message: 'Application sent.' } },
      'GET jobs/apply': { data: { data: [], meta: {} } },
    });
    renderWithRouter(<ApplyButton job={job} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const choice = await screen.findByLabelText('CV to send');
    await waitFor(() => expect(choice).toHaveValue('2'));
    await userEvent.selectOptions(choice, 'Warehouse supervisor');
    await userEvent.selectOptions(screen.getByLabelText('Saved cover letter (optional)'), 'Warehouse roles');
    expect(screen.getByLabelText('Cover note (optional)')).toHaveValue('Dear Hiring Manager');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.data).toBe(
        JSON.stringify({ job_id: 7, cover_note: 'Dear Hiring Manager', answers: {}, cv_id: 3 }),
      ),
    );
  });

  it('shows the 409 message and turns into "Applied" when an application already exists', async () => {
    let tried = false;
    mockApi({
      ...view(),
      'POST jobs/apply': () => {
        tried = true;
        return { status: 409, data: { message: 'You have already applied for this job.' } };
      },
      'GET jobs/apply': () => ({
        data: { data: tried ? [{ job: { id: 7 }, status: 'applied' }] : [], meta: {} },
      }),
    });
    const { JobStatesHarness } = await import('./testing-harness');
    renderWithRouter(<JobStatesHarness job={job} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('You have already applied for this job.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled());
  });

  it('keeps a too-long cover note in the dialog with its message', async () => {
    const { calls } = mockApi(view());
    renderWithRouter(<ApplyButton job={job} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const note = await screen.findByLabelText('Cover note (optional)');
    note.removeAttribute('maxlength');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Keep the cover note under 5,000 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks the screening questions, names a missing answer, then sends the answers', async () => {
    const { calls } = mockApi({
      ...view([
        {
          id: 'qLicence',
          kind: 'yes_no',
          text: 'Do you hold a UAE forklift licence?',
          required: true,
          options: [],
          min: null,
          max: null,
        },
        {
          id: 'qYears',
          kind: 'number',
          text: 'Years of experience',
          required: false,
          options: [],
          min: 0,
          max: 40,
        },
        {
          id: 'qTrucks',
          kind: 'multiple_choice',
          text: 'Trucks driven',
          required: false,
          options: ['Reach', 'VNA'],
          min: null,
          max: null,
        },
      ]),
      'POST jobs/apply': () => ({
        status: 400,
        data: { message: { 'answers.qYears': ['Enter 40 or less'] } },
      }),
    });
    renderWithRouter(<ApplyButton job={job} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const licence = await screen.findByRole('group', { name: 'Do you hold a UAE forklift licence?' });
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Answer this question')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(licence).getByLabelText('Yes'));
    await userEvent.type(screen.getByLabelText(/Years of experience/), '12');
    await userEvent.click(screen.getByLabelText('VNA'));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    // The server's message lands under its question and the dialog stays open.
    expect(await screen.findByText('Enter 40 or less')).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.data))).toEqual({
      job_id: 7,
      answers: { qLicence: true, qYears: 12, qTrucks: ['VNA'] },
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens an external job on the employer site and counts the click', async () => {
    const { calls } = mockApi({ 'POST jobs/apply/external': { data: { data: { url: 'x' } } } });
    renderWithRouter(
      <ApplyButton job={{ ...job, apply_method: 'external', apply_url: 'https://jobs.example.com/7' }} />,
    );
    const link = screen.getByRole('link', { name: /Apply on the employer's site/ });
    expect(link).toHaveAttribute('href', 'https://jobs.example.com/7');
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST jobs/apply/external']),
    );
  });
});
