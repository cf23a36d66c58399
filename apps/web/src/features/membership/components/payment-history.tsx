import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Payment } from '@lorrybazaar/contract';
import { ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { errorText } from '#lib/error-text';
import { formatDateTime, formatRupees } from '#lib/format';
import { usePayments } from '../api/get-payments';

const TONES: Record<Payment['status'], string> = {
  paid: 'bg-brand-100 text-brand-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

/** Every payment: when, what, how much, how it ended, the gateway's reference and a receipt. */
export function PaymentHistory() {
  const { t } = useTranslation(MEMBERSHIP_NS);
  const payments = usePayments();
  if (payments.isPending) return <Spinner />;
  if (payments.isError) {
    return (
      <ErrorState text={errorText(t, payments.error, 'loadFailed')} onRetry={() => void payments.refetch()} />
    );
  }
  const rows = payments.data.data;
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="payment-history-heading" data-testid="payment-history">
      <h2 id="payment-history-heading" className="text-xl font-bold text-slate-900">
        {t('history.heading')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {rows.map((payment) => (
          <li key={payment.payment_id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
            <span className="text-sm text-slate-600">
              {formatDateTime(payment.completed_at ?? payment.created_at)}
            </span>
            <span className="font-medium text-slate-900">{t(`history.kind.${payment.kind}`)}</span>
            <span className="font-semibold text-slate-900">{formatRupees(payment.amount)}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[payment.status]}`}>
              {t(`history.status.${payment.status}`)}
            </span>
            {payment.reference && (
              <span className="text-sm break-all text-slate-600">
                {t('history.reference')}: <span className="font-mono">{payment.reference}</span>
              </span>
            )}
            {payment.status === 'paid' && (
              <Link
                to={paths.shared.receipt(payment.payment_id)}
                className="ml-auto text-sm font-semibold text-brand-700 underline"
              >
                {t('history.receipt')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
