import { createContext, useContext } from 'react';
import type { Role } from '@lorrybazaar/contract';

/**
 * Opens the sign-in modal of a role. The auth feature provides it (SignInProvider, mounted by the
 * public layout); public pages call it without importing the auth feature (docs/decisions/022).
 */
export const SignInContext = createContext<((role: Role) => void) | null>(null);

export function useOpenSignIn() {
  const open = useContext(SignInContext);
  if (!open) throw new Error('useOpenSignIn outside SignInProvider');
  return open;
}
