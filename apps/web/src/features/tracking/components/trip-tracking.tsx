import { useTranslation } from 'react-i18next';
import type { Wait } from '@lorrybazaar/contract';
import { CardSection } from '#components/ui/card-section';
import { ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { TRACKING_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatCount } from '#lib/format';
import { tripPositionsChannel, useTripTracking } from '../api/trip-tracking';
import { CheckIn } from './check-in';
import { LocationSharing } from './location-sharing';
import { MilestoneTimeline } from './milestone-timeline';
import { ShareLink } from './share-link';

/** Hours waited at the pickup and the delivery (detention is counted from these once trips have terms). */
function Waiting({ pickup, delivery }: { pickup: Wait | null; delivery: Wait | null }) {
  const { t, i18n } = useTranslation(TRACKING_NS);
  if (!pickup && !delivery) return null;
  const line = (key: 'pickup' | 'delivery', wait: Wait | null) =>
    wait && (
      <p className="text-sm text-slate-800" data-testid={`waiting-${key}`}>
        {t(`waiting.${key}`, { hours: formatCount(wait.hours, i18n.language) })}
        {wait.running && (
          <span className="ml-2 text-xs font-semibold text-amber-800">{t('waiting.running')}</span>
        )}
      </p>
    );
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t('waiting.title')}</h3>
      {line('pickup', pickup)}
      {line('delivery', delivery)}
    </div>
  );
}

/**
 * A trip's tracking on its page (decision 040): the milestones as a timeline, the waiting hours,
 * the truck side's check-in and location sharing, and the viewer's link to share.
 */
export function TripTracking({
  scheduleId,
  from,
  to,
  delivered,
}: {
  scheduleId: string;
  from: string;
  to: string;
  delivered: boolean;
}) {
  const { t, i18n } = useTranslation(TRACKING_NS);
  const query = useTripTracking(scheduleId);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <ErrorState
        text={errorText(t, query.error, 'errors.notFound', [TRACKING_NS])}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data.data;
  return (
    <CardSection
      title={t('timeline.title')}
      subtitle={
        data.route_km !== null && t('route.distance', { km: formatCount(data.route_km, i18n.language) })
      }
      className="space-y-5"
      testId="trip-tracking"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <MilestoneTimeline milestones={data.milestones} delivered={delivered} />
        <div className="space-y-4">
          {data.can_check_in && data.next && <CheckIn scheduleId={scheduleId} next={data.next} />}
          {!data.next && <p className="text-sm font-semibold text-brand-700">{t('checkIn.done')}</p>}
          {data.can_check_in && (
            <LocationSharing
              channel={tripPositionsChannel(scheduleId)}
              lastPositionAt={data.last_position_at}
            />
          )}
          <Waiting pickup={data.waiting.pickup} delivery={data.waiting.delivery} />
        </div>
      </div>
      <ShareLink scheduleId={scheduleId} links={data.links} live={data.live} from={from} to={to} />
    </CardSection>
  );
}
