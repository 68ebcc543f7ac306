import { Navigate, Outlet, useLocation } from 'react-router';
import { homeForRole, useRole } from '@/lib/auth';
import { readReturnTo, returnNavigation } from '@/lib/return-to';
import { isBarePath, Shell } from './shell';

/**
 * Landing, auth and unauth pages. Spec "Role redirect from the root": when a profile exists and the
 * path is not under /unauth, a known role goes to its home; any other role, or no profile, sees
 * this public layout (guest menu, footer, floating social buttons).
 */
export function PublicLayout() {
  const { pathname, search } = useLocation();
  const role = useRole();
  const target = homeForRole(role);
  if (target && !pathname.startsWith('/unauth')) {
    // Whoever signed in with a way back (a job, a search, a mailed link's page) goes there (lib/return-to.ts).
    const back = readReturnTo(new URLSearchParams(search));
    if (back) {
      const [to, options] = returnNavigation(back, role);
      return <Navigate to={to} {...options} />;
    }
    return <Navigate to={target} replace />;
  }
  return (
    <Shell guest={!role} social bare={isBarePath(pathname)}>
      <Outlet />
    </Shell>
  );
}
