import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  NO_OF_TRUCKS_MAX,
  SEARCH_TRUCKS_DEFAULT,
  type MatchingPostTrucksBodySchema,
} from '@lorrybazaar/contract';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { TextField } from '../../../components/ui/text-field';
import { usePostedTruckListing } from '../api/get-matching-post-trucks';
import { MARKETPLACE_NS } from '../i18n';
import {
  TRUCK_FILTERS,
  readFilters,
  readPage,
  withFilters,
  withPage,
  type TruckFilterKey,
} from '../search-params';
import { Listing } from './listing';
import { PlaceInput } from './place-input';
import { PostedTruckCard } from './posted-truck-card';
import { useReferenceOptions } from './reference-options';
import { SearchPanel } from './search-panel';
import { FormSelect } from './select-field';
import { Stepper } from './stepper';

type FormIn = z.input<typeof MatchingPostTrucksBodySchema>;
type FormOut = z.output<typeof MatchingPostTrucksBodySchema>;

const formValues = (filters: Record<TruckFilterKey, string> | null) => ({
  postTrucks_from: filters?.postTrucks_from ?? '',
  postTrucks_to: filters?.postTrucks_to ?? '',
  postTrucks_dateTime: filters?.postTrucks_dateTime ?? '',
  postTrucks_capacity_id: filters?.postTrucks_capacity_id ?? '',
  truck_type_id: filters?.truck_type_id ?? '',
  no_of_trucks: Number(filters?.no_of_trucks) || SEARCH_TRUCKS_DEFAULT,
});

/**
 * The marketplace's Trucks tab and the Search Truck screen (seed 001 §2): the same form as the
 * Loads tab without the material, then the open postings of other users, 12 a page.
 */
export function TruckSearch() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, TRUCK_FILTERS);
  const page = readPage(params);
  const query = usePostedTruckListing(filters, page);
  const options = useReferenceOptions();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: lazyZodResolver(
      async () => (await import('@lorrybazaar/contract/marketplace')).MatchingPostTrucksBodySchema,
    ),
    defaultValues: formValues(filters),
  });
  const { errors } = form.formState;
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    form.reset(formValues(JSON.parse(filterKey) as Record<TruckFilterKey, string> | null));
  }, [filterKey, form]);

  const onSubmit = form.handleSubmit((values) => {
    setParams(withFilters(params, TRUCK_FILTERS, values));
  });
  const clear = () => {
    form.reset(formValues(null));
    setParams(withFilters(params, TRUCK_FILTERS, null));
  };
  const active = filters ? TRUCK_FILTERS.filter((key) => filters[key] && key !== 'no_of_trucks').length : 0;
  const msg = (key?: string) => (key ? t(key) : undefined);

  return (
    <div className="space-y-5">
      <SearchPanel title={t('screens.search.trucksTitle')} active={active}>
        <form onSubmit={onSubmit} noValidate role="search" aria-label={t('screens.search.trucksTitle')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Controller
              control={form.control}
              name="postTrucks_from"
              render={({ field }) => (
                <PlaceInput
                  label={t('screens.fields.from')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={msg(errors.postTrucks_from?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="postTrucks_to"
              render={({ field }) => (
                <PlaceInput
                  label={t('screens.fields.to')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={msg(errors.postTrucks_to?.message)}
                />
              )}
            />
            <TextField
              type="date"
              label={t('screens.fields.availableFrom')}
              error={msg(errors.postTrucks_dateTime?.message)}
              {...form.register('postTrucks_dateTime')}
            />
            <FormSelect
              control={form.control}
              name="postTrucks_capacity_id"
              label={t('screens.fields.weight')}
              placeholder={t('screens.placeholders.weight')}
              options={options.capacities}
              loading={options.loading}
              error={msg(errors.postTrucks_capacity_id?.message)}
            />
            <FormSelect
              control={form.control}
              name="truck_type_id"
              label={t('screens.fields.truckTypes')}
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
        label={t('screens.search.truckResults')}
        itemKey={(truck) => truck.postTrucks_id}
        renderItem={(truck) => <PostedTruckCard truck={truck} />}
        emptyText={t('empty.trucks')}
        errorKey="screens.errors.loadData"
        page={page}
        onPage={(next) => setParams(withPage(params, next))}
      />
    </div>
  );
}
