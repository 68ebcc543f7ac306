import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { createTokenService } from './tokens';

describe('password hashing under a burst of sign-ins', () => {
  it('leaves room to check session tokens while many passwords are being verified', async () => {
    const tokens = createTokenService(
      new TextEncoder().encode('a-secret-long-enough-for-this-test-000'),
      3600,
    );
    const { token } = await tokens.sign({ userId: 7, role: 'candidate', tokenVersion: 0 });
    const hash = await hashPassword('Forklift-Route-Planner-7');

    const settled: string[] = [];
    const burst = Array.from({ length: 8 }, (_, i) =>
      verifyPassword(hash, 'Forklift-Route-Planner-7').then((ok) => {
        settled.push(`password ${i}`);
        return ok;
      }),
    );
    const claims = await tokens.verify(token);
    settled.push('token');
    expect(await Promise.all(burst)).toEqual(Array(8).fill(true));

    // Both share libuv's thread pool; with every thread hashing, the token waited for the hashes.
    expect(claims?.userId).toBe(7);
    expect(settled[0]).toBe('token');
  });
});
