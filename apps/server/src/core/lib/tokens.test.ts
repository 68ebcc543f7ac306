import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const claims = { userId: 7, role: 'employer' as const, tokenVersion: 1 };

afterEach(() => {
  vi.useRealTimers();
});

describe('token verification', () => {
  it('accepts a token again and again until it expires, then refuses it though it was verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(secret, 60);
    const { token, jti } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject({ userId: 7, role: 'employer', jti });
    expect(await tokens.verify(token)).toMatchObject({ userId: 7, jti });
    vi.setSystemTime(new Date('2026-11-25T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a verified token where another type is expected, and a tampered copy of it', async () => {
    const tokens = createTokenService(secret, 60);
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(token, 'email')).toBeNull();
    const [head, body, sig] = token.split('.') as [string, string, string];
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
    expect(await tokens.verify(`${head}.${body}.${flipped}`)).toBeNull();
    expect(
      await createTokenService(new TextEncoder().encode('another-secret-of-at-least-32-bytes!'), 60).verify(
        token,
      ),
    ).toBeNull();
  });
});
