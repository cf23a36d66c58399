import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpsMandate, OpsPayment } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { OPS_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { errorText } from '#lib/error-text';
import { formatDateTime, formatRupees } from '#lib/format';
import { usePayments } from '../api/get-payments';
import { useResyncPayment } from '../api/resync-payment';
import { SearchForm, useSearchQuery } from './search-form';
import { Section, Tag } from './section';

const TONE = { paid: 'slate', pending: 'amber', failed: 'red' } as const;

/** Asks the gateway about one payment (its checkout and mandate) now. */
function ResyncButton({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation(OPS_NS);
  const toast = useToast();
  const resync = useResyncPayment();
  return (
    <Button
      variant="secondary"
      disabled={resync.isPending}
      onClick={() =>
        resync.mutate(paymentId, {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(errorText(t, error, 'payments.resyncFailed', [OPS_NS])),
        })
      }
    >
      {resync.isPending ? t('payments.resyncing') : t('payments.resync')}
    </Button>
  );
}

const Payer = ({ row }: { row: OpsPayment | OpsMandate }) => (
  <Link to={paths.ops.user(row.user_id)} className="font-semibold break-words text-brand-700 underline">
    {row.users_name || row.users_mobile} · {row.users_mobile}
  </Link>
);

function PaymentRow({ payment }: { payment: OpsPayment }) {
  const { t } = useTranslation(OPS_NS);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid="ops-payment">
      <span className="text-xs text-slate-500">{formatDateTime(payment.created_at)}</span>
      <Payer row={payment} />
      <span className="font-semibold">{formatRupees(payment.amount)}</span>
      <Tag tone={TONE[payment.status]}>{t(`payments.status.${payment.status}`)}</Tag>
      <Tag>{t(`payments.kind.${payment.kind}`)}</Tag>
      <span className="text-xs text-slate-600">{payment.provider}</span>
      {payment.checkout_ref && <span className="font-mono text-xs break-all">{payment.checkout_ref}</span>}
      {payment.reference && <span className="font-mono text-xs break-all">{payment.reference}</span>}
      {payment.failure_reason && (
        <span className="text-xs text-red-700">
          {t('payments.failure', { reason: payment.failure_reason })}
        </span>
      )}
      {payment.checked_at && (
        <span className="text-xs text-slate-500">
          {t('payments.checked', { date: formatDateTime(payment.checked_at) })}
        </span>
      )}
      {payment.provider !== 'sandbox' && payment.checkout_ref && (
        <span className="ml-auto">
          <ResyncButton paymentId={payment.payment_id} />
        </span>
      )}
    </li>
  );
}

function MandateRow({ mandate }: { mandate: OpsMandate }) {
  const { t } = useTranslation(OPS_NS);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid="ops-mandate">
      <span className="font-mono text-xs break-all">{mandate.ref}</span>
      <Payer row={mandate} />
      <Tag tone={['halted', 'cancelled', 'expired'].includes(mandate.status) ? 'red' : 'slate'}>
        {mandate.status}
      </Tag>
      <span className="text-xs text-slate-600">{t('payments.paidCount', { count: mandate.paid_count })}</span>
      {mandate.charge_at && (
        <span className="text-xs text-slate-600">
          {t('payments.nextDebit', { date: formatDateTime(mandate.charge_at) })}
        </span>
      )}
      {mandate.cancel_at_cycle_end && <Tag tone="amber">{t('payments.cancelAtCycleEnd')}</Tag>}
      <span className="ml-auto">
        <ResyncButton paymentId={mandate.payment_id} />
      </span>
    </li>
  );
}

/** Payments and AutoPay mandates (docs/decisions/035-razorpay.md): find one, see it, resync it. */
export function Payments() {
  const { t } = useTranslation(OPS_NS);
  const q = useSearchQuery();
  const found = usePayments(q);
  return (
    <div className="space-y-3">
      <SearchForm label={t('payments.search')} />
      {found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <ErrorState text={errorText(t, found.error, 'validation.invalid', [OPS_NS])} />
      ) : (
        <>
          <Section title={t('payments.payments')} testId="ops-payments">
            {found.data.data.payments.length === 0 ? (
              <EmptyState text={t('payments.empty')} />
            ) : (
              <ul className="divide-y divide-slate-100">
                {found.data.data.payments.map((payment) => (
                  <PaymentRow key={payment.payment_id} payment={payment} />
                ))}
              </ul>
            )}
          </Section>
          <Section title={t('payments.mandates')} testId="ops-mandates">
            {found.data.data.mandates.length === 0 ? (
              <EmptyState text={t('payments.noMandates')} />
            ) : (
              <ul className="divide-y divide-slate-100">
                {found.data.data.mandates.map((mandate) => (
                  <MandateRow key={`${mandate.provider}:${mandate.ref}`} mandate={mandate} />
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </div>
  );
}
