import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field';
import { useLoadListing } from '#features/marketplace/api/use-load-listing';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { LOAD_FILTERS } from '#features/marketplace/search-params';
import { useSearchForm } from '#features/marketplace/use-search-form';
import type { ListingActions, SearchAction } from '#features/marketplace/card-actions';
import { laneOfLoadSearch } from '#features/marketplace/lane-search';
import { Listing } from './listing';
import { LoadCard } from './load-card';
import { PlaceInput } from './place-input';
import { useReferenceOptions } from './reference-options';
import { SearchForm } from './search-panel';
import { SelectField } from '#components/ui/select-field';
import { TrucksField } from './stepper';

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
  const options = useReferenceOptions();

  return (
    <div className="space-y-5">
      <SearchForm
        title={t('screens.search.loadsTitle')}
        form={form}
        action={searchAction?.(laneOfLoadSearch(form.values))}
      >
        <PlaceInput label={t('screens.fields.pickupLocation')} {...form.field('pickupLoc')} />
        <PlaceInput label={t('screens.fields.deliveryLocation')} {...form.field('deliveryLoc')} />
        <TextField type="date" label={t('screens.fields.pickupDate')} {...form.input('pickupDate')} />
        <SelectField
          label={t('screens.fields.materials')}
          {...options.choices('materials')}
          {...form.input('material_id')}
        />
        <SelectField
          label={t('screens.fields.weight')}
          {...options.choices('capacities')}
          {...form.input('capacity_id')}
        />
        <SelectField
          label={t('screens.fields.preferredTruckTypes')}
          {...options.choices('types')}
          {...form.input('truck_type_id')}
        />
        <TrucksField {...form.field('no_of_trucks')} optional />
      </SearchForm>
      <Listing
        query={query}
        label={t('screens.search.loadResults')}
        itemKey={(load) => load.loads_id}
        renderItem={(load) => <LoadCard load={load} action={loadAction} />}
        emptyText={t('empty.loads')}
        errorKey="screens.errors.loadData"
        page={form.page}
        onPage={form.setPage}
      />
    </div>
  );
}
