import { useTranslation } from 'react-i18next';
import { STANDING_MIN_TRIPS, type RatingSummary } from '@lorrybazaar/contract';
import { formatCount } from '#lib/format';
import { TRUST_NS } from '#config/i18n-namespaces';

/**
 * A user's standing on a card or bid row: "★ 4.5 (12) · 30 trips", or "New" before any rating;
 * with "· 2 cancelled" when they called off or did not turn up for trips, once they have
 * STANDING_MIN_TRIPS trips (docs/decisions/045).
 */
export function RatingBadge({ rating }: { rating: RatingSummary | undefined }) {
  const { t, i18n } = useTranslation(TRUST_NS);
  if (!rating) return null;
  const lng = i18n.language;
  const trips = formatCount(rating.trips, lng);
  const total = rating.trips + rating.called_off;
  const calledOff =
    rating.called_off > 0 && total >= STANDING_MIN_TRIPS
      ? {
          short: t('rating.calledOff', { calledOff: formatCount(rating.called_off, lng) }),
          label: t('rating.calledOffLabel', {
            calledOff: formatCount(rating.called_off, lng),
            total: formatCount(total, lng),
          }),
        }
      : null;
  const label = [
    rating.average === null
      ? t('rating.newLabel', { trips })
      : t('rating.label', {
          count: rating.count,
          average: formatCount(rating.average, lng),
          ratings: formatCount(rating.count, lng),
          trips,
        }),
    calledOff?.label,
  ]
    .filter(Boolean)
    .join('; ');
  // role="img": a plain <span> may not carry a label (axe's aria-prohibited-attr); the badge is
  // one picture of the standing, read as its label.
  return (
    <span
      role="img"
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900"
      aria-label={label}
      title={label}
      data-testid="rating-badge"
    >
      <span>★</span>
      <span>
        {rating.average === null
          ? t('rating.new')
          : `${formatCount(rating.average, lng)} (${formatCount(rating.count, lng)})`}
        {' · '}
        {t('rating.trips', { count: rating.trips, trips })}
        {calledOff && (
          <span className="text-red-800" data-testid="called-off">
            {' · '}
            {calledOff.short}
          </span>
        )}
      </span>
    </span>
  );
}
