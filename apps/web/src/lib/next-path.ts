/**
 * Deep links survive signing in (docs/decisions/041): a signed-out visitor who opens a page of
 * the app (a trip shared on WhatsApp, `/c/Schedule/12`) is sent to the landing page's role cards
 * with that page in `?next=`, and after signing in (the code, and the profile form for a new
 * account, carry the query along) lands on it instead of the dashboard (after-sign-in.ts).
 */

/** The query parameter that carries the page asked for. */
export const NEXT = 'next';

/** The landing page's role cards, remembering the page asked for. */
export function signInPath(wanted: { pathname: string; search: string }): string {
  const next = `${wanted.pathname}${wanted.search}`;
  return next === '/' ? '/' : `/?${NEXT}=${encodeURIComponent(next)}#register-as`;
}
