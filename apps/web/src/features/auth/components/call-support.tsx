import { useTranslation } from 'react-i18next';
import { CONTACT } from '@lorrybazaar/contract';
import { telHref } from '#lib/format';

/**
 * The way out of a suspension: call support (the number, tappable). Its own module: the sign-in
 * dialog shows it, and the suspension notice (suspended-notice.tsx) is loaded only when needed;
 * shared, it was one more file on the dialog's first tap (docs/decisions/038).
 */
export function CallSupport() {
  const { t } = useTranslation();
  return (
    <a
      href={telHref(CONTACT.phone)}
      className="font-semibold text-brand-700 underline"
      data-testid="call-support"
    >
      {t('signIn.callSupport', { phone: CONTACT.phone })}
    </a>
  );
}
