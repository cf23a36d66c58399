import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasUserSession, isSessionCompleteFor, type Role } from '@lorrybazaar/contract';
import { signInPath } from '#lib/next-path';
import { useSession } from '#lib/store';

/**
 * Where a guard sends someone without the session it needs. A visitor who came signed out goes
 * to the landing page's role cards, which open the page asked for after signing in (a shared
 * link; lib/next-path.ts). A session that ended here (logout, a lost or suspended session) is
 * followed by whoever ended it, which says where to go (use-logout.ts, main.tsx): the guard then
 * shows nothing rather than race it.
 */
function Guard({ allowed }: { allowed: boolean }) {
  const location = useLocation();
  const [arrivedSignedOut] = useState(!allowed);
  if (allowed) return <Outlet />;
  return arrivedSignedOut ? <Navigate to={signInPath(location)} replace /> : null;
}

/** A role's area: its session fields must be present (every area, the transporter's too). */
export function RequireRole({ role }: { role: Role }) {
  return <Guard allowed={isSessionCompleteFor(role, useSession())} />;
}

/** The shared /c area: any signed-in user. */
export function RequireUser() {
  return <Guard allowed={hasUserSession(useSession())} />;
}
