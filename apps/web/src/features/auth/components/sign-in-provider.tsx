import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import type { Role } from '@lorrybazaar/contract';
import { SignInContext } from '#lib/sign-in';

// The modal (and the validation library it needs) loads when a visitor starts signing in.
const SignInModal = lazy(async () => ({ default: (await import('./sign-in-modal')).SignInModal }));

/** Lets any public page open the sign-in modal of a role. */
export function SignInProvider({
  children,
  requestedRole = null,
}: {
  children: ReactNode;
  requestedRole?: Role | null;
}) {
  const [role, setRole] = useState<Role | null>(requestedRole);
  // A new request (e.g. after a failed registration) opens the modal again.
  const [lastRequested, setLastRequested] = useState(requestedRole);
  if (requestedRole !== lastRequested) {
    setLastRequested(requestedRole);
    if (requestedRole) setRole(requestedRole);
  }
  const close = useCallback(() => setRole(null), []);
  return (
    <SignInContext.Provider value={setRole}>
      {children}
      {role && (
        <Suspense fallback={null}>
          <SignInModal key={role} role={role} onClose={close} />
        </Suspense>
      )}
    </SignInContext.Provider>
  );
}
