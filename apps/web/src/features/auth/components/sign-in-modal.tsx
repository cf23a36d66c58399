import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  MOBILE_PATTERN,
  MOBILE_PREFIX,
  OTP_DIGITS,
  OTP_PATTERN,
  OTP_RESEND_SECONDS,
  isSessionCompleteFor,
  mobileFieldValue,
  type OtherAccount,
  type Role,
} from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { useSession } from '#lib/store';
import { sendOtp } from '#features/auth/api/send-otp';
import { verifyOtp } from '#features/auth/api/verify-otp';
import { errorCode, errorText } from '#lib/error-text';
import { afterSignIn, keepNext } from '#lib/after-sign-in';
import { useFinishSignIn } from '#features/auth/use-finish-sign-in';
import { useWebOtp } from '#features/auth/use-web-otp';
import { OtpInput } from './otp-input';
import { CallSupport } from './call-support';

const SUSPENDED = 'errors.auth.suspended';

const loadProfileRules = () => import('#features/auth/profile-rules');

const emptyOtp = () => Array.from({ length: OTP_DIGITS }, () => '');

function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Sign-in for one role (docs/decisions/003): mobile, then the code. A new user then fills the
 * profile screen; a returning user whose record is complete is signed in with it and goes
 * straight to their area (the form is only for what is missing). A complete session for the
 * role skips all of it and goes home. Each goes to the page a deep link asked for instead, when
 * there is one (`?next=`, lib/after-sign-in.ts). A number new to this role but holding accounts of
 * others is offered those first (docs/decisions/041): the wrong role card should not silently
 * start a second, empty account.
 */
