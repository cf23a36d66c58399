import { useEffect, useRef } from 'react';

/** WebOTP's credential (Chrome on Android); TypeScript's DOM types do not have it yet. */
interface OtpCredential extends Credential {
  code: string;
}

/** Whether this browser can read a code from an SMS (the WebOTP API). */
export const webOtpSupported = () => typeof window !== 'undefined' && 'OTPCredential' in window;

/**
 * While `waiting` is set, asks the browser for the code of the SMS that ends with this site's
 * `@host #code` line (docs/decisions/037): Chrome on Android shows it to the user and, once
 * they allow it, hands it over. A new `waiting` value (a code sent again) starts a new wait;
 * unset, or the dialog gone, the wait is aborted. Elsewhere nothing happens, and a refusal or a
 * timeout is no error: the code can always be typed.
 */
export function useWebOtp(waiting: unknown, onCode: (code: string) => void) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (!waiting || !webOtpSupported()) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code && !abort.signal.aborted) latest.current(code);
      })
      .catch(() => {
        // Aborted, refused or timed out: the boxes stay for typing.
      });
    return () => abort.abort();
  }, [waiting]);
}
