import { Navigate, Outlet, useLocation } from 'react-router';
import { hasUserSession, isSessionCompleteFor, type Role } from '@lorrybazaar/contract';
import { signInPath } from '#lib/next-path';
import { useSession } from '#lib/store';

/**
 * A role's area: its session fields must be present (every area, the transporter's too), else to
 * the landing page's role cards, which open the page asked for after signing in.
 */
export function RequireRole({ role }: { role: Role }) {
  const session = useSession();
  const location = useLocation();
  return isSessionCompleteFor(role, session) ? <Outlet /> : <Navigate to={signInPath(location)} replace />;
}

/** The shared /c area: any signed-in user (else as above). */
export function RequireUser() {
  const session = useSession();
  const location = useLocation();
  return hasUserSession(session) ? <Outlet /> : <Navigate to={signInPath(location)} replace />;
}
