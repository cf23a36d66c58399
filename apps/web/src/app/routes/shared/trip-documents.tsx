import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SCHEDULE_STATUS, type ScheduleDetail } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { Spinner } from '#components/ui/spinner';
import { errorText } from '#lib/error-text';
import { formatDate } from '#lib/format';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { controlClass } from '#components/ui/field';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { usePageTitle } from '#lib/use-page-title';
import { useScheduleDetails } from '#features/schedules/api/get-schedule-details';
import { useLoadSchedules, useTruckSchedules } from '#api/get-schedules';
import { ScheduleStatus } from '#features/schedules/components/schedule-status';
import { TripDocumentCard } from '#features/schedules/components/trip-document';
import { usePlaceName } from '#lib/place-names';

/** The chosen trip's two documents, with the same rules as the trip detail screen. */
function Documents({ trip }: { trip: ScheduleDetail }) {
  const { t } = useTranslation(SCHEDULES_NS);
  const placeName = usePlaceName();
  const delivered = trip.schedules_status === SCHEDULE_STATUS.delivered;
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
      <div className="grid gap-4 md:grid-cols-2">
        <TripDocumentCard
          key={`lr-${trip.schedule_id}`}
          purpose="lorry_receipt"
          scheduleId={trip.schedule_id}
          document={trip.lorry_receipt}
          canUpload={!delivered}
          lockedReason={t('screens.documents.lockedDelivered')}
        />
        <TripDocumentCard
          key={`pod-${trip.schedule_id}`}
          purpose="proof_of_delivery"
          scheduleId={trip.schedule_id}
          document={trip.proof_of_delivery}
          canUpload={trip.lorry_receipt !== null && !delivered}
          lockedReason={
            delivered ? t('screens.documents.lockedDelivered') : t('screens.documents.lockedNeedsLr')
          }
        />
      </div>
    </section>
  );
}

function ChosenTrip({ scheduleId }: { scheduleId: string }) {
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
  return <Documents trip={query.data.data} />;
}

/**
 * /c/View (proof of delivery and lorry receipt upload; docs/decisions/013): pick one of your trips
 * (`?schedule=<id>` preselects it), then upload its lorry receipt and proof of delivery with the
 * same forms as the trip detail screen (a missing file is said inline).
 */
export function TripDocumentsRoute() {
  const { t } = useTranslation(SCHEDULES_NS);
  const placeName = usePlaceName();
  usePageTitle(t('tripDocuments.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('schedule') ?? '';
  const loads = useLoadSchedules('');
  const trucks = useTruckSchedules('');
  const loadTrips = loads.data?.data ?? [];
  const truckTrips = trucks.data?.schedules ?? [];
  const choose = (scheduleId: string) => {
    const next = new URLSearchParams(params);
    if (scheduleId) next.set('schedule', scheduleId);
    else next.delete('schedule');
    setParams(next, { replace: true });
  };
  const failed = loads.isError ? loads : trucks.isError ? trucks : null;
  const option = (trip: {
    schedule_id: string;
    pickup_loc: string;
    delivery_loc: string;
    vehicle_reg: string;
    pickupDate: string;
  }) => (
    <option key={trip.schedule_id} value={trip.schedule_id}>
      {t('tripDocuments.option', {
        from: placeName(trip.pickup_loc),
        to: placeName(trip.delivery_loc),
        vehicle: trip.vehicle_reg,
        date: formatDate(trip.pickupDate),
      })}
    </option>
  );
  // A trip named in the address but not in the lists (older than the lists reach) still shows.
  const listed = [...loadTrips, ...truckTrips].some((trip) => trip.schedule_id === chosen);

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('tripDocuments.title')}</h1>
        <p className="mt-2 text-slate-600">{t('tripDocuments.intro')}</p>
      </header>
      {loads.isPending || trucks.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : failed ? (
        <ErrorState
          text={errorText(t, failed.error, 'screens.list.failed')}
          onRetry={() => void failed.refetch()}
        />
      ) : loadTrips.length + truckTrips.length === 0 && !chosen ? (
        <EmptyState
          text={t('tripDocuments.empty')}
          action={
            <Link to={paths.shared.marketplace} className={buttonClass('primary')}>
              {t('tripDocuments.marketplace')}
            </Link>
          }
        />
      ) : (
        <>
          <div className="max-w-xl">
            <label htmlFor={`${id}-trip`} className="mb-1 block text-sm font-medium text-slate-700">
              {t('tripDocuments.select')}
            </label>
            <select
              id={`${id}-trip`}
              value={chosen}
              onChange={(event) => choose(event.target.value)}
              className={controlClass()}
            >
              <option value="">{t('tripDocuments.choose')}</option>
              {chosen && !listed && (
                <option value={chosen}>{t('tripDocuments.other', { id: chosen })}</option>
              )}
              {loadTrips.length > 0 && (
                <optgroup label={t('tripDocuments.loadsGroup')}>{loadTrips.map(option)}</optgroup>
              )}
              {truckTrips.length > 0 && (
                <optgroup label={t('tripDocuments.trucksGroup')}>{truckTrips.map(option)}</optgroup>
              )}
            </select>
          </div>
          {chosen ? (
            <ChosenTrip scheduleId={chosen} />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
              {t('tripDocuments.pick')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
