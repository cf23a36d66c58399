import { useTranslation } from 'react-i18next';
import { NO_OF_TRUCKS_MAX, SEARCH_TRUCKS_DEFAULT } from '@lorrybazaar/contract';
import { TextField } from '../../../components/ui/text-field';
import { useLoadListing } from '../api/get-matching-loads';
import { MARKETPLACE_NS } from '../i18n';
import { LOAD_FILTERS } from '../search-params';
import { useSearchForm } from '../use-search-form';
import { Listing } from './listing';
import { LoadCard } from './load-card';
import { PlaceInput } from './place-input';
import { useReferenceOptions } from './reference-options';
import { SearchActions, SearchPanel } from './search-panel';
import { SelectField } from './select-field';
import { Stepper } from './stepper';

const loadSchema = async () => (await import('@lorrybazaar/contract/marketplace')).MatchingLoadsBodySchema;

/**
 * The marketplace's Loads tab and the Search Load screen (seed 001 §2): the search form (every
 * filter optional, no asterisks; DECISIONS §6), then the open loads of other users, 12 a page.
 */
export function LoadSearch() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const form = useSearchForm(LOAD_FILTERS, loadSchema);
  const query = useLoadListing(form.filters, form.page);
  const options = useReferenceOptions();
  const { values, set } = form;
  const error = (key: keyof typeof values) => (form.errors[key] ? t(form.errors[key]) : undefined);
  const field = (key: keyof typeof values) => ({ name: key, value: values[key], error: error(key) });

  return (
    <div className="space-y-5">
      <SearchPanel title={t('screens.search.loadsTitle')} active={form.active}>
        <form onSubmit={form.submit} noValidate role="search" aria-label={t('screens.search.loadsTitle')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <PlaceInput
              label={t('screens.fields.pickupLocation')}
              {...field('pickupLoc')}
              onChange={set('pickupLoc')}
            />
            <PlaceInput
              label={t('screens.fields.deliveryLocation')}
              {...field('deliveryLoc')}
              onChange={set('deliveryLoc')}
            />
            <TextField
              type="date"
              label={t('screens.fields.pickupDate')}
              {...field('pickupDate')}
              onChange={(event) => set('pickupDate')(event.target.value)}
            />
            <SelectField
              label={t('screens.fields.materials')}
              placeholder={t('screens.placeholders.material')}
              options={options.materials}
              loading={options.loading}
              {...field('material_id')}
              onChange={(event) => set('material_id')(event.target.value)}
            />
            <SelectField
              label={t('screens.fields.weight')}
              placeholder={t('screens.placeholders.weight')}
              options={options.capacities}
              loading={options.loading}
              {...field('capacity_id')}
              onChange={(event) => set('capacity_id')(event.target.value)}
            />
            <SelectField
              label={t('screens.fields.preferredTruckTypes')}
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
        label={t('screens.search.loadResults')}
        itemKey={(load) => load.loads_id}
        renderItem={(load) => <LoadCard load={load} />}
        emptyText={t('empty.loads')}
        errorKey="screens.errors.loadData"
        page={form.page}
        onPage={form.setPage}
      />
    </div>
  );
}
