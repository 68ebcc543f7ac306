import { Outlet, useLocation } from 'react-router';
import { isBarePath, Shell } from './shell';

/**
 * Signed-in areas (admin-pannel, candidate, employer, management, consultancy-admin). The menu
 * follows the role, not the URL (spec section 6: layout by role), so an employer on an
 * /admin-pannel page still sees the employer menu.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  // Spec: floating social buttons show on /candidate only (the candidate home).
  const social = pathname.replace(/\/+$/, '') === '/candidate';
  return (
    <Shell social={social} bare={isBarePath(pathname)}>
      <Outlet />
    </Shell>
  );
}
