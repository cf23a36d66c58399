import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ADD_LOAD_TRUCKS_DEFAULT,
  AddLoadBodySchema,
  LOAD_STATUS,
  MARKETPLACE_CODES,
  TRUST_CODES,
  todayInIndia,
} from '@lorrybazaar/contract';
import type { z } from 'zod';
import { paths } from '#config/paths';
import { Button } from '#components/ui/button';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { useAddLoad } from '#features/marketplace/api/add-load';
import { errorText } from '#lib/error-text';
import { MARKETPLACE_NS, TRUST_NS } from '#config/i18n-namespaces';
import { ApiError } from '#lib/api-client';
import { useLanePrice } from '#api/get-lane-price';
import { LanePriceLine } from '#components/ui/lane-price-line';
import { readDraft, useFormDraft } from '#lib/offline/use-form-draft';
import { useOnlineSubmit } from '#lib/offline/use-online-submit';
import { useFocusFirstInvalid } from '#lib/use-focus-first-invalid';
import { CommentsField } from './comments-field';
import { applyServerIssues } from './form-errors';
import { PlaceField } from './form-bound';
import { useReferenceOptions } from './reference-options';
import { FormSelect } from './form-bound';
import { TrucksField } from './stepper';
import { NO_PRICE_TERMS, PriceTermsFields } from './price-terms-fields';

type FormIn = z.input<typeof AddLoadBodySchema>;
type FormOut = z.output<typeof AddLoadBodySchema>;

/**
 * Add Load: every field with its message, the No of Trucks counter from 1,
 * optional comments of at least 3 words. Checked by the same schema the server applies.
 */
export function AddLoadForm() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const options = useReferenceOptions();
  const addLoad = useAddLoad();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(AddLoadBodySchema),
    // The first invalid field on screen takes focus, not the first registered (the hook below).
    shouldFocusError: false,
    // What was typed before a reload or a lost network comes back (docs/decisions/027).
    defaultValues: readDraft('add-load', {
      pickupLoc: '',
      deliveryLoc: '',
      pickupDate: '',
      material_id: '',
      capacity_id: '',
      truck_type_id: '',
      no_of_trucks: ADD_LOAD_TRUCKS_DEFAULT,
      comments: '',
      pickup_pin: '',
      delivery_pin: '',
      ...NO_PRICE_TERMS,
    }),
  });
  const clearDraft = useFormDraft(form, 'add-load');
  const formRef = useFocusFirstInvalid(form.control);
  const whenOnline = useOnlineSubmit();
  const { errors } = form.formState;
  const msg = (key?: string) => (key ? t(key) : undefined);
  // The lane's usual price once both places and the weight are given (docs/decisions/030).
  const [pickupLoc, deliveryLoc, capacityId, priceBasis] = useWatch({
    control: form.control,
    name: ['pickupLoc', 'deliveryLoc', 'capacity_id', 'price_basis'],
  });
  const lanePrice = useLanePrice({ pickupLoc, deliveryLoc, capacity_id: String(capacityId ?? '') });
  /** The same load posted in the last day: the server names it, the form links to it. */
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);

  const onSubmit = whenOnline(
    form.handleSubmit(async (values) => {
      setDuplicateOf(null);
      try {
        const added = await addLoad.mutateAsync(values);
        clearDraft();
        // A price far above the lane's from a poster not verified waits for an operator (decision 049).
        const held = added.data.loads_status === LOAD_STATUS.held;
        toast.success(t(held ? MARKETPLACE_CODES.loadHeld : MARKETPLACE_CODES.loadAdded));
        navigate(paths.shared.yourLoads);
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === TRUST_CODES.duplicateLoad)
          setDuplicateOf(String((failure.body as { loads_id?: string } | null)?.loads_id ?? '') || null);
        applyServerIssues(form, failure);
        toast.error(errorText(t, failure, 'screens.addLoad.failed', [MARKETPLACE_NS]));
      }
    }),
  );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('screens.addLoad.title')}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <PlaceField
          control={form.control}
          name="pickupLoc"
          label={t('screens.fields.pickupLocation')}
          required
          error={msg(errors.pickupLoc?.message)}
        />
        <PlaceField
          control={form.control}
          name="deliveryLoc"
          label={t('screens.fields.deliveryLocation')}
          required
          error={msg(errors.deliveryLoc?.message)}
        />
        {/* Optional PINs: a truck's check-ins are then measured from the PIN, not the district. */}
        <TextField
          label={t('screens.fields.pickupPin')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          error={msg(errors.pickup_pin?.message)}
          {...form.register('pickup_pin')}
        />
        <TextField
          label={t('screens.fields.deliveryPin')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          error={msg(errors.delivery_pin?.message)}
          {...form.register('delivery_pin')}
        />
        <TextField
          type="date"
          label={t('screens.fields.pickupDate')}
          required
          min={todayInIndia()}
          error={msg(errors.pickupDate?.message)}
          {...form.register('pickupDate')}
        />
        <FormSelect
          control={form.control}
          name="material_id"
          label={t('screens.fields.material')}
          {...options.choices('materials')}
          required
          error={msg(errors.material_id?.message)}
        />
        <FormSelect
          control={form.control}
          name="capacity_id"
          label={t('screens.fields.weight')}
          {...options.choices('capacities')}
          required
          error={msg(errors.capacity_id?.message)}
        />
        <FormSelect
          control={form.control}
          name="truck_type_id"
          label={t('screens.fields.truckType')}
          {...options.choices('types')}
          required
          error={msg(errors.truck_type_id?.message)}
        />
        <Controller
          control={form.control}
          name="no_of_trucks"
          render={({ field }) => (
            <TrucksField
              required
              value={field.value}
              onChange={field.onChange}
              fallback={ADD_LOAD_TRUCKS_DEFAULT}
              error={msg(errors.no_of_trucks?.message)}
            />
          )}
        />
      </div>
      <PriceTermsFields
        register={(name) => form.register(name)}
        error={(name) => errors[name]?.message}
        priced={!!priceBasis && priceBasis !== 'negotiable'}
        lanePrice={<LanePriceLine price={lanePrice.data} />}
      />
      <CommentsField error={msg(errors.comments?.message)} {...form.register('comments')} />
      {duplicateOf && (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="duplicate-load"
        >
          {t(TRUST_CODES.duplicateLoad)}{' '}
          <Link to={paths.shared.viewBidsLoad(duplicateOf)} className="font-semibold underline">
            {t(`${TRUST_NS}:duplicate.link`)}
          </Link>
        </p>
      )}
      {options.failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('screens.errors.reference')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => navigate(paths.shared.yourLoads)}>
          {t('screens.common.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting} className="sm:min-w-40">
          {form.formState.isSubmitting ? t('screens.common.submitting') : t('screens.addLoad.submit')}
        </Button>
      </div>
    </form>
  );
}
