import { useTranslation } from 'react-i18next';
import type { DaysToPay } from '@lorrybazaar/contract';
import { formatCount } from '#lib/format';
import { TRUST_NS } from '#config/i18n-namespaces';

/**
 * A load poster's days to pay beside their rating (decision 048): "Pays in 6 days", the median
 * from proof of delivery to the balance confirmed, or "Days to pay: new" below 3 trips from 2
 * carriers. Nothing when the row carries none (an older server, a truck posting).
 */
export function DaysToPayBadge({ payment }: { payment: DaysToPay | undefined }) {
  const { t } = useTranslation(TRUST_NS);
  if (!payment) return null;
  const known = payment.median_days !== null;
  const days = known ? formatCount(payment.median_days!) : '';
  const label = known
    ? t('rating.payDaysLabel', { days, trips: formatCount(payment.trips) })
    : t('rating.payNewLabel');
  return (
    <span
      role="img"
      className="inline-flex shrink-0 items-center rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-900"
      aria-label={label}
      title={label}
      data-testid="days-to-pay"
    >
      {known ? t('rating.payDays', { count: payment.median_days!, days }) : t('rating.payNew')}
    </span>
  );
}
