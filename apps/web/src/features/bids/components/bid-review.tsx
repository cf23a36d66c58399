import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { BidKind, BidParty, LoadBid, TruckBid } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Spinner } from '#components/ui/spinner';
import { useOwnTrucks } from '#api/get-trucks-by-user-id';
import { Icon } from '#components/ui/icons';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { RouteLine } from '#components/ui/route-line';
import { LanePriceLine } from '#components/ui/lane-price-line';
import { useLanePrice } from '#api/get-lane-price';
import { useOwnLoadsForBids } from '#features/bids/api/get-own-open-loads';
import { usePendingActions } from '#features/bids/api/get-pending-actions';
import { loadBidView, truckBidView, type BidView } from '#features/bids/bid-view';
import { errorText } from '#lib/error-text';
import { BIDS_NS } from '#config/i18n-namespaces';
import {
  MY_LOAD_BIDS_KEYS,
  MY_TRUCK_BIDS_KEYS,
  readState,
  type MyLoadBidsState,
  type MyTruckBidsState,
} from '#features/bids/nav-state';
import { BidsList } from './bids-list';
import { AwaitingBadge } from './view-bids-link';

/**
 * The four bid-review screens (docs/decisions/012):
 * - receivedLoad  /c/ViewBidsLoad/{loads_id}      bids others made on my load (with trucks)
 * - myLoad        /c/ViewAllMyLoadBids/{loads_id} bids I made with my load (on posted trucks)
 * - receivedTruck /c/ViewBidsTruck/{truck_id}     bids others made on my posted truck (with loads)
 * - myTruck       /c/ViewAllMyTruckBids/{truck_id} bids I made with my truck (on loads)
 * The load screens list trucks, the truck screens list loads.
 */
export type ReviewScreen = 'receivedLoad' | 'myLoad' | 'receivedTruck' | 'myTruck';

const SUBJECT: Record<ReviewScreen, 'load' | 'truck'> = {
  receivedLoad: 'load',
  myLoad: 'load',
  receivedTruck: 'truck',
  myTruck: 'truck',
};

type ListQuery = UseQueryResult<{ data: (TruckBid | LoadBid)[]; message?: string }>;

export function BidReview({ screen, id, query }: { screen: ReviewScreen; id: string; query: ListQuery }) {
  const { t } = useTranslation(BIDS_NS);
  const subject = SUBJECT[screen];
  const received = screen === 'receivedLoad' || screen === 'receivedTruck';
  const bids = useMemo<BidView[]>(
    () =>
      (query.data?.data ?? []).map((row) =>
        'bidsTruck_id' in row ? truckBidView(row) : loadBidView(row as LoadBid),
      ),
    [query.data],
  );
  const title = t(`screens.review.${screen}.title`);
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
      <ReviewTabs subject={subject} id={id} received={received} />
      {subject === 'load' ? <LoadHeader id={id} bids={bids} /> : <TruckHeader id={id} bids={bids} />}
      <section aria-label={title} className="mt-5">
        {query.isPending ? (
          <div className="flex justify-center py-10" data-testid="bids-loading">
            <Spinner />
          </div>
        ) : query.isError ? (
          <ErrorState
            text={errorText(
              t,
              query.error,
              subject === 'load' ? 'screens.review.loadFailed' : 'screens.review.truckFailed',
            )}
            onRetry={() => void query.refetch()}
          />
        ) : bids.length === 0 ? (
          <EmptyState text={t(`screens.review.${screen}.empty`)} action={<EmptyAction screen={screen} />} />
        ) : (
          <BidsList
            bids={bids}
            layout={subject}
            nameLabel={t(`screens.review.${screen}.nameColumn`)}
            caption={title}
          />
        )}
      </section>
    </div>
  );
}

/** With nothing to review yet: where bids come from. */
function EmptyAction({ screen }: { screen: ReviewScreen }) {
  const { t } = useTranslation(BIDS_NS);
  const to =
    screen === 'myLoad'
      ? paths.shared.trucks
      : screen === 'myTruck'
        ? paths.shared.loads
        : paths.shared.tripRequests;
  return (
    <Link to={to} className="text-sm font-semibold text-brand-700 underline">
      {t(`screens.review.${screen}.emptyAction`)}
    </Link>
  );
}

/**
 * The two tab buttons ('Bids for load' / 'My load bids', 'Bids for truck' / 'My truck bids'):
 * the other one navigates, keeping what the header knows.
 */
