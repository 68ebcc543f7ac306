import { describe, expect, it } from 'vitest';
import {
  adminFullMenu,
  adminReducedMenu,
  candidateMenu,
  employerMenu,
  guestMenu,
  type MenuItem,
  tenantStaffMenu,
} from './menus';

const names = (menu: MenuItem[]) =>
  menu.flatMap((item) => [item.name, ...(item.subMenu ?? []).map((s) => s.name)]);

describe('menus', () => {
  it.each([
    ['guest', guestMenu],
    ['candidate', candidateMenu],
    ['employer', employerMenu],
    ['admin', adminFullMenu],
    ['reduced admin', adminReducedMenu],
    ['tenant staff', tenantStaffMenu],
  ])('the %s menu never shows two entries that read the same', (_role, menu) => {
    const all = names(menu);
    expect(all.filter((n, i) => all.indexOf(n) !== i)).toEqual([]);
  });

  it("names the candidate's alerts and the Job Alerts service page apart", () => {
    const services = candidateMenu.find((i) => i.id === 'services')?.subMenu ?? [];
    expect(candidateMenu.find((i) => i.id === 'job-alert')?.name).toBe('Job Alerts');
    expect(services.find((l) => l.href.endsWith('/job-alerts'))?.name).toBe('About Job Alerts');
  });
});
