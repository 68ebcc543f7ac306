import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, redactUrl } from './logger';

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

describe('log line secret redaction', () => {
  it('censors a secret key at any of the first four levels, arrays included, leaving the caller its object', () => {
    const logged = {
      password: 'a',
      user: { email: 'x@y.ae', token: 'b' },
      req: { headers: { authorization: 'Bearer c', cookie: 'd', accept: 'e' } },
      list: [{ otp: '123456' }],
    };
    const before = structuredClone(logged);
    expect(redactSecrets(logged)).toEqual({
      password: REDACTED,
      user: { email: 'x@y.ae', token: REDACTED },
      req: { headers: { authorization: REDACTED, cookie: REDACTED, accept: 'e' } },
      list: [{ otp: REDACTED }],
    });
    expect(logged).toEqual(before);
  });

  it('returns a line without secrets as it is, and leaves instances of classes unread', () => {
    const line = { reqId: 'r1', res: { statusCode: 200 }, responseTime: 1.5 };
    expect(redactSecrets(line)).toBe(line);
    const err = Object.assign(new Error('x'), { password: 'kept for the error serializer' });
    expect(redactSecrets({ err }).err).toBe(err);
  });
});
