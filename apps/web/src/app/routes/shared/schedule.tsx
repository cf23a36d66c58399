import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DATE_FILTERS, roleFromUserTypeId, type DateFilter } from '@lorrybazaar/contract';
import { Spinner } from '#components/ui/spinner';
import { errorText } from '#lib/error-text';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { EmptyState, ErrorState } from '#components/ui/result-states';
import { controlClass } from '#components/ui/field';
import { usePageTitle } from '#lib/use-page-title';
import { useLoadSchedules, useTruckSchedules } from '#api/get-schedules';
import { SchedulesList } from '#features/schedules/components/schedules-list';
import { useSession } from '#lib/store';
import { landingTab, type Tab } from '#lib/landing-tab';
const FILTER_KEYS: Record<DateFilter | '', string> = {
  '': 'all',
  last_day: 'lastDay',
  last_30_days: 'last30Days',
  last_6_months: 'last6Months',
  last_year: 'lastYear',
};

/**
 * Schedule (/c/Schedule): trips of my loads and trips of my trucks, a Loads /
 * Trucks toggle and the date filter (All, Last Day, Last 30 Days, Last 6 months, Last Year;
 * computed by the server in India time). Tab and filter live in the address (?tab=&filter=).
 * Without a tab in the address it opens where the user has trips (landingTab): the Loads list
 * first, the Trucks list when only trucks have trips, and always for a driver (no loads).
 */
export function ScheduleRoute() {
  const { t } = useTranslation(SCHEDULES_NS);
  usePageTitle(t('screens.list.title'));
  const id = useId();
  const role = roleFromUserTypeId(useSession().user_types_id);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const explicit = tabParam === 'trucks' || tabParam === 'loads' ? tabParam : null;
  // A driver has no loads: only their trucks' trips can decide where the screen opens.
  const offered: readonly Tab[] = role === 'driver' ? ['trucks'] : ['loads', 'trucks'];
  const filterParam = params.get('filter') ?? '';
  const filter = (DATE_FILTERS as readonly string[]).includes(filterParam) ? (filterParam as DateFilter) : '';
  const loads = useLoadSchedules(filter, explicit === 'loads' || (!explicit && offered.includes('loads')));
  const trucks = useTruckSchedules(filter, explicit !== 'loads');
  // Without a tab in the address, open where the user has trips (a shipper's loads, a driver's trucks).
  const landing = landingTab(explicit, offered, {
    loads: loads.data?.data.length ?? (loads.isError ? 0 : undefined),
    trucks: trucks.data?.schedules.length ?? (trucks.isError ? 0 : undefined),
  });
  const tab: Tab = landing ?? explicit ?? offered[0]!;
  const set = (next: { tab?: Tab; filter?: string }) => {
    const merged = new URLSearchParams(params);
    // A new filter keeps a tab the screen landed on in view: the landing choice must not move it.
    if (next.tab) merged.set('tab', next.tab);
    else if (!explicit && tab !== offered[0]) merged.set('tab', tab);
    if (next.filter !== undefined) {
      if (next.filter) merged.set('filter', next.filter);
      else merged.delete('filter');
    }
    setParams(merged, { replace: true });
  };
  const query = tab === 'loads' ? loads : trucks;

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('screens.list.title')}</h1>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div
          role="group"
          aria-label={t('screens.list.toggle')}
          className="inline-flex self-start rounded-xl bg-slate-200 p-1"
        >
          {(['loads', 'trucks'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={tab === name}
              onClick={() => set({ tab: name })}
              className={`min-h-11 min-w-28 rounded-lg px-5 text-sm font-semibold transition-colors ${
                tab === name ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {t(`screens.list.${name}Tab`)}
            </button>
          ))}
        </div>
        <div className="sm:w-56">
          <label htmlFor={`${id}-filter`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('screens.list.filter')}
          </label>
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => set({ filter: event.target.value })}
            className={controlClass()}
          >
            {(['', ...DATE_FILTERS] as const).map((value) => (
              <option key={value} value={value}>
                {t(`screens.filters.${FILTER_KEYS[value]}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <section aria-label={t(`screens.list.${tab}Tab`)}>
        {query.isPending || !landing ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : query.isError ? (
          <ErrorState
            text={errorText(t, query.error, 'screens.list.failed')}
            onRetry={() => void query.refetch()}
          />
        ) : tab === 'loads' ? (
          loads.data?.data.length ? (
            <SchedulesList kind="loads" trips={loads.data.data} />
          ) : (
            <EmptyState text={t('empty.schedules')} />
          )
        ) : trucks.data?.schedules.length ? (
          <SchedulesList kind="trucks" trips={trucks.data.schedules} />
        ) : (
          <EmptyState text={t('screens.list.emptyTrucks')} />
        )}
      </section>
    </div>
  );
}
