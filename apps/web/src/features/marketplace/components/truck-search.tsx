import { useTranslation } from 'react-i18next';
import { NO_OF_TRUCKS_MAX, SEARCH_TRUCKS_DEFAULT } from '@lorrybazaar/contract';
import { TextField } from '../../../components/ui/text-field';
import { usePostedTruckListing } from '../api/get-matching-post-trucks';
import { MARKETPLACE_NS } from '../i18n';
import { TRUCK_FILTERS } from '../search-params';
import { useSearchForm } from '../use-search-form';
import { Listing } from './listing';
import { PlaceInput } from './place-input';
import { PostedTruckCard } from './posted-truck-card';
import { useReferenceOptions } from './reference-options';
import { SearchActions, SearchPanel } from './search-panel';
import { SelectField } from './select-field';
import { Stepper } from './stepper';

const loadSchema = async () =>
  (await import('@lorrybazaar/contract/marketplace')).MatchingPostTrucksBodySchema;

/**
 * The marketplace's Trucks tab and the Search Truck screen (seed 001 §2): the same form as the
 * Loads tab without the material, then the open postings of other users, 12 a page.
 */
export function TruckSearch() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const form = useSearchForm(TRUCK_FILTERS, loadSchema);
  const query = usePostedTruckListing(form.filters, form.page);
  const options = useReferenceOptions();
  const { values, set } = form;
  const error = (key: keyof typeof values) => (form.errors[key] ? t(form.errors[key]) : undefined);
  const field = (key: keyof typeof values) => ({ name: key, value: values[key], error: error(key) });

  return (
    <div className="space-y-5">
      <SearchPanel title={t('screens.search.trucksTitle')} active={form.active}>
        <form onSubmit={form.submit} noValidate role="search" aria-label={t('screens.search.trucksTitle')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <PlaceInput
              label={t('screens.fields.from')}
              {...field('postTrucks_from')}
              onChange={set('postTrucks_from')}
            />
            <PlaceInput
              label={t('screens.fields.to')}
              {...field('postTrucks_to')}
              onChange={set('postTrucks_to')}
            />
            <TextField
              type="date"
              label={t('screens.fields.availableFrom')}
              {...field('postTrucks_dateTime')}
              onChange={(event) => set('postTrucks_dateTime')(event.target.value)}
            />
            <SelectField
              label={t('screens.fields.weight')}
              placeholder={t('screens.placeholders.weight')}
              options={options.capacities}
              loading={options.loading}
              {...field('postTrucks_capacity_id')}
              onChange={(event) => set('postTrucks_capacity_id')(event.target.value)}
            />
            <SelectField
              label={t('screens.fields.truckTypes')}
              placeholder={t('screens.placeholders.truckType')}
              options={options.types}
              loading={options.loading}
              {...field('truck_type_id')}
              onChange={(event) => set('truck_type_id')(event.target.value)}
            />
            <Stepper
              label={t('screens.fields.noOfTrucks')}
              value={Number(values.no_of_trucks) || SEARCH_TRUCKS_DEFAULT}
              onChange={(count) => set('no_of_trucks')(String(count))}
              max={NO_OF_TRUCKS_MAX}
              error={error('no_of_trucks')}
            />
            <SearchActions searched={Boolean(form.filters)} onClear={form.clear} />
          </div>
        </form>
      </SearchPanel>
      <Listing
        query={query}
        label={t('screens.search.truckResults')}
        itemKey={(truck) => truck.postTrucks_id}
        renderItem={(truck) => <PostedTruckCard truck={truck} />}
        emptyText={t('empty.trucks')}
        errorKey="screens.errors.loadData"
        page={form.page}
        onPage={form.setPage}
      />
    </div>
  );
}
