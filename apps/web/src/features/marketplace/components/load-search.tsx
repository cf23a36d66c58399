import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SEARCH_TRUCKS_DEFAULT, NO_OF_TRUCKS_MAX, type MatchingLoadsBodySchema } from '@lorrybazaar/contract';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { TextField } from '../../../components/ui/text-field';
import { useLoadListing } from '../api/get-matching-loads';
import { MARKETPLACE_NS } from '../i18n';
import {
  LOAD_FILTERS,
  readFilters,
  readPage,
  withFilters,
  withPage,
  type LoadFilterKey,
} from '../search-params';
import { Listing } from './listing';
import { LoadCard } from './load-card';
import { PlaceInput } from './place-input';
import { useReferenceOptions } from './reference-options';
import { SearchPanel } from './search-panel';
import { FormSelect } from './select-field';
import { Stepper } from './stepper';

type FormIn = z.input<typeof MatchingLoadsBodySchema>;
type FormOut = z.output<typeof MatchingLoadsBodySchema>;

const formValues = (filters: Record<LoadFilterKey, string> | null) => ({
  pickupLoc: filters?.pickupLoc ?? '',
  deliveryLoc: filters?.deliveryLoc ?? '',
  pickupDate: filters?.pickupDate ?? '',
  material_id: filters?.material_id ?? '',
  capacity_id: filters?.capacity_id ?? '',
  truck_type_id: filters?.truck_type_id ?? '',
  no_of_trucks: Number(filters?.no_of_trucks) || SEARCH_TRUCKS_DEFAULT,
});

/**
 * The marketplace's Loads tab and the Search Load screen (seed 001 §2): the search form (every
 * filter optional, no asterisks; DECISIONS §6), then the open loads of other users, 12 a page.
 */
export function LoadSearch() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, LOAD_FILTERS);
  const page = readPage(params);
  const query = useLoadListing(filters, page);
  const options = useReferenceOptions();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: lazyZodResolver(async () => (await import('@lorrybazaar/contract/marketplace')).MatchingLoadsBodySchema),
    defaultValues: formValues(filters),
  });
  const { errors } = form.formState;
  const filterKey = JSON.stringify(filters);
  // A new address (Back, a "Find Load" link) refills the form with its search.
  useEffect(() => {
    form.reset(formValues(JSON.parse(filterKey) as Record<LoadFilterKey, string> | null));
  }, [filterKey, form]);

  const onSubmit = form.handleSubmit((values) => {
    setParams(withFilters(params, LOAD_FILTERS, values));
  });
  const clear = () => {
    form.reset(formValues(null));
    setParams(withFilters(params, LOAD_FILTERS, null));
  };
  const active = filters ? LOAD_FILTERS.filter((key) => filters[key] && key !== 'no_of_trucks').length : 0;
  const msg = (key?: string) => (key ? t(key) : undefined);

  return (
    <div className="space-y-5">
      <SearchPanel title={t('screens.search.loadsTitle')} active={active}>
        <form onSubmit={onSubmit} noValidate role="search" aria-label={t('screens.search.loadsTitle')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Controller
              control={form.control}
              name="pickupLoc"
              render={({ field }) => (
                <PlaceInput
                  label={t('screens.fields.pickupLocation')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={msg(errors.pickupLoc?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="deliveryLoc"
              render={({ field }) => (
                <PlaceInput
                  label={t('screens.fields.deliveryLocation')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={msg(errors.deliveryLoc?.message)}
                />
              )}
            />
            <TextField
              type="date"
              label={t('screens.fields.pickupDate')}
              error={msg(errors.pickupDate?.message)}
              {...form.register('pickupDate')}
            />
            <FormSelect
              control={form.control}
              name="material_id"
              label={t('screens.fields.materials')}
              placeholder={t('screens.placeholders.material')}
              options={options.materials}
              loading={options.loading}
              error={msg(errors.material_id?.message)}
            />
            <FormSelect
              control={form.control}
              name="capacity_id"
              label={t('screens.fields.weight')}
              placeholder={t('screens.placeholders.weight')}
              options={options.capacities}
              loading={options.loading}
              error={msg(errors.capacity_id?.message)}
            />
            <FormSelect
              control={form.control}
              name="truck_type_id"
              label={t('screens.fields.preferredTruckTypes')}
              placeholder={t('screens.placeholders.truckType')}
              options={options.types}
              loading={options.loading}
              error={msg(errors.truck_type_id?.message)}
            />
            <Controller
              control={form.control}
              name="no_of_trucks"
              render={({ field }) => (
                <Stepper
                  label={t('screens.fields.noOfTrucks')}
                  value={Number(field.value) || SEARCH_TRUCKS_DEFAULT}
                  onChange={field.onChange}
                  max={NO_OF_TRUCKS_MAX}
                  error={msg(errors.no_of_trucks?.message)}
                />
              )}
            />
            <div className="flex flex-wrap items-end gap-3 lg:col-span-2">
              <Button type="submit" className="min-w-32">
                {t('screens.search.submit')}
              </Button>
              {filters && (
                <Button variant="ghost" onClick={clear}>
                  {t('screens.search.clear')}
                </Button>
              )}
            </div>
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
        page={page}
        onPage={(next) => setParams(withPage(params, next))}
      />
    </div>
  );
}
