import { describe, expect, it } from 'vitest';
import {
  periodDays,
  periodError,
  readReportUrl,
  todayIn,
  toFilters,
  writeReportUrl,
} from './use-report-filters';

describe("the reports' filters in the URL", () => {
  it('reads what it knows and drops the rest; writes only what differs from the defaults', () => {
    const url = readReportUrl(new URLSearchParams('report=sources&period=7&job=3&member=x&org=-1&from=2026'));
    expect(url).toEqual({
      report: 'sources',
      period: '7',
      from: '',
      to: '',
      job: 3,
      member: undefined,
      org: undefined,
    });
    expect(writeReportUrl(url).toString()).toBe('report=sources&period=7&job=3');
    expect(readReportUrl(new URLSearchParams('report=nope')).report).toBeUndefined();
    expect(writeReportUrl(readReportUrl(new URLSearchParams(''))).toString()).toBe('');
  });

  it('turns a preset into days counted back from today, today included', () => {
    expect(periodDays({ period: '7', from: '', to: '' }, '2026-11-29')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(periodDays({ period: '30', from: '', to: '' }, '2026-03-01')).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(periodDays({ period: 'year', from: '', to: '' }, '2026-11-29')).toEqual({
      from: '2026-01-01',
      to: '2026-11-29',
    });
    expect(
      toFilters(
        {
          report: undefined,
          period: 'custom',
          from: '2026-01-05',
          to: '2026-02-01',
          job: 3,
          member: undefined,
          org: 7,
        },
        '2026-11-29',
      ),
    ).toEqual({ from: '2026-01-05', to: '2026-02-01', job_id: 3, member_id: undefined, client_id: 7 });
  });

  it("counts today in the organisation's time zone", () => {
    const lateUtc = new Date('2026-11-29T21:30:00Z');
    expect(todayIn('Asia/Dubai', lateUtc)).toBe('2026-11-30');
    expect(todayIn('UTC', lateUtc)).toBe('2026-11-29');
  });

  it('says what is wrong with custom dates', () => {
    expect(periodError({ from: '', to: '2026-01-01' })).toBe('Choose the start date');
    expect(periodError({ from: '2026-02-01', to: '2026-01-01' })).toBe(
      'The start date must be on or before the end date',
    );
    expect(periodError({ from: '2025-01-01', to: '2026-01-02' })).toBe('Choose a period of at most 366 days');
    expect(periodError({ from: '2026-01-01', to: '2026-01-31' })).toBeUndefined();
  });
});