export function SignInModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const session = useSession();
  const toast = useToast();
  const finishSignIn = useFinishSignIn(role);
  const [step, setStep] = useState<'mobile' | 'otp' | 'other'>('mobile');
  const [others, setOthers] = useState<OtherAccount[]>([]);
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState(emptyOtp);
  const [error, setError] = useState('');
  const [suspended, setSuspended] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useCountdown();
  // Counts the codes sent (and the wrong ones typed): each moves the focus to the first box, and
  // each code sent starts a new wait for its SMS.
  const [sent, setSent] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const errorId = useId();
  // The profile rules (zod) come while the user types the number and waits for the SMS; only a
  // checked code waits for them (profile-rules.ts). A failed fetch is told when they are needed.
  useEffect(() => {
    loadProfileRules().catch(() => undefined);
  }, []);

  const complete = isSessionCompleteFor(role, session);
  const operator = session.users_operator === '1';
  useEffect(() => {
    if (complete) {
      onClose();
      navigate(afterSignIn(role, search, operator), { replace: true });
    }
  }, [complete, navigate, onClose, role, search, operator]);

  const requestCode = async () => {
    setBusy(true);
    setError('');
    try {
      const result = await sendOtp(role, mobile);
      setStep('otp');
      setOtp(emptyOtp());
      setSent((count) => count + 1);
      setResendIn(result.resend_after ?? OTP_RESEND_SECONDS);
    } catch (failure) {
      setError(errorText(t, failure, 'signIn.sendFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submitMobile = (event: FormEvent) => {
    event.preventDefault();
    if (!MOBILE_PATTERN.test(mobile)) {
      setError(t('validation.mobile'));
      return;
    }
    void requestCode();
  };

  const verifyCode = async (code: string) => {
    setBusy(true);
    setError('');
    try {
      const result = await verifyOtp(role, mobile, code);
      if (!result.data && result.other_accounts?.length) {
        setOthers(result.other_accounts);
        setStep('other');
        return;
      }
      await openAccount(role, result.data ?? null);
    } catch (failure) {
      setError(errorText(t, failure, 'signIn.verifyFailed'));
      setSuspended(errorCode(failure) === SUSPENDED);
      setOtp(emptyOtp());
      setAttempt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  /**
   * Signs in to `as`'s account with what the server knows of it when that is complete; else (a new
   * account, or details missing) the profile form, which registers it. The proof of the mobile
   * serves either role.
   */
  const openAccount = async (as: Role, data: Record<string, string> | null) => {
    const { prefillToForm, profileFormSchema } = await loadProfileRules();
    const known = data ? prefillToForm(as, data) : null;
    if (known && profileFormSchema(as).safeParse(known).success) {
      const signedIn = await finishSignIn(mobile, known, as).then(
        () => true,
        // The mobile is proven: the profile form can still register it, and shows why not.
        () => false,
      );
      if (signedIn) {
        onClose();
        toast.success(t('signIn.welcomeBack'));
        return;
      }
    }
    onClose();
    navigate(`${paths.updateProfile(as, mobile)}${keepNext(search)}`, { state: { prefill: data } });
  };

  const choose = (as: Role, data: Record<string, string> | null) => {
    setBusy(true);
    void openAccount(as, data)
      .catch((failure: unknown) => setError(errorText(t, failure, 'signIn.verifyFailed')))
      .finally(() => setBusy(false));
  };

  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    const code = otp.join('');
    if (!OTP_PATTERN.test(code)) {
      setError(t('validation.otpRequired'));
      return;
    }
    void verifyCode(code);
  };

  // Chrome on Android reads the code from the SMS's last line (`@host #code`): the boxes fill
  // and the code is checked as if typed. The wait ends with the code step (or the dialog).
  useWebOtp(step === 'otp' && sent, (code) => {
    // A code typed and already being checked wins; a malformed one is left to the boxes.
    if (busy || !OTP_PATTERN.test(code)) return;
    setOtp(code.split(''));
    setError('');
    void verifyCode(code);
  });

  return (
    <Modal open onClose={onClose} title={t('signIn.title', { role: t(`roles.${role}`) })}>
      {step === 'other' && (
        <div className="space-y-3" data-testid="other-accounts">
          <p className="text-sm text-slate-700">{t('signIn.otherAccounts')}</p>
          {others.map((account) => (
            <Button
              key={account.role}
              className="w-full flex-col gap-0"
              disabled={busy}
              onClick={() => choose(account.role, account.data)}
            >
              <span>{t('signIn.openOther', { role: t(`roles.${account.role}`) })}</span>
              <span className="text-xs font-normal">{account.name}</span>
            </Button>
          ))}
          <Button variant="secondary" className="w-full" disabled={busy} onClick={() => choose(role, null)}>
            {t('signIn.newAccount', { role: t(`roles.${role}`) })}
          </Button>
        </div>
      )}
      {step === 'other' ? null : step === 'mobile' ? (
        <form onSubmit={submitMobile} noValidate className="space-y-4">
          <TextField
            label={t('signIn.mobileLabel')}
            prefix={MOBILE_PREFIX}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={mobile}
            onChange={(event) => {
              // A pasted "+91 98765 43210" or "098765-43210" is the 10 digits (no maxLength: it
              // would cut the pasted text before its spaces and +91 are taken out).
              const typed = mobileFieldValue(event.target.value);
              setMobile(typed);
              setError(!typed || MOBILE_PATTERN.test(typed) ? '' : t('validation.mobile'));
            }}
            error={error}
            required
            autoFocus
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('signIn.sending') : t('signIn.getOtp')}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitOtp} noValidate className="space-y-4">
          <div className="text-center">
            <p className="text-lg font-semibold">{t('signIn.verifyTitle')}</p>
            <p className="text-sm text-slate-600">
              {t('signIn.sentTo', { mobile: `${MOBILE_PREFIX} ${mobile}` })}{' '}
              <button
                type="button"
                className="font-medium text-brand-700 underline"
                onClick={() => {
                  setStep('mobile');
                  setError('');
                }}
              >
                {t('signIn.changeNumber')}
              </button>
            </p>
          </div>
          <OtpInput
            value={otp}
            onChange={setOtp}
            invalid={!!error}
            describedBy={error ? errorId : undefined}
            focusFirst={`${sent}:${attempt}`}
          />
          {error && (
            <p id={errorId} role="alert" className="text-center text-sm text-red-600">
              {error}
            </p>
          )}
          {suspended && (
            <p className="text-center text-sm">
              <CallSupport />
            </p>
          )}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('signIn.verifying') : t('signIn.proceed')}
          </Button>
          <p className="text-center text-sm text-slate-600" aria-live="polite">
            {resendIn > 0 ? (
              t('signIn.resendIn', { time: mmss(resendIn) })
            ) : (
              <button
                type="button"
                className="font-semibold text-brand-700 underline disabled:opacity-50"
                onClick={() => void requestCode()}
                disabled={busy}
              >
                {t('signIn.resend')}
              </button>
            )}
          </p>
        </form>
      )}
      <p className="mt-4 text-center text-xs text-slate-500">
        <Trans
          i18nKey="signIn.acceptance"
          components={{
            terms: <Link to={paths.legal.terms} className="underline" onClick={onClose} />,
            privacy: <Link to={paths.legal.privacy} className="underline" onClick={onClose} />,
          }}
        />
      </p>
    </Modal>
  );
}
