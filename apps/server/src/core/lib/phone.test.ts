import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneRegionOf } from './phone';

describe('phones as E.164', () => {
  it.each([
    ['050 100 1037', '+971501001037'],
    ['0501001037', '+971501001037'],
    ['00971501001037', '+971501001037'],
    ['+971 50 100 1037', '+971501001037'],
    ['971501001037', '+971501001037'],
    ['04 880 1200', '+97148801200'],
    ['+966 50 987 6543', '+966509876543'],
    ['00966509876543', '+966509876543'],
    ['+968 9123 4567', '+96891234567'],
    ['00974 5512 3456', '+97455123456'],
    ['+965 6000 1234', '+96560001234'],
    ['+973 3600 1234', '+97336001234'],
  ])('%s is %s', (typed, e164) => {
    expect(normalisePhone(typed)).toBe(e164);
    expect(normalisePhone(normalisePhone(typed))).toBe(e164);
  });

  it('reads a local number in the candidate’s country', () => {
    expect(normalisePhone('050 987 6543', phoneRegionOf('saudi-arabia'))).toBe('+966509876543');
    expect(phoneRegionOf('united-arab-emirates')).toBe('AE');
    expect(phoneRegionOf('united-kingdom')).toBe('GB');
    expect(phoneRegionOf(null)).toBe('AE');
    expect(phoneRegionOf('atlantis')).toBe('AE');
  });

  it('keeps the digits of a number it cannot read', () => {
    expect(normalisePhone('+12 34')).toBe('+1234');
  });
});
