import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { can, roleFromUserTypeId } from '@lorrybazaar/contract';
import { BIDS_NS } from '#config/i18n-namespaces';
import { usePendingActions } from '#features/bids/api/get-pending-actions';
import { PendingList } from '#features/bids/components/pending-list';
import { landingTab } from '#lib/landing-tab';
import { useSession } from '#lib/store';
import { Waiting } from './request-card';
import { RequestTab } from './request-tab';
import { LOAD_SIDE, TRUCK_SIDE } from './sides';

/**
 * Trip Requests (/c/TripRequests; real requests and matches, not sample cards):
 * the bids waiting for the user's answer, then a Loads / Trucks toggle — my open loads with
 * their waiting bids and posted trucks that fit each, my posted trucks with their waiting bids
 * and loads that fit each ("Find load"). Each role sees the side it can use (docs/api.md, Roles).
 */
export function TripRequests() {
  const { t } = useTranslation(BIDS_NS);
  const role = roleFromUserTypeId(useSession().user_types_id);
  const tabs = (['loads', 'trucks'] as const).filter((tab) =>
    can(role, tab === 'loads' ? 'postLoads' : 'ownTrucks'),
  );
  const [params, setParams] = useSearchParams();
  const pending = usePendingActions();
  const items = pending.data?.items ?? [];
  // Without a tab in the address, open on the side where the user has requests: open loads
  // (their lists are shared with the tabs through the query cache), else posted trucks.
  const openLoads = LOAD_SIDE.useItems(tabs.includes('loads'));
  const postedTrucks = TRUCK_SIDE.useItems(tabs.includes('trucks'));
  const tab = landingTab(params.get('tab'), tabs, {
    loads: openLoads.items?.length ?? (openLoads.query.isError ? 0 : undefined),
    trucks: postedTrucks.items?.length ?? (postedTrucks.query.isError ? 0 : undefined),
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
      {tab === 'loads' && <RequestTab key="loads" side={LOAD_SIDE} pending={items} />}
      {tab === 'trucks' && <RequestTab key="trucks" side={TRUCK_SIDE} pending={items} />}
    </div>
  );
}
