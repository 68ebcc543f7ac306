import { describe, expect, it } from 'vitest';
import { emailField, passwordField, phoneField } from './fields';

describe('shared field rules', () => {
  it('normalises e-mail and rejects malformed ones with the spec message', () => {
    expect(emailField.parse('  Ahmed@Example.COM ')).toBe('ahmed@example.com');
    const r = emailField.safeParse('ahmed@');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('bounds passwords to 8..128 characters', () => {
    expect(passwordField.safeParse('short').success).toBe(false);
    expect(passwordField.safeParse('x'.repeat(129)).success).toBe(false);
    expect(passwordField.safeParse('long enough').success).toBe(true);
  });

  it('strips spaces and dashes from phone numbers', () => {
    expect(phoneField.parse('+971 50-123 4567')).toBe('+971501234567');
    expect(phoneField.safeParse('12').success).toBe(false);
  });
});