function ReviewTabs({ subject, id, received }: { subject: 'load' | 'truck'; id: string; received: boolean }) {
  const { t } = useTranslation(BIDS_NS);
  const { state } = useLocation() as { state: unknown };
  // Each tab shows how many of its bids wait for the user (View Bids counts both).
  const items = usePendingActions().data?.items ?? [];
  const waiting = (kind: BidKind, side: BidParty) =>
    items.filter(
      (item) =>
        item.kind === kind &&
        item.your_side === side &&
        (subject === 'load' ? item.loads_id : item.truck_id) === id,
    ).length;
  const tabs =
    subject === 'load'
      ? [
          {
            key: 'bidsForLoad',
            to: paths.shared.viewBidsLoad(id),
            active: received,
            count: waiting('on_load', 'owner'),
          },
          {
            key: 'myLoadBids',
            to: paths.shared.viewAllMyLoadBids(id),
            active: !received,
            count: waiting('on_truck', 'bidder'),
          },
        ]
      : [
          {
            key: 'bidsForTruck',
            to: paths.shared.viewBidsTruck(id),
            active: received,
            count: waiting('on_truck', 'owner'),
          },
          {
            key: 'myTruckBids',
            to: paths.shared.viewAllMyTruckBids(id),
            active: !received,
            count: waiting('on_load', 'bidder'),
          },
        ];
  return (
    <nav aria-label={t('screens.review.tabs')} className="mb-4 inline-flex rounded-xl bg-slate-200 p-1">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          state={state}
          replace
          aria-current={tab.active ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors ${
            tab.active ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
          }`}
        >
          {t(`screens.review.${tab.key}`)}
          <AwaitingBadge count={tab.count} />
        </Link>
      ))}
    </nav>
  );
}

function HeaderCard({
  icon,
  title,
  subtitle,
  from,
  to,
  extra,
  note,
}: {
  icon: 'box' | 'truck';
  title: string;
  subtitle?: string;
  from?: string;
  to?: string;
  extra?: string;
  /** A line that stands out: how many trucks of the load are still open. */
  note?: string;
}) {
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
      data-testid="review-header"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name={icon} size={22} />
        </span>
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-slate-900">{title}</p>
          {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
          {extra && <p className="text-sm text-slate-600">{extra}</p>}
          {note && (
            <p className="text-sm font-semibold text-brand-700" data-testid="trucks-open">
              {note}
            </p>
          )}
        </div>
      </div>
      {from && to && (
        <div className="sm:w-72">
          <RouteLine from={from} to={to} />
        </div>
      )}
    </div>
  );
}

/** The load the screen is about: navigation state, else the bids, else my loads. */
function LoadHeader({ id, bids }: { id: string; bids: BidView[] }) {
  const { t } = useTranslation(BIDS_NS);
  const location = useLocation();
  const state = readState<MyLoadBidsState>(location.state, MY_LOAD_BIDS_KEYS);
  const first = bids[0]?.load;
  // My loads also give the lane's capacity, for its usual price (docs/decisions/030).
  const own = useOwnLoadsForBids();
  const mine = own.data?.find((load) => load.loads_id === id);
  const lanePrice = useLanePrice(
    mine && {
      pickupLoc: mine.pickupLoc,
      deliveryLoc: mine.deliveryLoc,
      capacity_id: mine.truck_capacities_id,
    },
  );
  const material = state.material || first?.material || mine?.materials_name;
  if (!material) return null;
  return (
    <>
      <HeaderCard
        icon="box"
        title={material}
        subtitle={state.weight || first?.weight || mine?.truck_capacities_name}
        from={state.pickupLocation || first?.from || mine?.pickupLoc}
        to={state.deliveryLocation || first?.to || mine?.deliveryLoc}
        extra={t('screens.review.loadNumber', { id })}
        note={
          mine && mine.no_of_trucks > 1
            ? t('screens.review.trucksOpen', { open: mine.trucks_open, total: mine.no_of_trucks })
            : undefined
        }
      />
      <div className="mt-3">
        <LanePriceLine price={lanePrice.data} />
      </div>
    </>
  );
}

/**
 * The truck the screen is about: its registration and type (navigation state, else the bids),
 * and where it is posted, from my trucks. The state's places are the load's of the bid just
 * made, so they are not shown as the truck's route.
 */
function TruckHeader({ id, bids }: { id: string; bids: BidView[] }) {
  const location = useLocation();
  const state = readState<MyTruckBidsState>(location.state, MY_TRUCK_BIDS_KEYS);
  const first = bids[0]?.truck;
  const own = useOwnTrucks('');
  const mine = own.data?.data.find((truck) => truck.truck_id === id);
  const regNumber = mine?.regNumber || state.regNum || first?.regNumber;
  if (!regNumber) return null;
  const type = mine?.truck_types_name || state.truck_type || first?.type;
  return (
    <HeaderCard
      icon="truck"
      title={regNumber}
      subtitle={[type, mine?.truck_capacities_name].filter(Boolean).join(' · ')}
      from={mine?.postTrucks_from ?? undefined}
      to={mine?.postTrucks_to ?? undefined}
    />
  );
}
