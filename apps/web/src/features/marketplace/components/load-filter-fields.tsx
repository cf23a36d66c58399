import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field';
import { SelectField } from '#components/ui/select-field';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import type { LOAD_FILTERS } from '#features/marketplace/search-params';
import type { useSearchForm } from '#features/marketplace/use-search-form';
import { PlaceInput } from './place-input';
import { useReferenceOptions } from './reference-options';
import { TrucksField } from './stepper';
import { BookNowOnlyField } from './book-now-only-field';

/**
 * The Loads search's filter fields. Loaded after the listing (load-search.tsx): on a phone they
 * sit folded behind "Search filters", and the page's first JavaScript stays within its budget
 * (docs/performance.md).
 */
export function LoadFilterFields({
  form,
}: {
  form: ReturnType<typeof useSearchForm<(typeof LOAD_FILTERS)[number]>>;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const options = useReferenceOptions();
  return (
    <>
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
      <BookNowOnlyField {...form.field('book_now')} />
    </>
  );
}
