import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadProgress } from '@/lib/api-client';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { CvUpload } from './cv-upload';

const pdf = (size = 2048, name = 'cv.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const input = () => screen.getByTestId('file-input');
const STORED = {
  file_name: 'Ahmed CV.pdf',
  size: 245_760,
  mime: 'application/pdf',
  uploaded_at: '2026-03-02T10:00:00Z',
};

describe('CvUpload', () => {
  it('shows the upload progress, then reports success to its owner', async () => {
    let finish: () => void = () => undefined;
    let progress: (e: UploadProgress) => void = () => undefined;
    const { calls } = mockApi({
      'POST candidate/cv': (config) =>
        new Promise((resolve) => {
          progress = (e) => config.onUploadProgress?.(e);
          finish = () => resolve({ data: { data: { ...STORED, has_text: true }, message: 'CV uploaded.' } });
        }),
    });
    const onChange = vi.fn();
    renderWithRouter(<CvUpload cv={null} onChange={onChange} />);
    fireEvent.change(input(), { target: { files: [pdf()] } });
    await vi.waitFor(() => expect(calls).toHaveLength(1));

    await act(async () => progress({ loaded: 40, total: 100 }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload CV' })).toBeDisabled();
    const sent = calls[0]?.data as FormData;
    expect((sent.get('file') as File).name).toBe('cv.pdf');

    await act(async () => finish());
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(await screen.findByText('CV uploaded.')).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses the file', async () => {
    mockApi({
      'POST candidate/cv': {
        status: 400,
        data: { message: { file: ['This document unpacks to an unreasonable size and was refused.'] } },
      },
    });
    const onChange = vi.fn();
    renderWithRouter(<CvUpload cv={null} onChange={onChange} />);
    fireEvent.change(input(), { target: { files: [pdf(1000, 'cv.docx')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This document unpacks to an unreasonable size and was refused.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a dropped file of the wrong type or size before uploading it', async () => {
    const { calls } = mockApi({});
    renderWithRouter(<CvUpload cv={null} onChange={vi.fn()} />);
    const zone = screen
      .getByRole('button', { name: 'Upload CV' })
      .closest('div.border-dashed') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PDF, DOC, DOCX, ODT or RTF file.');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf(5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The CV must be 5 MB or smaller.');
    expect(calls).toHaveLength(0);
  });

  it('lists the stored CV and removes it only after confirmation', async () => {
    const { calls } = mockApi({ 'DELETE candidate/cv': { data: { message: 'CV removed.' } } });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<CvUpload cv={STORED} onChange={onChange} />);
    expect(screen.getByText('Ahmed CV.pdf')).toBeInTheDocument();
    expect(screen.getByText(/240 KB · uploaded 2 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace CV' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your CV?' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove CV' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE candidate/cv']);
  });

  it('downloads the CV with the session’s token under the server’s file name', async () => {
    localStorage.setItem('token', 'a.b.c');
    const { calls } = mockApi({
      'GET candidate/cv': {
        data: new Blob(['%PDF-1.4']),
        headers: { 'content-disposition': 'attachment; filename="Ahmed CV.pdf"' },
      },
    });
    const createObjectURL = vi.fn(() => 'blob:cv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderWithRouter(<CvUpload cv={STORED} onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(clicked).toEqual(['Ahmed CV.pdf']));
    expect(calls[0]?.headers.Authorization).toBe('Bearer a.b.c');
    click.mockRestore();
  });
});
