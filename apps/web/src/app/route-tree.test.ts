import { describe, expect, it } from 'vitest';
import { isClientPath } from './route-tree';

describe('the paths the client has a page for (the server answers 404 for the rest)', () => {
  it('knows the public pages, every signed-in area and routes with parameters', async () => {
    for (const path of [
      '/',
      '/auth/candidate/sign-in',
      '/unauth/search-job',
      '/unauth/jobs/view/123456',
      '/unauth/about-us',
      '/candidate',
      '/candidate/profile',
      '/management/jobs',
      '/admin-pannel/users',
      '/admin-pannel/users/42',
      '/consultancy-admin/dashboard',
      '/employer/dashboard',
    ])
      expect(await isClientPath(path), path).toBe(true);
  });

  it('does not know an unknown URL, inside an area or out', async () => {
    for (const path of [
      '/no-such-page',
      '/unauth/no-such-page',
      '/admin-pannel/no-such-page',
      '/candidate/x/y/z',
    ])
      expect(await isClientPath(path), path).toBe(false);
  });
});
