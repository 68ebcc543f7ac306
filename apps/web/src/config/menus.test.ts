import { PERMISSIONS } from '@portal/contract/permissions';
import { describe, expect, it } from 'vitest';
import { guestMenu, type MenuItem } from './menus';
import {
  adminFullMenu,
  adminReducedMenu,
  candidateMenu,
  employerMenu,
  menuForRole,
  tenantStaffMenu,
} from './role-menus';

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

  it.each([
    ['admin', adminFullMenu],
    ['reduced admin', adminReducedMenu],
    ['tenant staff', tenantStaffMenu],
  ])('the %s menu never has two entries that open the same page', (_role, menu) => {
    const hrefs = menu
      .flatMap((item) => [item.href, ...(item.subMenu ?? []).map((s) => s.href)])
      .filter((href) => href !== '' && href !== '#');
    expect(hrefs.filter((h, i) => hrefs.indexOf(h) !== i)).toEqual([]);
    expect(names(menu)).not.toContain('Weekly Job News');
  });

  it("names the candidate's alerts and the Job Alerts service page apart", () => {
    const services = candidateMenu.find((i) => i.id === 'services')?.subMenu ?? [];
    expect(candidateMenu.find((i) => i.id === 'job-alert')?.name).toBe('Job Alerts');
    expect(services.find((l) => l.href.endsWith('/job-alerts'))?.name).toBe('About Job Alerts');
  });

  it('a staff menu shows only what the permissions open: a custom role that only posts jobs', () => {
    const menu = names(menuForRole('ats', ['jobs.manage', 'clients.view']));
    expect(menu).toEqual(
      expect.arrayContaining(['Dashboard', 'Jobs', 'Search Jobs', 'Post a Job', 'Account']),
    );
    for (const hidden of ['Job Templates', 'CV Database', 'Add Candidate', 'Enquiries', 'Users', 'Employers'])
      expect(menu).not.toContain(hidden);
  });

  it('an administrator holding every permission sees the whole admin menu', () => {
    expect(menuForRole('master_admin', PERMISSIONS)).toEqual(adminFullMenu);
    expect(names(menuForRole('master_admin', ['clients.list']))).not.toContain('Roles');
  });
});
