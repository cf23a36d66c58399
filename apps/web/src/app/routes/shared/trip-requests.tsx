import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  SEARCH_TRUCKS_DEFAULT,
  TRUCK_STATUS,
  roleFromUserTypeId,
  type LoadListing,
  type OwnLoad,
  type OwnTruck,
  type PostedTruckListing,
} from '@lorrybazaar/contract';
import { paths } from '../../paths';
import { Spinner } from '../../../components/ui/spinner';
import {
  pendingForLoad,
  pendingForTruck,
  usePendingActions,
} from '../../../features/bids/api/get-pending-actions';
import { useOwnOpenLoads } from '../../../features/bids/api/get-own-open-loads';
import {
  loadsForTruckFilters,
  trucksForLoadFilters,
  useLoadsForTruck,
  useTrucksForLoad,
} from '../../../features/bids/api/suggestions';
import { BidNowButton, BidOnTruckButton } from '../../../features/bids/components/bid-now-button';
import { PendingList } from '../../../features/bids/components/pending-list';
import { ViewLoadBidsLink, ViewTruckBidsLink } from '../../../features/bids/components/view-bids-link';
import { errorText } from '../../../features/bids/error-text';
import { formatDate } from '../../../features/bids/format';
import { BIDS_NS } from '../../../features/bids/i18n';
import { useOwnTrucks } from '../../../features/marketplace/api/get-trucks-by-user-id';
import { Icon } from '../../../features/marketplace/components/icons';
import { EmptyState, ErrorState } from '../../../features/marketplace/components/result-states';
import { RouteLine } from '../../../features/marketplace/components/route-line';
import { LOAD_OWNER_ROLES, TRUCK_OWNER_ROLES } from '../../../features/marketplace/permissions';
import { useScreenTitle } from '../../../features/marketplace/use-screen-title';
import { useSession } from '../../../lib/store';

type Tab = 'loads' | 'trucks';

/** A marketplace search prefilled with these filters (empty ones left out). */
function searchLink(base: string, filters: Record<string, string | null | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return `${base}?${query}`;
}

function Waiting() {
  return (
    <div className="flex justify-center py-4">
      <Spinner />
    </div>
  );
}

