import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  MARKETPLACE_CODES,
  PostTruckFormSchema,
  todayInIndia,
  toPostTruckBody,
  type OwnTruck,
} from '@lorrybazaar/contract';
import type { z } from 'zod';
import { paths } from '#config/paths';
import { Button } from '#components/ui/button';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { usePostTruck } from '#features/marketplace/api/post-truck';
import { errorText } from '#lib/error-text';
import { useFocusFirstInvalid } from '#lib/use-focus-first-invalid';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { CommentsField } from './comments-field';
import { applyServerIssues } from './form-errors';
import { PlaceField } from './form-bound';
import { useReferenceOptions } from './reference-options';
import { FormSelect } from './form-bound';
import { NO_PRICE_TERMS, PRICE_TERMS_FIELDS, PriceTermsFields } from './price-terms-fields';
import { useLanePrice } from '#api/get-lane-price';
import { LanePriceLine } from '#components/ui/lane-price-line';

type FormIn = z.input<typeof PostTruckFormSchema>;
type FormOut = z.output<typeof PostTruckFormSchema>;

/** Server body fields → form fields (the date and time travel joined). */
const formField = (path: string): keyof FormIn | null =>
  path === 'postTrucks_dateTime'
    ? 'date'
    : ((
        [
          'postTrucks_capacity_id',
          'postTrucks_from',
          'postTrucks_to',
          'comments',
          ...PRICE_TERMS_FIELDS,
        ] as const
      ).find((f) => f === path) ?? null);

/**
 * Post Truck: date, time, the capacity on offer (at most the truck's own,
 * its full capacity by default), from (the truck's district by default) and to, optional
 * comments. Every message is shown (the old screen showed only date and time).
 */
export function PostTruckForm({ truck }: { truck: OwnTruck }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const options = useReferenceOptions();
  const postTruck = usePostTruck();
  // A posting cannot offer more than the truck carries (the server says so too).
  const capacities = options.capacityRows
    .filter((c) => c.tonnes <= truck.tonnes)
    .map((c) => ({ value: c.truck_capacities_id, label: c.truck_capacities_name }));
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(PostTruckFormSchema),
    // The first invalid field on screen takes focus, not the first registered (the hook below).
    shouldFocusError: false,
    defaultValues: {
      date: '',
      time: '',
      postTrucks_capacity_id: truck.truck_capacities_id,
      postTrucks_from: truck.location,
      postTrucks_to: '',
      comments: '',
      ...NO_PRICE_TERMS,
    },
  });
  const formRef = useFocusFirstInvalid(form.control);
  const { errors } = form.formState;
  const [priceBasis, from, to, capacityId] = useWatch({
    control: form.control,
    name: ['price_basis', 'postTrucks_from', 'postTrucks_to', 'postTrucks_capacity_id'],
  });
  // The lane's usual price for the capacity offered, beside the price (docs/decisions/030).
  const lanePrice = useLanePrice({ pickupLoc: from, deliveryLoc: to, capacity_id: String(capacityId ?? '') });
  const msg = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postTruck.mutateAsync(toPostTruckBody(values, truck.truck_id));
      toast.success(t(MARKETPLACE_CODES.truckPosted));
      navigate(paths.shared.yourTruck);
    } catch (failure) {
      applyServerIssues(form, failure, formField);
      toast.error(errorText(t, failure, 'screens.postTruck.failed', [MARKETPLACE_NS]));
    }
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('screens.postTruck.title')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('screens.fields.date')}
          required
          min={todayInIndia()}
          error={msg(errors.date?.message)}
          {...form.register('date')}
        />
        <TextField
          type="time"
          label={t('screens.fields.time')}
          required
          error={msg(errors.time?.message)}
          {...form.register('time')}
        />
        <FormSelect
          control={form.control}
          name="postTrucks_capacity_id"
          label={t('screens.fields.availableCapacity')}
          placeholder={t('screens.placeholders.weight')}
          required
          options={capacities}
          loading={options.loading}
          error={msg(errors.postTrucks_capacity_id?.message)}
        />
        <div className="hidden sm:block" aria-hidden="true" />
        <PlaceField
          control={form.control}
          name="postTrucks_from"
          label={t('screens.fields.from')}
          required
          error={msg(errors.postTrucks_from?.message)}
        />
        <PlaceField
          control={form.control}
          name="postTrucks_to"
          label={t('screens.fields.to')}
          required
          error={msg(errors.postTrucks_to?.message)}
        />
      </div>
      <PriceTermsFields
        register={(name) => form.register(name)}
        error={(name) => errors[name]?.message}
        priced={!!priceBasis && priceBasis !== 'negotiable'}
        lanePrice={<LanePriceLine price={lanePrice.data} />}
      />
      <CommentsField error={msg(errors.comments?.message)} {...form.register('comments')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => navigate(paths.shared.yourTruck)}>
          {t('screens.common.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting} className="sm:min-w-40">
          {form.formState.isSubmitting ? t('screens.common.submitting') : t('screens.postTruck.submit')}
        </Button>
      </div>
    </form>
  );
}
