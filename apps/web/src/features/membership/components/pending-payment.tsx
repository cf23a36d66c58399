import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PendingPayment } from '@lorrybazaar/contract';
import { MEMBERSHIP_KEY } from '#api/query-keys';
import { buttonClass } from '#components/ui/button';
import { Spinner } from '#components/ui/spinner';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';
import { formatRupees } from '#lib/format';
import { usePayment } from '../api/get-payment';

/** While a payment waits, it is read again this often (the live stream usually answers first). */
const RECHECK_MS = 60_000;

/**
 * A checkout the user opened and has not seen finish (Razorpay's subscription page does not send
 * the browser back): it says so, and the screen moves on by itself when the payment is decided
 * (the `membership.*` notifications refresh it; a slow read covers a stream that is down).
 */
export function PendingPaymentCard({ payment }: { payment: PendingPayment }) {
  const { t } = useTranslation(MEMBERSHIP_NS);
  const client = useQueryClient();
  const current = usePayment(payment.payment_id, { refetchEveryMs: RECHECK_MS });
  const status = current.data?.data.status ?? payment.status;

  useEffect(() => {
    if (status !== 'pending') void client.invalidateQueries({ queryKey: MEMBERSHIP_KEY });
  }, [status, client]);

  if (status !== 'pending') return null;
  const url = payment.checkout_url;
  return (
    <section
      aria-labelledby="pending-payment-heading"
      className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6"
      data-testid="pending-payment"
    >
      <div className="flex items-center gap-3">
        <Spinner />
        <h2 id="pending-payment-heading" className="font-semibold text-slate-900">
          {t('pending.heading')}
        </h2>
      </div>
      <p className="mt-2 text-slate-800" role="status">
        {t('pending.text', { amount: formatRupees(payment.amount) })}
      </p>
      {url &&
        (url.startsWith('/') ? (
          <Link to={url} className={buttonClass('secondary', 'mt-4')}>
            {t('pending.continue')}
          </Link>
        ) : (
          <a href={url} className={buttonClass('secondary', 'mt-4')}>
            {t('pending.continue')}
          </a>
        ))}
    </section>
  );
}
