import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  can,
} from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Spinner } from '#components/ui/spinner';
import { pendingForLoad, pendingForTruck, usePendingActions } from '#features/bids/api/get-pending-actions';
import { useOwnOpenLoads } from '#features/bids/api/get-own-open-loads';
import {
  loadsForTruckFilters,
  trucksForLoadFilters,
  useLoadsForTruck,
  useTrucksForLoad,
} from '#features/marketplace/api/suggestions';
import { BidNowButton, BidOnTruckButton } from '#features/bids/components/bid-now-button';
import { PendingList } from '#features/bids/components/pending-list';
import { ViewLoadBidsLink, ViewTruckBidsLink } from '#features/bids/components/view-bids-link';
import { errorText } from '#lib/error-text';
import { formatDate } from '#lib/format';
import { BIDS_NS } from '#config/i18n-namespaces';
import { useOwnTrucks } from '#api/get-trucks-by-user-id';
import { Icon } from '#components/ui/icons';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { RouteLine } from '#components/ui/route-line';
import { usePageTitle } from '#lib/use-page-title';
import { useSession } from '#lib/store';
import { usePlaceName } from '#lib/place-names';
import { landingTab } from './landing-tab';

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

/** A few items that fit one of mine, each with Bid Now, and the full search prefilled. */
function Suggestions<T>({
  heading,
  query,
  emptyText,
  testId,
  row,
  searchTo,
  searchText,
}: {
  heading: string;
  query: UseQueryResult<{ data: T[] }>;
  emptyText: string;
  testId: string;
  /** One item: the id of its title (Bid Now is described by it), its details and its Bid Now. */
  row: (item: T) => { id: string; title: ReactNode; detail: ReactNode; action: ReactNode };
  searchTo: string;
  searchText: string;
}) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{heading}</h4>
      {query.isPending ? (
        <Waiting />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(t, query.error, 'screens.trips.suggestionsFailed')}
        </p>
      ) : query.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="space-y-2" data-testid={testId}>
          {query.data.data.map(row).map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900" id={item.id}>
                  {item.title}
                </p>
                <p className="text-sm text-slate-600">{item.detail}</p>
              </div>
              {item.action}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={searchTo}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        {searchText}
      </Link>
    </div>
  );
}

/** Posted trucks that fit the load, each with Bid Now (the load already chosen). */
function SuggestedTrucks({ load }: { load: OwnLoad }) {
  const { t } = useTranslation(BIDS_NS);
  const query = useTrucksForLoad(load);
  const filters = trucksForLoadFilters(load);
  return (
    <Suggestions
      heading={t('screens.trips.suggestedTrucks')}
      query={query}
      emptyText={t('screens.trips.noTrucks')}
      testId="suggested-trucks"
      row={(truck: PostedTruckListing) => {
        const id = `suggested-truck-${truck.postTrucks_id}`;
        return {
          id,
          title: (
            <>
              {truck.truck_types_name} · <span className="font-mono">{truck.regNumber}</span>
            </>
          ),
          detail: `${truck.postTrucks_from} → ${truck.postTrucks_to} · ${truck.truck_capacities_name} · ${formatDate(truck.postTrucks_dateTime.split(' ')[0])}`,
          action: (
            <BidOnTruckButton truck={truck} loadId={load.loads_id} describedBy={id} className="sm:w-auto" />
          ),
        };
      }}
      searchTo={searchLink(paths.shared.trucks, {
        postTrucks_from: filters.postTrucks_from,
        postTrucks_capacity_id: filters.postTrucks_capacity_id,
        no_of_trucks: String(SEARCH_TRUCKS_DEFAULT),
      })}
      searchText={t('screens.trips.searchTrucks')}
    />
  );
}

