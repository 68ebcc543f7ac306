import { describe, expect, it } from 'vitest';
import { countOfLimit } from './plans';

describe('counts of plan limits', () => {
  it('agree with their number', () => {
    expect(countOfLimit('active_jobs', 1)).toBe('1 active job');
    expect(countOfLimit('active_jobs', 0)).toBe('0 active jobs');
    expect(countOfLimit('users', 1)).toBe('1 user');
    expect(countOfLimit('cv_views', 1)).toBe('1 CV view a month');
    expect(countOfLimit('recruiter_emails', 2500)).toBe('2,500 recruiter e-mails a day');
  });
});
