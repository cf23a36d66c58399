import { Navigate, Outlet } from 'react-router';
import { hasUserSession, isSessionCompleteFor, type Role } from '@lorrybazaar/contract';
import { useSession } from '#lib/store';

/** A role's area: its session fields must be present (every area, the transporter's too), else back to /. */
export function RequireRole({ role }: { role: Role }) {
  const session = useSession();
  return isSessionCompleteFor(role, session) ? <Outlet /> : <Navigate to="/" replace />;
}

/** The shared /c area: any signed-in user. */
export function RequireUser() {
  const session = useSession();
  return hasUserSession(session) ? <Outlet /> : <Navigate to="/" replace />;
}