/** Open loads that fit the posted truck, each with Bid Now (the truck already chosen). */
function SuggestedLoads({ truck }: { truck: OwnTruck }) {
  const { t } = useTranslation(BIDS_NS);
  const placeName = usePlaceName();
  const query = useLoadsForTruck(truck);
  const filters = loadsForTruckFilters(truck);
  return (
    <Suggestions
      heading={t('screens.trips.matchingLoads')}
      query={query}
      emptyText={t('screens.trips.noLoads')}
      testId="matching-loads"
      row={(load: LoadListing) => {
        const id = `matching-load-${load.loads_id}`;
        return {
          id,
          title: `${load.materials_name} · ${load.truck_capacities_name}`,
          detail: `${placeName(load.pickupLoc)} → ${placeName(load.deliveryLoc)} · ${formatDate(load.pickupDate)} · ${load.users_name}`,
          action: (
            <BidNowButton load={load} truckId={truck.truck_id} describedBy={id} className="sm:w-auto" />
          ),
        };
      }}
      searchTo={searchLink(paths.shared.loads, {
        pickupLoc: filters.pickupLoc,
        capacity_id: filters.capacity_id,
      })}
      searchText={t('screens.trips.findLoad')}
    />
  );
}

/** One of my open loads or posted trucks: what it is, the bids waiting, View Bids, its route, what fits it. */
function RequestCard({
  headingId,
  testId,
  icon,
  title,
  detail,
  waiting,
  bidsLink,
  route,
  children,
}: {
  headingId: string;
  testId: string;
  icon: 'box' | 'truck';
  title: ReactNode;
  detail: ReactNode;
  waiting: number;
  bidsLink: ReactNode;
  route?: { from: string; to: string };
  children: ReactNode;
}) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid={testId}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span
            className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${
              icon === 'box' ? 'bg-accent-400/20 text-accent-500' : 'bg-brand-50 text-brand-700'
            }`}
          >
            <Icon name={icon} size={22} />
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold text-slate-900">
              {title}
            </h3>
            <p className="text-sm text-slate-600">{detail}</p>
            <p className="text-sm font-medium text-slate-800" data-testid="waiting-count">
              {waiting > 0 ? t('screens.trips.waiting', { count: waiting }) : t('screens.trips.noneWaiting')}
            </p>
          </div>
        </div>
        {bidsLink}
      </div>
      {route && (
        <div className="mt-3">
          <RouteLine from={route.from} to={route.to} />
        </div>
      )}
      {children}
    </article>
  );
}

function LoadRequest({ load, waiting }: { load: OwnLoad; waiting: number }) {
  const { t } = useTranslation(BIDS_NS);
  const headingId = `trip-load-${load.loads_id}`;
  return (
    <RequestCard
      headingId={headingId}
      testId="trip-load"
      icon="box"
      title={`${load.materials_name} · ${load.truck_capacities_name}`}
      detail={t('screens.trips.pickupOn', { date: formatDate(load.pickupDate) })}
      waiting={waiting}
      bidsLink={<ViewLoadBidsLink load={load} describedBy={headingId} className="sm:flex-none" />}
      route={{ from: load.pickupLoc, to: load.deliveryLoc }}
    >
      <SuggestedTrucks load={load} />
    </RequestCard>
  );
}

function TruckRequest({ truck, waiting }: { truck: OwnTruck; waiting: number }) {
  const { t } = useTranslation(BIDS_NS);
  const headingId = `trip-truck-${truck.truck_id}`;
  return (
    <RequestCard
      headingId={headingId}
      testId="trip-truck"
      icon="truck"
      title={
        <>
          <span className="font-mono">{truck.regNumber}</span> · {truck.truck_types_name}
        </>
      }
      detail={
        <>
          {truck.truck_capacities_name}
          {truck.postTrucks_dateTime &&
            ` · ${t('screens.trips.postedFor', { date: formatDate(truck.postTrucks_dateTime.split(' ')[0]) })}`}
        </>
      }
      waiting={waiting}
      bidsLink={<ViewTruckBidsLink truck={truck} describedBy={headingId} className="sm:flex-none" />}
      route={
        truck.postTrucks_from && truck.postTrucks_to
          ? { from: truck.postTrucks_from, to: truck.postTrucks_to }
          : undefined
      }
    >
      <SuggestedLoads truck={truck} />
    </RequestCard>
  );
}

/** A tab's list: waiting, the failure with Retry, none yet with the way to add one, or the cards. */
function RequestList<T>({
  query,
  items,
  failedKey,
  emptyText,
  addTo,
  addText,
  card,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  items: T[];
  failedKey: string;
  emptyText: string;
  addTo: string;
  addText: string;
  card: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(BIDS_NS);
  if (query.isPending) return <Waiting />;
  if (query.isError)
    return <ErrorState text={errorText(t, query.error, failedKey)} onRetry={() => void query.refetch()} />;
  if (items.length === 0)
    return (
      <EmptyState
        text={emptyText}
        action={
          <Link to={addTo} className="text-sm font-semibold text-brand-700 underline">
            {addText}
          </Link>
        }
      />
    );
  return <div className="space-y-4">{items.map(card)}</div>;
}

function LoadsTab({ waitingFor }: { waitingFor: (loadId: string) => number }) {
  const { t } = useTranslation(BIDS_NS);
  const loads = useOwnOpenLoads();
  return (
    <RequestList
      query={loads}
      items={loads.data ?? []}
      failedKey="screens.trips.loadsFailed"
      emptyText={t('screens.trips.noOpenLoads')}
      addTo={paths.shared.addLoad}
      addText={t('screens.trips.addLoad')}
      card={(load) => <LoadRequest key={load.loads_id} load={load} waiting={waitingFor(load.loads_id)} />}
    />
  );
}

function TrucksTab({ waitingFor }: { waitingFor: (truckId: string) => number }) {
  const { t } = useTranslation(BIDS_NS);
  const trucks = useOwnTrucks(TRUCK_STATUS.posted);
  return (
    <RequestList
      query={trucks}
      items={(trucks.data?.data ?? []).filter((truck) => truck.trucks_status === TRUCK_STATUS.posted)}
      failedKey="screens.trips.trucksFailed"
      emptyText={t('screens.trips.noPostedTrucks')}
      addTo={paths.shared.yourTruck}
      addText={t('screens.trips.postTruck')}
      card={(truck) => (
        <TruckRequest key={truck.truck_id} truck={truck} waiting={waitingFor(truck.truck_id)} />
      )}
    />
  );
}

/**
 * Trip Requests (/c/TripRequests; real requests and matches, not sample cards):
 * the bids waiting for the user's answer, then a Loads / Trucks toggle — my open loads with
 * their waiting bids and posted trucks that fit each, my posted trucks with their waiting bids
 * and loads that fit each ("Find load"). Each role sees the side it can use (docs/api.md, Roles).
 */
export function TripRequestsRoute() {
  const { t } = useTranslation(BIDS_NS);
  usePageTitle(t('screens.trips.title'));
  const role = roleFromUserTypeId(useSession().user_types_id);
  const tabs = (['loads', 'trucks'] as const).filter((tab) =>
    can(role, tab === 'loads' ? 'postLoads' : 'ownTrucks'),
  );
  const [params, setParams] = useSearchParams();
  const pending = usePendingActions();
  const items = pending.data?.items ?? [];
  // Without a tab in the address, open on the side where the user has requests: open loads
  // (their lists are shared with the tabs through the query cache), else posted trucks.
  const openLoads = useOwnOpenLoads(tabs.includes('loads'));
  const postedTrucks = useOwnTrucks(TRUCK_STATUS.posted, tabs.includes('trucks'));
  const tab = landingTab(params.get('tab'), tabs, {
    loads: openLoads.data?.length ?? (openLoads.isError ? 0 : undefined),
    trucks:
      postedTrucks.data?.data.filter((truck) => truck.trucks_status === TRUCK_STATUS.posted).length ??
      (postedTrucks.isError ? 0 : undefined),
  });

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
              onClick={() => setParams({ tab: name }, { replace: true })}
              className={`min-h-11 min-w-28 rounded-lg px-5 text-sm font-semibold transition-colors ${
                tab === name ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {t(`screens.trips.${name}Tab`)}
            </button>
          ))}
        </div>
      )}
      {tabs.length > 0 && !tab && <Waiting />}
      {tab === 'loads' && <LoadsTab waitingFor={(id) => pendingForLoad(items, id).length} />}
      {tab === 'trucks' && <TrucksTab waitingFor={(id) => pendingForTruck(items, id).length} />}
    </div>
  );
}
