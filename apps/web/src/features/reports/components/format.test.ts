import { describe, expect, it } from 'vitest';
import { formatCell, formatPeriod } from './format';

describe('a report cell as the table shows it', () => {
  it('writes counts whole with thousands separators, percentages and days with one decimal', () => {
    expect(formatCell(1234, 'count')).toBe('1,234');
    expect(formatCell(0, 'count')).toBe('0');
    expect(formatCell(33.333, 'percent')).toBe('33.3%');
    expect(formatCell(100, 'percent')).toBe('100.0%');
    expect(formatCell(2.25, 'days')).toBe('2.3');
    expect(formatCell(4, 'days')).toBe('4.0');
  });

  it('writes no figure as "—", dates as days, and text as it is', () => {
    expect(formatCell(null, 'days')).toBe('—');
    expect(formatCell(undefined, 'count')).toBe('—');
    expect(formatCell('2026-11-02', 'date')).toBe('2 Nov 2026');
    expect(formatCell('Total', 'count')).toBe('Total');
    expect(formatCell('Job search', 'text')).toBe('Job search');
  });

  it('names a period with its year once when both days share it', () => {
    expect(formatPeriod('2026-10-31', '2026-11-29')).toBe('31 Oct – 29 Nov 2026');
    expect(formatPeriod('2025-12-01', '2026-01-31')).toBe('1 Dec 2025 – 31 Jan 2026');
    expect(formatPeriod('2026-11-29', '2026-11-29')).toBe('29 Nov 2026');
  });
});
