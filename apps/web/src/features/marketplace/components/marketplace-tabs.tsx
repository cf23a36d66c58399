import { Suspense, lazy, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import type { ListingActions } from '#features/marketplace/card-actions';
import { LoadSearch } from './load-search';
import { CardSkeletons } from '#components/ui/result-states';

// The Loads tab opens first; the Trucks tab's code is fetched once the page is idle, so it is
// ready by the time anyone taps it but does not delay the first render on a slow phone.
const loadTruckSearch = () => import('./truck-search');
const TruckSearch = lazy(async () => ({ default: (await loadTruckSearch()).TruckSearch }));

const TABS = ['loads', 'trucks'] as const;
type Tab = (typeof TABS)[number];

/** The two tabs and their searches: the Marketplace screen, and the dashboards below their cards. */
export function MarketplaceTabs({ loadAction, truckAction }: ListingActions) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'trucks' ? 'trucks' : 'loads';
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ loads: null, trucks: null });
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadTruckSearch());
  }, []);
  const choose = (next: Tab) => {
    if (next !== tab) setParams(next === 'loads' ? {} : { tab: next });
    refs.current[next]?.focus();
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    choose(tab === 'loads' ? 'trucks' : 'loads');
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={t('screens.marketplace.title')}
        className="mb-5 inline-flex rounded-xl bg-slate-200 p-1"
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => choose(name)}
            className={`min-h-11 min-w-28 rounded-lg px-5 text-sm font-semibold transition-colors ${
              tab === name ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {t(`screens.marketplace.${name}Tab`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'loads' ? (
          <LoadSearch key="loads" loadAction={loadAction} />
        ) : (
          <Suspense fallback={<CardSkeletons />}>
            <TruckSearch key="trucks" truckAction={truckAction} />
          </Suspense>
        )}
      </div>
    </>
  );
}
