import { useTranslation } from 'react-i18next';
import type { LanePrice } from '@lorrybazaar/contract';
import { formatCount, formatRupees } from '#lib/format';
import { TRUST_NS } from '#config/i18n-namespaces';

/** "₹28,000–₹34,000 on this lane, 12 trips, last 90 days"; nothing when the lane has no range. */
export function LanePriceLine({
  price,
  className = '',
}: {
  price: LanePrice | null | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation(TRUST_NS);
  if (!price) return null;
  const lng = i18n.language;
  return (
    <p
      className={`rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800 ${className}`}
      data-testid="lane-price"
    >
      <span className="font-semibold">{t('lanePrice.label')}: </span>
      {t('lanePrice.range', {
        low: formatRupees(price.low, lng),
        high: formatRupees(price.high, lng),
        trips: formatCount(price.trips, lng),
        days: formatCount(price.days, lng),
      })}
      {price.level === 'state' && <span className="text-brand-700"> ({t('lanePrice.stateLevel')})</span>}
    </p>
  );
}
