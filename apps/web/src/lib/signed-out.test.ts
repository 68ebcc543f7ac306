import { describe, expect, it } from 'vitest';
import { signedOutFrom, signInKindFor } from './signed-out';

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
