import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScheduleDetail } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { Spinner } from '#components/ui/spinner';
import { errorText } from '#lib/error-text';
import { formatDate } from '#lib/format';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { ErrorState } from '#components/ui/result-states';
import { useScheduleDetails } from '#features/schedules/api/get-schedule-details';
import { ScheduleStatus } from './schedule-status';
import { TripPapers } from './trip-papers';
import { usePlaceName } from '#lib/place-names';

/** The chosen trip's two documents, with the trip detail screen's rules (TripPapers). */
function Documents({ trip, issuedLr }: { trip: ScheduleDetail; issuedLr: string | null }) {
  const { t } = useTranslation(SCHEDULES_NS);
  const placeName = usePlaceName();
  return (
    <section aria-labelledby="chosen-trip" className="space-y-4">
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="chosen-trip" className="text-lg font-semibold break-words text-slate-900">
              {t('tripDocuments.route', {
                from: placeName(trip.pickup_loc),
                to: placeName(trip.delivery_loc),
              })}
            </h2>
            <ScheduleStatus status={trip.schedules_status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {t('tripDocuments.summary', {
              vehicle: trip.vehicle_reg,
              material: trip.materials_name,
              date: formatDate(trip.pickupDate),
            })}
          </p>
        </div>
        <Link to={paths.shared.scheduleDetail(trip.schedule_id)} className={buttonClass('secondary')}>
          {t('tripDocuments.details')}
        </Link>
      </div>
      <TripPapers trip={trip} issuedLr={issuedLr} />
    </section>
  );
}

export function ChosenTrip({
  scheduleId,
  issuedLr = null,
}: {
  scheduleId: string;
  /** The number of the trip's LR issued in the app (the page reads the consignment note), null when none is. */
  issuedLr?: string | null;
}) {
  const { t } = useTranslation(SCHEDULES_NS);
  const query = useScheduleDetails(scheduleId);
  if (query.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        text={errorText(t, query.error, 'screens.detail.failed')}
        onRetry={() => void query.refetch()}
      />
    );
  return <Documents trip={query.data.data} issuedLr={issuedLr} />;
}