/** Posted trucks that fit the load, each with Bid Now (the load already chosen). */
function SuggestedTrucks({ load }: { load: OwnLoad }) {
  const { t } = useTranslation(BIDS_NS);
  const query = useTrucksForLoad(load);
  const filters = trucksForLoadFilters(load);
  const all = searchLink(paths.shared.trucks, {
    postTrucks_from: filters.postTrucks_from,
    postTrucks_capacity_id: filters.postTrucks_capacity_id,
    no_of_trucks: String(SEARCH_TRUCKS_DEFAULT),
  });
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{t('screens.trips.suggestedTrucks')}</h4>
      {query.isPending ? (
        <Waiting />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(t, query.error, 'screens.trips.suggestionsFailed')}
        </p>
      ) : query.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('screens.trips.noTrucks')}</p>
      ) : (
        <ul className="space-y-2" data-testid="suggested-trucks">
          {query.data.data.map((truck: PostedTruckListing) => (
            <li
              key={truck.postTrucks_id}
              className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900" id={`suggested-truck-${truck.postTrucks_id}`}>
                  {truck.truck_types_name} · <span className="font-mono">{truck.regNumber}</span>
                </p>
                <p className="text-sm text-slate-600">
                  {truck.postTrucks_from} → {truck.postTrucks_to} · {truck.truck_capacities_name} ·{' '}
                  {formatDate(truck.postTrucks_dateTime.split(' ')[0])}
                </p>
              </div>
              <BidOnTruckButton
                truck={truck}
                loadId={load.loads_id}
                describedBy={`suggested-truck-${truck.postTrucks_id}`}
                className="sm:w-auto"
              />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={all}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        {t('screens.trips.searchTrucks')}
      </Link>
    </div>
  );
}

/** Open loads that fit the posted truck, each with Bid Now (the truck already chosen). */
function SuggestedLoads({ truck }: { truck: OwnTruck }) {
  const { t } = useTranslation(BIDS_NS);
  const query = useLoadsForTruck(truck);
  const filters = loadsForTruckFilters(truck);
  const findLoad = searchLink(paths.shared.loads, {
    pickupLoc: filters.pickupLoc,
    capacity_id: filters.capacity_id,
    no_of_trucks: String(SEARCH_TRUCKS_DEFAULT),
  });
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{t('screens.trips.matchingLoads')}</h4>
      {query.isPending ? (
        <Waiting />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(t, query.error, 'screens.trips.suggestionsFailed')}
        </p>
      ) : query.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('screens.trips.noLoads')}</p>
      ) : (
        <ul className="space-y-2" data-testid="matching-loads">
          {query.data.data.map((load: LoadListing) => (
            <li
              key={load.loads_id}
              className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900" id={`matching-load-${load.loads_id}`}>
                  {load.materials_name} · {load.truck_capacities_name}
                </p>
                <p className="text-sm text-slate-600">
                  {load.pickupLoc} → {load.deliveryLoc} · {formatDate(load.pickupDate)} · {load.users_name}
                </p>
              </div>
              <BidNowButton
                load={load}
                truckId={truck.truck_id}
                describedBy={`matching-load-${load.loads_id}`}
                className="sm:w-auto"
              />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={findLoad}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        {t('screens.trips.findLoad')}
      </Link>
    </div>
  );
}

function LoadRequest({ load, waiting }: { load: OwnLoad; waiting: number }) {
  const { t } = useTranslation(BIDS_NS);
  const headingId = `trip-load-${load.loads_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="trip-load"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-400/20 text-accent-500">
            <Icon name="box" size={22} />
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold text-slate-900">
              {load.materials_name} · {load.truck_capacities_name}
            </h3>
            <p className="text-sm text-slate-600">
              {t('screens.trips.pickupOn', { date: formatDate(load.pickupDate) })}
            </p>
            <p className="text-sm font-medium text-slate-800" data-testid="waiting-count">
              {waiting > 0 ? t('screens.trips.waiting', { count: waiting }) : t('screens.trips.noneWaiting')}
            </p>
          </div>
        </div>
        <ViewLoadBidsLink load={load} describedBy={headingId} className="sm:flex-none" />
      </div>
      <div className="mt-3">
        <RouteLine from={load.pickupLoc} to={load.deliveryLoc} />
      </div>
      <SuggestedTrucks load={load} />
    </article>
  );
}

function TruckRequest({ truck, waiting }: { truck: OwnTruck; waiting: number }) {
  const { t } = useTranslation(BIDS_NS);
  const headingId = `trip-truck-${truck.truck_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="trip-truck"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name="truck" size={22} />
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold text-slate-900">
              <span className="font-mono">{truck.regNumber}</span> · {truck.truck_types_name}
            </h3>
            <p className="text-sm text-slate-600">
              {truck.truck_capacities_name}
              {truck.postTrucks_dateTime &&
                ` · ${t('screens.trips.postedFor', { date: formatDate(truck.postTrucks_dateTime.split(' ')[0]) })}`}
            </p>
            <p className="text-sm font-medium text-slate-800" data-testid="waiting-count">
              {waiting > 0 ? t('screens.trips.waiting', { count: waiting }) : t('screens.trips.noneWaiting')}
            </p>
          </div>
        </div>
        <ViewTruckBidsLink truck={truck} describedBy={headingId} className="sm:flex-none" />
      </div>
      {truck.postTrucks_from && truck.postTrucks_to && (
        <div className="mt-3">
          <RouteLine from={truck.postTrucks_from} to={truck.postTrucks_to} />
        </div>
      )}
      <SuggestedLoads truck={truck} />
    </article>
  );
}

function LoadsTab({ waitingFor }: { waitingFor: (loadId: string) => number }) {
  const { t } = useTranslation(BIDS_NS);
  const loads = useOwnOpenLoads();
  if (loads.isPending) return <Waiting />;
  if (loads.isError)
    return (
      <ErrorState
        text={errorText(t, loads.error, 'screens.trips.loadsFailed')}
        onRetry={() => void loads.refetch()}
      />
    );
  if (loads.data.length === 0)
    return (
      <EmptyState
        text={t('screens.trips.noOpenLoads')}
        action={
          <Link to={paths.shared.addLoad} className="text-sm font-semibold text-brand-700 underline">
            {t('screens.trips.addLoad')}
          </Link>
        }
      />
    );
  return (
    <div className="space-y-4">
      {loads.data.map((load) => (
        <LoadRequest key={load.loads_id} load={load} waiting={waitingFor(load.loads_id)} />
      ))}
    </div>
  );
}

function TrucksTab({ waitingFor }: { waitingFor: (truckId: string) => number }) {
  const { t } = useTranslation(BIDS_NS);
  const trucks = useOwnTrucks(TRUCK_STATUS.posted);
  if (trucks.isPending) return <Waiting />;
  if (trucks.isError)
    return (
      <ErrorState
        text={errorText(t, trucks.error, 'screens.trips.trucksFailed')}
        onRetry={() => void trucks.refetch()}
      />
    );
  const posted = trucks.data.data.filter((truck) => truck.trucks_status === TRUCK_STATUS.posted);
  if (posted.length === 0)
    return (
      <EmptyState
        text={t('screens.trips.noPostedTrucks')}
        action={
          <Link to={paths.shared.yourTruck} className="text-sm font-semibold text-brand-700 underline">
            {t('screens.trips.postTruck')}
          </Link>
        }
      />
    );
  return (
    <div className="space-y-4">
      {posted.map((truck) => (
        <TruckRequest key={truck.truck_id} truck={truck} waiting={waitingFor(truck.truck_id)} />
      ))}
    </div>
  );
}

/**
 * Trip Requests (/c/TripRequests; DECISIONS §6: real requests and matches, not sample cards):
 * the bids waiting for the user's answer, then a Loads / Trucks toggle — my open loads with
 * their waiting bids and posted trucks that fit each, my posted trucks with their waiting bids
 * and loads that fit each ("Find load"). Each role sees the side it can use (DECISIONS §3).
 */
export function TripRequestsRoute() {
  const { t } = useTranslation(BIDS_NS);
  useScreenTitle(t('screens.trips.title'));
  const role = roleFromUserTypeId(useSession().user_types_id);
  const tabs = (['loads', 'trucks'] as const).filter((tab) =>
    role ? (tab === 'loads' ? LOAD_OWNER_ROLES : TRUCK_OWNER_ROLES).includes(role) : false,
  );
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: Tab | undefined = tabs.find((name) => name === wanted) ?? tabs[0];
  const pending = usePendingActions();
  const items = pending.data?.items ?? [];

  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">{t('screens.trips.title')}</h1>
      <p className="mb-5 text-sm text-slate-600">{t('screens.trips.subtitle')}</p>
      {pending.data && pending.data.count > 0 && <PendingList items={items} count={pending.data.count} />}
      {tabs.length > 1 && (
        <div
          role="group"
          aria-label={t('screens.trips.toggle')}
          className="mb-5 inline-flex rounded-xl bg-slate-200 p-1"
        >
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={tab === name}
              onClick={() => setParams(name === tabs[0] ? {} : { tab: name }, { replace: true })}
              className={`min-h-11 min-w-28 rounded-lg px-5 text-sm font-semibold transition-colors ${
                tab === name ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {t(`screens.trips.${name}Tab`)}
            </button>
          ))}
        </div>
      )}
      {tab === 'loads' && <LoadsTab waitingFor={(id) => pendingForLoad(items, id).length} />}
      {tab === 'trucks' && <TrucksTab waitingFor={(id) => pendingForTruck(items, id).length} />}
    </div>
  );
}
