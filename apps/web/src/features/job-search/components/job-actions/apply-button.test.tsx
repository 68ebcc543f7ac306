import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { ApplyButton } from './apply-button';

const job = { id: 7, title: 'Freight Forwarder', apply_method: 'portal' as const, apply_url: null };

describe('ApplyButton', () => {
  it('applies with a cover note, then reads "Applied" and is disabled', async () => {
    let applied = false;
    const { calls } = mockApi({
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
    await userEvent.type(screen.getByLabelText('Cover note (optional)'), 'Ten years in sea freight.');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(dialog).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.data).toBe(
      JSON.stringify({ job_id: 7, cover_note: 'Ten years in sea freight.' }),
    );
    expect(await screen.findByText('Application sent.')).toBeInTheDocument();
  });

  it('shows the 409 message and turns into "Applied" when an application already exists', async () => {
    let tried = false;
    mockApi({
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
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('You have already applied for this job.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled());
  });

  it('keeps a too-long cover note in the dialog with its message', async () => {
    const { calls } = mockApi({});
    renderWithRouter(<ApplyButton job={job} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const note = screen.getByLabelText('Cover note (optional)');
    note.removeAttribute('maxlength');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(3001));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Keep the cover note under 3000 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
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
