import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse';

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, line breaks inside quotes and both line ends', () => {
    const text = '\uFEFFname,slug\r\n"Dubai, Marina","say ""hi"""\n"two\nlines",x\n\nlast,';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'slug'] },
      { line: 2, cells: ['Dubai, Marina', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'x'] },
      { line: 6, cells: ['last', ''] },
    ]);
  });

  it('refuses a quote left open, naming the line it starts on', () => {
    expect(() => parseCsv('name\n"open\nstill')).toThrow(
      expect.objectContaining({ status: 400 }) as unknown as Error,
    );
  });
});
