import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { CandidateAccountPanel } from './candidate-account-panel';

describe('CandidateAccountPanel', () => {
  it('offers the three account actions', () => {
    mockApi({});
    renderWithRouter(<CandidateAccountPanel />);
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
  });

  it('downloads the export under the server’s file name, or says why it could not', async () => {
    let fail = false;
    mockApi({
      'GET candidate/export': () =>
        fail
          ? {
              status: 429,
              data: new Blob([
                JSON.stringify({ message: 'Too many requests, please try again in 60 seconds' }),
              ]),
            }
          : {
              data: new Blob(['{}']),
              headers: { 'content-disposition': 'attachment; filename="my-data-2026-03-02.json"' },
            },
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderWithRouter(<CandidateAccountPanel />);
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    await vi.waitFor(() => expect(saved).toEqual(['my-data-2026-03-02.json']));

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Too many requests, please try again in 60 seconds')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    click.mockRestore();
  });
});
