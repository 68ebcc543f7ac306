import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it('drops a right-to-left override that makes an .exe read as a PDF', () => {
    // Shown as "cvexe.pdf" by a bidi-aware screen; really ends in ".exe".
    expect(cleanFileName('cv\u202Efdp.exe', 'cv.pdf')).toBe('cvfdp.exe');
  });

  it('drops controls, direction marks, isolates and separators, and collapses spaces', () => {
    expect(cleanFileName('CV\u0007\t2024\u200F\u2066x\u2069\u001b[31m\u2028.pdf', 'cv.pdf')).toBe(
      'CV 2024x[31m .pdf',
    );
  });

  it('keeps Arabic and Persian names whole, joiners included', () => {
    expect(cleanFileName('سيرة ذاتية.pdf', 'cv.pdf')).toBe('سيرة ذاتية.pdf');
    expect(cleanFileName('می\u200Cخواهم.pdf', 'cv.pdf')).toBe('می\u200Cخواهم.pdf');
  });

  it('falls back when nothing readable is left, and keeps at most 255 characters', () => {
    expect(cleanFileName('\u202E\u0000 ', 'photo')).toBe('photo');
    expect(Array.from(cleanFileName('é'.repeat(300), 'x'))).toHaveLength(255);
  });
});
