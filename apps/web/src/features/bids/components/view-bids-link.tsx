import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRUCK_STATUS, type OwnLoad, type OwnTruck } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { pendingForLoad, pendingForTruck, usePendingActions } from '#features/bids/api/get-pending-actions';
import { loadBidsText } from '#features/bids/i18n';
import { BIDS_NS } from '#config/i18n-namespaces';
import type { MyLoadBidsState, MyTruckBidsState } from '#features/bids/nav-state';
import { formatBadge } from '#lib/format';

// Your Loads and Your Truck are marketplace screens: start loading the bid texts with this module.
void loadBidsText();

/** The number of bids waiting for the user on one item, as a badge (a real count, not a fixed one). */
export function AwaitingBadge({ count }: { count: number }) {
  const { t } = useTranslation(BIDS_NS);
  if (count <= 0) return null;
  return (
    <span
      className="inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-6 font-bold text-white"
      data-testid="awaiting-badge"
    >
      <span aria-hidden="true">{formatBadge(count)}</span>
      <span className="sr-only">{t('screens.badge', { count })}</span>
    </span>
  );
}

/** 'View Bids' with the count of bids waiting for the user's answer. */
function ViewBidsLink({
  to,
  state,
  count,
  describedBy,
  className,
}: {
  to: string;
  state: MyLoadBidsState | MyTruckBidsState;
  count: number;
  describedBy?: string;
  className: string;
}) {
  return (
    <Link
      to={to}
      state={state}
      aria-describedby={describedBy}
      className={buttonClass('secondary', className)}
      data-testid="view-bids"
    >
      <Suspense fallback="…">
        <ViewBidsLabel count={count} />
      </Suspense>
    </Link>
  );
}

function ViewBidsLabel({ count }: { count: number }) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <>
      {t('screens.viewBids')}
      <AwaitingBadge count={count} />
    </>
  );
}

/** 'View Bids' on one of Your Loads → /c/ViewBidsLoad/{loads_id}, with the load for the header. */
export function ViewLoadBidsLink({
  load,
  describedBy,
  className = 'flex-1',
}: {
  load: Pick<OwnLoad, 'loads_id' | 'materials_name' | 'truck_capacities_name' | 'pickupLoc' | 'deliveryLoc'>;
  describedBy?: string;
  className?: string;
}) {
  const pending = usePendingActions();
  const count = pendingForLoad(pending.data?.items ?? [], load.loads_id).length;
  const state: MyLoadBidsState = {
    material: load.materials_name,
    weight: load.truck_capacities_name,
    pickupLocation: load.pickupLoc,
    deliveryLocation: load.deliveryLoc,
  };
  return (
    <ViewBidsLink
      to={paths.shared.viewBidsLoad(load.loads_id)}
      state={state}
      count={count}
      describedBy={describedBy}
      className={className}
    />
  );
}

/** 'View Bids' on one of Your Trucks → /c/ViewBidsTruck/{truck_id}. */
export function ViewTruckBidsLink({
  truck,
  describedBy,
  className = 'flex-1',
}: {
  truck: Pick<
    OwnTruck,
    | 'truck_id'
    | 'regNumber'
    | 'truck_capacities_name'
    | 'truck_types_name'
    | 'postTrucks_from'
    | 'postTrucks_to'
    | 'location'
  >;
  describedBy?: string;
  className?: string;
}) {
  const pending = usePendingActions();
  const count = pendingForTruck(pending.data?.items ?? [], truck.truck_id).length;
  const state: MyTruckBidsState = {
    regNum: truck.regNumber,
    weight: truck.truck_capacities_name,
    pickupLocation: truck.postTrucks_from ?? truck.location,
    deliveryLocation: truck.postTrucks_to ?? '',
    truck_type: truck.truck_types_name,
  };
  return (
    <ViewBidsLink
      to={paths.shared.viewBidsTruck(truck.truck_id)}
      state={state}
      count={count}
      describedBy={describedBy}
      className={className}
    />
  );
}

/**
 * View Bids on Your Truck: a posted truck shows it; an added truck shows it too
 * while bids made with it wait for the user's answer (a counter offer), so that is not missed.
 */
export function OwnTruckBidsLink({
  truck,
  describedBy,
}: {
  truck: Parameters<typeof ViewTruckBidsLink>[0]['truck'] & { trucks_status: string };
  describedBy?: string;
}) {
  const pending = usePendingActions();
  const waiting = pendingForTruck(pending.data?.items ?? [], truck.truck_id).length;
  if (truck.trucks_status !== TRUCK_STATUS.posted && waiting === 0) return null;
  return <ViewTruckBidsLink truck={truck} describedBy={describedBy} />;
}
