import { describe, expect, it } from 'vitest';
import { wrapLabel } from './category-tick';

describe('a category label on a narrow chart', () => {
  it('keeps a short name on one line', () => {
    expect(wrapLabel('Forklift Operator')).toEqual(['Forklift', 'Operator']);
    expect(wrapLabel('Buyer')).toEqual(['Buyer']);
  });

  it('wraps a long job title over whole words instead of cutting it after 17 characters', () => {
    expect(wrapLabel('Fleet Manager – Heavy Transport')).toEqual(['Fleet Manager –', 'Heavy Transport']);
    expect(wrapLabel('Warehouse Manager – Bonded Warehouse')).toEqual(['Warehouse', 'Manager –', 'Bonded…']);
  });

  it('ends a name longer than three lines in an ellipsis', () => {
    const lines = wrapLabel('Senior Customs Clearance Specialist for Jebel Ali Free Zone Operations');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    expect(lines.every((l) => l.length <= 15)).toBe(true);
  });
});
