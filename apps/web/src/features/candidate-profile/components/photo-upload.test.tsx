import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { PhotoUpload } from './photo-upload';

const input = () => screen.getByTestId('file-input');

describe('PhotoUpload', () => {
  it('shows the server’s 413 message for a photo that is too large', async () => {
    mockApi({
      'POST candidate/photo': { status: 413, data: { message: 'The photo must be 2 MB or smaller.' } },
    });
    renderWithRouter(<PhotoUpload photoUrl={null} onChange={vi.fn()} />);
    fireEvent.change(input(), { target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be 2 MB or smaller.');
  });

  it('refuses an SVG in the browser with the server’s wording', async () => {
    const { calls } = mockApi({});
    renderWithRouter(<PhotoUpload photoUrl={null} onChange={vi.fn()} />);
    fireEvent.change(input(), {
      target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(calls).toHaveLength(0);
  });

  it('previews the current photo and offers to replace or remove it', () => {
    mockApi({});
    renderWithRouter(<PhotoUpload photoUrl="/api/candidate/photo/abc" onChange={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Your profile' })).toHaveAttribute(
      'src',
      '/api/candidate/photo/abc',
    );
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeEnabled();
  });
});
