import { useTranslation } from 'react-i18next';
import { SEARCH_TRUCKS_DEFAULT } from '@lorrybazaar/contract';
import { TextField } from '#components/ui/text-field';
import { usePostedTruckListing } from '#features/marketplace/api/use-posted-truck-listing';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { TRUCK_FILTERS } from '#features/marketplace/search-params';
import { useSearchForm } from '#features/marketplace/use-search-form';
import type { ListingActions, SearchAction } from '#features/marketplace/card-actions';
import { laneOfTruckSearch } from '#features/marketplace/lane-search';
import { EmptyNextStep } from './empty-next-step';
import { Listing } from './listing';
import { PlaceInput } from './place-input';
import { PostedTruckCard } from './posted-truck-card';
import { useReferenceOptions } from './reference-options';
import { SearchForm } from './search-panel';
import { SelectField } from '#components/ui/select-field';
import { TrucksField } from './stepper';
import { BookNowOnlyField } from './book-now-only-field';

const loadSchema = async () =>
  (await import('@lorrybazaar/contract/marketplace')).MatchingPostTrucksBodySchema;

/**
 * The marketplace's Trucks tab and the Search Truck screen: the same form as the
 * Loads tab without the material, then the open postings of other users, 12 a page.
 */
export function TruckSearch({
  truckAction,
  searchAction,
}: Pick<ListingActions, 'truckAction'> & {
  /** Beside Search: a step on the search the form holds now (the route's Save this search). */
  searchAction?: SearchAction;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const form = useSearchForm(TRUCK_FILTERS, loadSchema, { no_of_trucks: String(SEARCH_TRUCKS_DEFAULT) });
  const query = usePostedTruckListing(form.filters, form.page);
  const options = useReferenceOptions();

  return (
    <div className="space-y-5">
      <SearchForm
        title={t('screens.search.trucksTitle')}
        form={form}
        action={searchAction?.(laneOfTruckSearch(form.values))}
      >
        <PlaceInput label={t('screens.fields.from')} {...form.field('postTrucks_from')} />
        <PlaceInput label={t('screens.fields.to')} {...form.field('postTrucks_to')} />
        <TextField
          type="date"
          label={t('screens.fields.availableFrom')}
          {...form.input('postTrucks_dateTime')}
        />
        <SelectField
          label={t('screens.fields.weight')}
          {...options.choices('capacities')}
          {...form.input('postTrucks_capacity_id')}
        />
        <SelectField
          label={t('screens.fields.truckTypes')}
          {...options.choices('types')}
          {...form.input('truck_type_id')}
        />
        <TrucksField {...form.field('no_of_trucks')} fallback={SEARCH_TRUCKS_DEFAULT} />
        <BookNowOnlyField {...form.field('book_now')} />
      </SearchForm>
      <Listing
        query={query}
        label={t('screens.search.truckResults')}
        itemKey={(truck) => truck.postTrucks_id}
        renderItem={(truck) => <PostedTruckCard truck={truck} action={truckAction} />}
        emptyText={t('empty.trucks')}
        emptyAction={<EmptyNextStep list="trucks" searched={Boolean(form.filters)} onClear={form.clear} />}
        errorKey="screens.errors.loadData"
        page={form.page}
        onPage={form.setPage}
      />
    </div>
  );
}
