import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './logger';

describe('request-log URL redaction', () => {
  it('hides capability parameters and the response link token in its path', () => {
    expect(redactUrl('/api/jobs/alert/unsubscribe?token=1.abc&x=2')).toBe(
      `/api/jobs/alert/unsubscribe?token=${REDACTED}&x=2`,
    );
    expect(redactUrl('/unauth/email-response/12.1790000000.sig-_x?answer=interested')).toBe(
      `/unauth/email-response/${REDACTED}?answer=interested`,
    );
    expect(redactUrl('/unauth/email-response/12.1790000000.sig')).toBe(`/unauth/email-response/${REDACTED}`);
    expect(redactUrl('/unauth/search-job?q=forklift')).toBe('/unauth/search-job?q=forklift');
  });
});
