import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_DIGITS } from '@lorrybazaar/contract';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
  /** Each new value puts the focus in the first box (a code was just sent, or was wrong). */
  focusFirst?: unknown;
}

/** Four one-digit boxes: digits only, auto-advance, backspace goes back, a pasted code fills all. */
export function OtpInput({ value, onChange, invalid, describedBy, focusFirst }: Props) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // The digits as the boxes hold them now: two typed before React renders again (a quick thumb on
  // a slow phone) are both in the boxes, where the rendered `value` would still lack the first.
  const current = () =>
    Array.from({ length: OTP_DIGITS }, (_, i) =>
      (refs.current[i]?.value ?? value[i] ?? '').replace(/\D/g, '').slice(-1),
    );
  const focus = (index: number) => refs.current[Math.max(0, Math.min(OTP_DIGITS - 1, index))]?.focus();

  useEffect(() => {
    if (focusFirst) refs.current[0]?.focus();
  }, [focusFirst]);

  const setDigits = (start: number, digits: string) => {
    const next = current();
    let index = start;
    for (const digit of digits) {
      if (index >= OTP_DIGITS) break;
      next[index++] = digit;
    }
    onChange(next);
    focus(index);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    setDigits(digits.length >= OTP_DIGITS ? 0 : index, digits);
  };

  return (
    <div className="flex justify-center gap-3" role="group" aria-label={t('signIn.otpLabel')}>
      {Array.from({ length: OTP_DIGITS }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          value={value[index] ?? ''}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            if (!digits) {
              const next = [...value];
              next[index] = '';
              onChange(next);
            } else {
              // Typing over a filled box, or an SMS autofill of the whole code into the first box.
              setDigits(index, digits.length > 1 && value[index] ? digits.slice(-1) : digits);
            }
          }}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={t('signIn.otpDigit', { position: index + 1, total: OTP_DIGITS })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`h-14 w-12 rounded-lg border text-center text-2xl font-semibold outline-none focus:ring-2 focus:ring-brand-500 ${
            invalid ? 'border-red-500' : 'border-slate-300'
          }`}
        />
      ))}
    </div>
  );
}
