import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PublicTrack } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { CardSection } from '#components/ui/card-section';
import { PublicQueryState } from '#components/ui/public-query-state';
import { TRACKING_NS } from '#config/i18n-namespaces';
import { usePublicTrack } from '#features/tracking/api/public-track';
import { MilestoneTimeline } from '#features/tracking/components/milestone-timeline';
import { ApiError } from '#lib/api-client';
import { formatCount, formatDate, formatDateTime } from '#lib/format';
import { usePageTitle } from '#lib/use-page-title';

const STATUS_CLASS: Record<PublicTrack['status'], string> = {
  scheduled: 'bg-slate-100 text-slate-800',
  in_transit: 'bg-brand-50 text-brand-700',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
};

/** "25 min" or "3 h": how old the last position is, in the language's digits. */
function useAge() {
  const { t, i18n } = useTranslation(TRACKING_NS);
  return (minutes: number) =>
    minutes < 60
      ? t('public.minutes', { n: formatCount(minutes, i18n.language) })
      : t('public.hours', { n: formatCount(Math.floor(minutes / 60), i18n.language) });
}

function Trip({
  trip,
  onRefresh,
  refreshing,
}: {
  trip: PublicTrack;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t, i18n } = useTranslation(TRACKING_NS);
  const age = useAge();
  const n = (value: number) => formatCount(value, i18n.language);
  return (
    <article className="space-y-4">
      <header className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-bold break-words text-slate-900" data-testid="track-route">
            {trip.pickup} → {trip.delivery}
          </h1>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_CLASS[trip.status]}`}>
            {t(`public.status.${trip.status}`)}
          </span>
        </div>
        <p className="mt-2 text-sm text-slate-700">{t('public.vehicle', { reg: trip.vehicle_reg })}</p>
        <p className="text-sm text-slate-700">
          {t('public.pickupDate', { date: formatDate(trip.pickup_date) })}
        </p>
      </header>

      <section
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        data-testid="track-position"
      >
        {trip.last_position ? (
          <>
            <p className="font-semibold text-slate-900">
              {t('public.lastSeen', { age: age(trip.last_position.age_minutes) })}
            </p>
            {trip.last_position.near && (
              <p className="text-sm text-slate-700">{t('public.near', { place: trip.last_position.near })}</p>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-700">{t('public.noPosition')}</p>
        )}
        {trip.eta && (
          <p className="mt-2 text-sm font-semibold text-brand-700" data-testid="track-eta">
            {t('public.eta', { time: formatDateTime(trip.eta.at) })} ·{' '}
            {t('public.etaKm', { km: n(trip.eta.km) })}
          </p>
        )}
      </section>

      <CardSection title={t('timeline.title')}>
        <MilestoneTimeline milestones={trip.milestones} delivered={trip.status === 'delivered'} />
      </CardSection>

      <div className="flex flex-wrap items-center justify-between gap-3">
        {trip.expires_at && (
          <p className="text-xs text-slate-600">
            {t('public.expires', { time: formatDateTime(trip.expires_at) })}
          </p>
        )}
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          {t('public.refresh')}
        </Button>
      </div>
    </article>
  );
}

/**
 * /track/<token>: a shared trip for someone without an account (decision 040). A small lazy
 * route under the public layout (its header's language picker chooses the language); the answer
 * is asked again every minute while the page is open.
 */
export function TrackRoute() {
  const { t, i18n } = useTranslation(TRACKING_NS);
  usePageTitle(t('public.title'));
  const token = useParams().token ?? '';
  const query = usePublicTrack(token, i18n.language);
  const ended = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      {query.isPending || query.isError ? (
        <PublicQueryState pending={query.isPending} tone="danger">
          <p data-testid="track-ended">{ended ? t('public.ended') : t('public.failed')}</p>
          {!ended && (
            <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
              {t('public.refresh')}
            </Button>
          )}
        </PublicQueryState>
      ) : (
        <Trip trip={query.data.data} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
      )}
    </div>
  );
}
