import { describe, expect, it } from 'vitest';
import { applySourceOf, rememberApplySource } from './apply-source';

describe('the way in kept for the apply call', () => {
  it('keeps src and utm_source per job, lower-cased, and survives a page without them', () => {
    rememberApplySource(7, new URLSearchParams('src=alert&utm_source=LinkedIn'));
    // The sign-in detour comes back to the job page without the query: what was kept stays.
    rememberApplySource(7, new URLSearchParams(''));
    expect(applySourceOf(7)).toEqual({ source: 'alert', utm_source: 'linkedin' });
    expect(applySourceOf(8)).toEqual({});
  });

  it('drops values the server would not take, and falls back to the button’s own way in', () => {
    rememberApplySource(9, new URLSearchParams('src=billboard&utm_source=not%20valid!'));
    expect(applySourceOf(9)).toEqual({});
    expect(applySourceOf(9, 'search')).toEqual({ source: 'search' });
    rememberApplySource(10, new URLSearchParams('utm_source=newsletter'));
    expect(applySourceOf(10, 'search')).toEqual({ utm_source: 'newsletter' });
  });
});
