import { ROLE_AREA, type Role } from '@lorrybazaar/contract';
import { NEXT } from './next-path';

// Apart from next-path.ts: the guards (in every page's first bundle) need only signInPath; this
// loads with the sign-in screens.

/**
 * Where a user who just signed in as `role` goes: the page in `search`'s `next` when it is one
 * of ours that the role may open (the shared area, the role's own area, the operator console),
 * else the role's home, or the operator console for an operator's account (`users_operator`,
 * decision 050). Anything else (another site, `//host`, another role's area) is ignored.
 */
export function afterSignIn(role: Role, search: string, operator = false): string {
  const area = `/${ROLE_AREA[role]}`;
  const home = operator ? '/ops' : area;
  const next = new URLSearchParams(search).get(NEXT);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  const path = next.split(/[?#]/)[0]!;
  const allowed =
    path.startsWith('/c/') ||
    path === '/ops' ||
    path.startsWith('/ops/') ||
    ((path === area || path.startsWith(`${area}/`)) && !path.startsWith(`${area}/UpdateProfile`));
  return allowed ? next : home;
}

/** The `?next=` of `search`, to carry it through the sign-in steps ('' without one). */
export function keepNext(search: string): string {
  const next = new URLSearchParams(search).get(NEXT);
  return next ? `?${new URLSearchParams({ [NEXT]: next })}` : '';
}
