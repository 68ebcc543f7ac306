import { Navigate, Outlet, useLocation } from 'react-router';
import { homeForRole, useRole } from '@/lib/auth';
import { isBarePath, Shell } from './shell';

/**
 * Landing, auth and unauth pages. Spec "Role redirect from the root": when a profile exists and the
 * path is not under /unauth, a known role goes to its home; any other role, or no profile, sees
 * this public layout (guest menu, footer, floating social buttons).
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const role = useRole();
  const target = homeForRole(role);
  if (target && !pathname.startsWith('/unauth')) return <Navigate to={target} replace />;
  return (
    <Shell guest={!role} social bare={isBarePath(pathname)}>
      <Outlet />
    </Shell>
  );
}
