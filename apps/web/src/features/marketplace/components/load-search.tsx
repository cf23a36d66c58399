import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadListing } from '#features/marketplace/api/use-load-listing';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { LOAD_FILTERS } from '#features/marketplace/search-params';
import { useSearchForm } from '#features/marketplace/use-search-form';
import type { ListingActions, SearchAction } from '#features/marketplace/card-actions';
import { laneOfLoadSearch } from '#features/marketplace/lane-search';
import { EmptyNextStep } from './empty-next-step';
import { Listing } from './listing';
import { LoadCard } from './load-card';
import { SearchForm } from './search-panel';

// The filter fields come after the listing (load-filter-fields.tsx says why).
const LoadFilterFields = lazy(async () => ({
  default: (await import('./load-filter-fields')).LoadFilterFields,
}));

const loadSchema = async () => (await import('@lorrybazaar/contract/marketplace')).MatchingLoadsBodySchema;

/**
 * The marketplace's Loads tab and the Search Load screen (docs/decisions/011): the search form (every
 * filter optional, so no asterisks), then the open loads of other users, 12 a page.
 */
export function LoadSearch({
  loadAction,
  searchAction,
}: Pick<ListingActions, 'loadAction'> & {
  /** Beside Search: a step on the search the form holds now (the route's Save this search). */
  searchAction?: SearchAction;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const form = useSearchForm(LOAD_FILTERS, loadSchema);
  const query = useLoadListing(form.filters, form.page);

  return (
    <div className="space-y-5">
      <SearchForm
        title={t('screens.search.loadsTitle')}
        form={form}
        action={searchAction?.(laneOfLoadSearch(form.values))}
      >
        <Suspense fallback={null}>
          <LoadFilterFields form={form} />
        </Suspense>
      </SearchForm>
      <Listing
        query={query}
        label={t('screens.search.loadResults')}
        itemKey={(load) => load.loads_id}
        renderItem={(load) => <LoadCard load={load} action={loadAction} />}
        emptyText={t('empty.loads')}
        emptyAction={<EmptyNextStep list="loads" searched={Boolean(form.filters)} onClear={form.clear} />}
        errorKey="screens.errors.loadData"
        page={form.page}
        onPage={form.setPage}
      />
    </div>
  );
}
