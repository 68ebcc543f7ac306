import { describe, expect, it } from 'vitest';
import { readReturnTo, withReturnTo } from './return-to';

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
