import { describe, expect, it } from 'vitest';
import { moduleCatalogue } from './access-control';

const texts = () => moduleCatalogue().flatMap((m) => [m.label, ...m.permissions.map((p) => p.description)]);

describe('the Modules page texts', () => {
  it('name every module and describe every permission in words, not as "Module: Action"', () => {
    for (const m of moduleCatalogue()) {
      expect(m.label, m.key).not.toMatch(/_/);
      for (const p of m.permissions) {
        expect(p.description, p.code).not.toMatch(/^[^:]+: [A-Z][a-z_ ]*$/);
        expect(p.description.length, p.code).toBeGreaterThan(20);
      }
    }
  });

  it('spell e-mail one way, as the spec does', () => {
    expect(texts().filter((t) => /\bemail\b/i.test(t))).toEqual([]);
  });
});
