import { describe, expect, it } from 'vitest';
import { dispositionFor } from './download';

describe('how a stored file is sent', () => {
  it('opens a PDF in the page only when asked; Word files and anything else stay downloads', () => {
    expect(dispositionFor('application/pdf', true)).toBe('inline');
    expect(dispositionFor('application/pdf', false)).toBe('attachment');
    for (const mime of [
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/html',
      'image/svg+xml',
    ])
      expect(dispositionFor(mime, true)).toBe('attachment');
  });
});
