import { describe, expect, it } from 'vitest';
import { readReturnTo, signedOutFrom, signInKindFor, withReturnTo } from './return-to';

describe('the way back after sign-in', () => {
  it('round-trips a page and what to finish there', () => {
    const href = withReturnTo('/auth/candidate/sign-in', {
      next: '/unauth/search-job?keyword=a b',
      intent: 'alert',
    });
    const back = readReturnTo(new URL(href, 'http://x').searchParams);
    expect(back).toEqual({ next: '/unauth/search-job?keyword=a b', intent: 'alert' });
  });

  it('never leads off the site, and ignores an unknown intent', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
    ])
      expect(readReturnTo(new URLSearchParams({ next }))).toBeUndefined();
    expect(readReturnTo(new URLSearchParams({ next: '/unauth/jobs/view/3', intent: 'delete' }))).toEqual({
      next: '/unauth/jobs/view/3',
    });
  });
});

describe('the page a signed-out visitor was sent home from', () => {
  it("is read from home's history state, only as a path on this site", () => {
    expect(signedOutFrom({ signedOutFrom: '/candidate/profile' })).toBe('/candidate/profile');
    expect(signedOutFrom({ signedOutFrom: '//evil.example' })).toBeUndefined();
    expect(signedOutFrom({ signedOutFrom: 7 })).toBeUndefined();
    expect(signedOutFrom(null)).toBeUndefined();
  });

  it('names the sign-in of its area', () => {
    expect(signInKindFor('/candidate/profile')).toBe('candidate');
    expect(signInKindFor('/candidate')).toBe('candidate');
    expect(signInKindFor('/management/jobs/view/3?tab=applicants')).toBe('employer');
    expect(signInKindFor('/employer/dashboard')).toBe('employer');
    expect(signInKindFor('/admin-pannel/enquiries/4')).toBe('admin');
    expect(signInKindFor('/consultancy-admin/dashboard')).toBe('admin');
  });
});
