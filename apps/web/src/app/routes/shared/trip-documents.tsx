import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { Spinner } from '#components/ui/spinner';
import { errorText } from '#lib/error-text';
import { formatDate } from '#lib/format';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { controlClass } from '#components/ui/field';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { usePageTitle } from '#lib/use-page-title';
import { useLoadSchedules, useTruckSchedules } from '#api/get-schedules';
import { usePlaceName } from '#lib/place-names';
import { ChosenTrip } from '#features/schedules/components/chosen-trip';
import { useIssuedLrNumber } from '#features/paperwork/api/get-consignment-note';

/** The chosen trip's papers, told of an LR issued in the app (then the LR upload is not offered). */
function ChosenTripPapers({ scheduleId }: { scheduleId: string }) {
  return <ChosenTrip scheduleId={scheduleId} issuedLr={useIssuedLrNumber(scheduleId)} />;
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
            <ChosenTripPapers scheduleId={chosen} />
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
