import { ROLE_AREA, type Role } from '@lorrybazaar/contract';

/**
 * Deep links survive signing in (docs/decisions/041): a signed-out visitor who opens a page of
 * the app (a trip shared on WhatsApp, `/c/Schedule/12`) is sent to the landing page's role cards
 * with that page in `?next=`, and after signing in (the code, and the profile form for a new
 * account, carry the query along) lands on it instead of the dashboard.
 */
const NEXT = 'next';

/** The landing page's role cards, remembering the page asked for. */
export function signInPath(wanted: { pathname: string; search: string }): string {
  const next = `${wanted.pathname}${wanted.search}`;
  return next === '/' ? '/' : `/?${NEXT}=${encodeURIComponent(next)}#register-as`;
}

/**
 * Where a user who just signed in as `role` goes: the page in `search`'s `next` when it is one
 * of ours that the role may open (the shared area, the role's own area, the operator console),
 * else the role's home. Anything else (another site, `//host`, another role's area) is ignored.
 */
export function afterSignIn(role: Role, search: string): string {
  const home = `/${ROLE_AREA[role]}`;
  const next = new URLSearchParams(search).get(NEXT);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  const path = next.split(/[?#]/)[0]!;
  const allowed =
    path.startsWith('/c/') ||
    path === '/ops' ||
    path.startsWith('/ops/') ||
    ((path === home || path.startsWith(`${home}/`)) && !path.startsWith(`${home}/UpdateProfile`));
  return allowed ? next : home;
}

/** The `?next=` of `search`, to carry it through the sign-in steps ('' without one). */
export function keepNext(search: string): string {
  const next = new URLSearchParams(search).get(NEXT);
  return next ? `?${new URLSearchParams({ [NEXT]: next })}` : '';
}
