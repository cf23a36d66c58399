import { useTranslation } from 'react-i18next';
import { BRAND_NAME, type Payment } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';
import { formatDate, formatDateTime, formatRupees } from '#lib/format';

/** How a gateway names a payment method, as the receipt says it (an unknown one as it came). */
const METHODS = ['upi', 'card', 'netbanking', 'wallet', 'emandate'] as const;

/** A paid payment as a printable receipt: who paid what, for which period, and the gateway's reference. */
export function Receipt({ payment, payer }: { payment: Payment; payer: { name: string; mobile: string } }) {
  const { t } = useTranslation(MEMBERSHIP_NS);
  const method = payment.method;
  const rows: [string, string][] = [
    [t('receipt.number'), payment.payment_id],
    [t('receipt.paidOn'), formatDateTime(payment.completed_at)],
    [t('receipt.billedTo'), [payer.name, payer.mobile].filter(Boolean).join(', ')],
    [t('receipt.plan'), t(`plans.${payment.plan_code}.name`)],
    [t('receipt.period'), `${formatDate(payment.period_start)} – ${formatDate(payment.period_end)}`],
    [t('receipt.amount'), formatRupees(payment.amount)],
  ];
  if (method) {
    rows.push([
      t('receipt.method'),
      (METHODS as readonly string[]).includes(method) ? t(`receipt.methods.${method}`) : method,
    ]);
  }
  if (payment.reference) rows.push([t('receipt.reference'), payment.reference]);
  return (
    <article
      aria-labelledby="receipt-heading"
      className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 print:shadow-none print:ring-0"
      data-testid="receipt"
    >
      <p className="text-lg font-bold text-brand-700">{BRAND_NAME}</p>
      <h1 id="receipt-heading" className="mt-1 text-2xl font-bold text-slate-900">
        {t('receipt.title')}
      </h1>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Button className="mt-5 print:hidden" variant="secondary" onClick={() => window.print()}>
        {t('receipt.print')}
      </Button>
    </article>
  );
}
