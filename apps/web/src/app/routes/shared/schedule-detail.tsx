import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '#config/paths';
import { Spinner } from '#components/ui/spinner';
import { errorText } from '#lib/error-text';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { ErrorState } from '#components/ui/result-states';
import { usePageTitle } from '#lib/use-page-title';
import { useScheduleDetails } from '#features/schedules/api/get-schedule-details';
import { TripDetail } from '#features/schedules/components/trip-detail';
import { ReturnLoads } from '#features/returns/components/return-loads';
import { bidWithTruck } from './bid-actions';
import { ProfileCard } from '#features/ratings/components/profile-card';
import { RateTripPanel } from '#features/ratings/components/rate-trip-panel';
import { TripTracking } from '#features/tracking/components/trip-tracking';
import { SCHEDULE_STATUS, type ScheduleDetail, type TripMilestone } from '@lorrybazaar/contract';
import { TripDriverCard } from '#features/paperwork/components/trip-driver-card';
import { ConsignmentNoteCard } from '#features/paperwork/components/consignment-note-card';
import { useIssuedLrNumber } from '#features/paperwork/api/get-consignment-note';
import { TripMoneyCard } from '#features/money/components/trip-money-card';
import { useTripTracking } from '#features/tracking/api/trip-tracking';

/**
 * Once delivered (proof of delivery): the rate form, and the other party's profile card with
 * their standing (docs/decisions/030).
 */
function TripTrust({ trip }: { trip: ScheduleDetail }) {
  if (!trip.delivered_at) return null;
  const other = trip.your_side === 'load' ? trip.truck_owner : trip.load_owner;
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2">
      <RateTripPanel scheduleId={trip.schedule_id} otherName={other.users_name} />
      <ProfileCard userId={other.users_id} />
    </div>
  );
}

const NO_MILESTONES: readonly TripMilestone[] = [];

/** /c/Schedule/{schedule_id}: one trip, for its two parties only (others get "not found"). */
export function ScheduleDetailRoute() {
  const { t } = useTranslation(SCHEDULES_NS);
  usePageTitle(t('screens.detail.title'));
  const scheduleId = useParams().schedule_id ?? '';
  const query = useScheduleDetails(scheduleId);
  // Asked with the trip, not after it: its check-ins decide which reports the trip offers, and
  // the tracking and money cards below read the same query.
  const tracking = useTripTracking(scheduleId);
  // An LR issued in the app is the trip's LR: the documents card offers no upload beside it.
  const issuedLr = useIssuedLrNumber(scheduleId);
  const back =
    query.data?.data.your_side === 'truck' ? `${paths.shared.schedule}?tab=trucks` : paths.shared.schedule;
  return (
    <div>
      <Link
        to={back}
        className="mb-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        {t('screens.detail.back')}
      </Link>
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : query.isError ? (
        <ErrorState
          text={errorText(t, query.error, 'screens.detail.failed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <TripDetail
            trip={query.data.data}
            milestones={tracking.data?.data.milestones.map((milestone) => milestone.kind) ?? NO_MILESTONES}
            issuedLr={issuedLr}
          />
          <TripMoney trip={query.data.data} />
          {query.data.data.schedules_status !== SCHEDULE_STATUS.cancelled && (
            <TripUnderWay trip={query.data.data} scheduleId={scheduleId} />
          )}
          <TripTrust trip={query.data.data} />
        </>
      )}
    </div>
  );
}

/**
 * The trip's money (decision 048), with the waits at the gates from its tracking (the same query
 * the tracking card reads): the detention they come to under the trip's terms.
 */
function TripMoney({ trip }: { trip: ScheduleDetail }) {
  const tracking = useTripTracking(trip.schedule_id);
  return (
    <div className="mt-5">
      <TripMoneyCard trip={trip} waiting={tracking.data?.data.waiting} />
    </div>
  );
}

/** What a trip that is not cancelled carries on: its tracking, driver, consignment note, return loads. */
function TripUnderWay({ trip, scheduleId }: { trip: ScheduleDetail; scheduleId: string }) {
  return (
    <>
      <div className="mt-5">
        <TripTracking
          scheduleId={scheduleId}
          from={trip.pickup_loc}
          to={trip.delivery_loc}
          delivered={trip.schedules_status === SCHEDULE_STATUS.delivered}
        />
      </div>
      {/* The trip's paperwork: who drives it, and the consignment note (docs/decisions/039). */}
      <div className="mt-5 space-y-4">
        <TripDriverCard scheduleId={scheduleId} />
        <ConsignmentNoteCard scheduleId={scheduleId} />
      </div>
      {/* The truck's side: loads near where this trip delivers, so the truck does not return empty. */}
      {trip.your_side === 'truck' && (
        <div className="mt-5">
          <ReturnLoads truckId={trip.truck_id} scheduleId={scheduleId} bid={bidWithTruck} />
        </div>
      )}
    </>
  );
}
