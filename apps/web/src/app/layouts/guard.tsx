import type { Permission } from '@portal/contract/permissions';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useClearSession, useHasPermission, useRole } from '@/lib/auth';
import { useHere } from '@/lib/return-to';
import { signedOutState } from '@/lib/signed-out';
import { NotForYourAccount } from './not-for-your-account';
import { Shell } from './shell';

/**
 * Which roles each signed-in area serves: the roles whose permissions the area's API calls need
 * (packages/contract permissions.ts). The spec's guard lists (section 6) let any role through and
 * leave the API to answer 403; issue 15 asks to say at once that the page is not for this account.
 */
export const AREA_ROLES = {
  adminPannel: ['master_admin', 'consultancy_admin', 'consultancy', 'ats'],
  candidate: ['candidate'],
  employer: ['employer'],
  management: ['employer', 'master_admin', 'consultancy_admin', 'consultancy', 'ats'],
  consultancyAdmin: ['consultancy_admin', 'master_admin'],
} as const;

/** Home, remembering the page, so home offers the sign-in that leads back to it (lib/return-to.ts). */
function SignedOut() {
  const clearSession = useClearSession();
  const here = useHere();
  useEffect(() => clearSession(), [clearSession]);
  return <Navigate to={paths.home.href()} replace state={signedOutState(here)} />;
}

/** Without a token (or with one that has ended): back to /, which says why. With a role the area does not serve: a notice instead of the page. */
export function Guard({ roles }: { roles: readonly string[] }) {
  const role = useRole();
  if (!role) return <SignedOut />;
  if (!roles.includes(role))
    return (
      <Shell>
        <NotForYourAccount role={role} />
      </Shell>
    );
  return <Outlet />;
}

/**
 * Inside an area: a page whose API needs `code`, which this user's role (or custom role) lacks. Said
 * at once, as for another area's page, instead of a list that "could not be loaded" (issue 32).
 */
export function NeedsPermission({ code }: { code: Permission }) {
  const role = useRole();
  const allowed = useHasPermission(code);
  if (role && !allowed) return <NotForYourAccount role={role} />;
  return <Outlet />;
}
