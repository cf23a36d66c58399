import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import type { Role } from '@lorrybazaar/contract';
import { ProgressBar } from '#components/ui/navigation-progress';
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
        // Until the dialog's code is here (the landing page preloads it): the tap shows at once.
        <Suspense fallback={<ProgressBar />}>
          <SignInModal key={role} role={role} onClose={close} />
        </Suspense>
      )}
    </SignInContext.Provider>
  );
}
