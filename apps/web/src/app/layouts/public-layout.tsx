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
    // A candidate who signed in from a job or a search goes back there (lib/return-to.ts).
    const back = role === 'candidate' ? readReturnTo(new URLSearchParams(search)) : undefined;
    if (back) {
      const [to, options] = returnNavigation(back);
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
