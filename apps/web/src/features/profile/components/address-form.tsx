import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  ADDRESS_LINE_MAX,
  GSTIN_LENGTH,
  PROFILE_MESSAGES,
  PINCODE_PATTERN,
  gstinMatchesState,
  isValidGstin,
  pincodeMatchesState,
  updateAddressBodySchema,
  type ProfileView,
  type Role,
  type UpdateAddressInput,
} from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Button, buttonClass } from '#components/ui/button';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { ApiError } from '#lib/api-client';
import { useFocusFirstInvalid } from '#lib/use-focus-first-invalid';
import { useStates } from '#api/get-all-states';
import { useDistricts } from '#api/get-districts-by-state-id';
import { SelectField } from '#components/ui/select-field';
import { profileQueryKey } from '#features/profile/api/get-profile';
import { updateAddress } from '#features/profile/api/update-address';
import { PROFILE_NS } from '#config/i18n-namespaces';

interface Values {
  addressline1: string;
  addressline2: string;
  state_id: string;
  district_id: string;
  pincode: string;
  gstin: string;
}
const FIELDS: (keyof Values)[] = [
  'addressline1',
  'addressline2',
  'state_id',
  'district_id',
  'pincode',
  'gstin',
];

const normaliseGstin = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * Edit Profile, "Basic Address Details" (docs/decisions/018): the address lines (the second
 * optional), the state, then one of its districts, the PIN code, and the GSTIN (optional)
 * checked as it is typed (layout, check character and, once a state is chosen, that state's
 * code; the PIN code against the state's PIN ranges). Every rule is the server's own schema.
 */
export function AddressForm({ role, profile }: { role: Role; profile: ProfileView }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: tt } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(updateAddressBodySchema(role)) as never,
    mode: 'onChange',
    // The first invalid field on screen takes focus, not the first registered (the hook below).
    shouldFocusError: false,
    defaultValues: {
      addressline1: profile.address1,
      addressline2: profile.address2,
      state_id: profile.stateId,
      district_id: profile.districtId,
      pincode: profile.pincode,
      gstin: profile.gstin,
    },
  });
  const formRef = useFocusFirstInvalid(form.control);
  const { errors } = form.formState;
  const stateId = useWatch({ control: form.control, name: 'state_id' });
  const gstin = normaliseGstin(useWatch({ control: form.control, name: 'gstin' }) ?? '');
  const states = useStates();
  const districts = useDistricts(stateId);
  const chosenState = states.data?.find((state) => state.states_id === stateId);
  const gstinFromOtherState =
    Boolean(chosenState) && isValidGstin(gstin) && !gstinMatchesState(gstin, chosenState!.states_code);
  const pincode = (useWatch({ control: form.control, name: 'pincode' }) ?? '').replace(/\s/g, '');
  const pincodeFromOtherState =
    Boolean(chosenState) &&
    PINCODE_PATTERN.test(pincode) &&
    !pincodeMatchesState(pincode, chosenState!.states_code);
  // Keys of the shared `validation` section and of `profile:` both resolve from the default namespace.
  const message = (key?: string) => (key ? tt(key, { state: chosenState?.states_name ?? '' }) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = values as unknown as UpdateAddressInput;
    if (pincodeFromOtherState) form.setError('pincode', { message: PROFILE_MESSAGES.pincodeState });
    if (gstinFromOtherState) form.setError('gstin', { message: PROFILE_MESSAGES.gstinState });
    if (pincodeFromOtherState || gstinFromOtherState) return;
    setSubmitting(true);
    try {
      await updateAddress(role, { ...parsed, transporter_id: profile.id });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey(role) });
      toast.success(t('messages.addressSaved'));
      navigate(paths.roleProfile(role));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status !== 0) {
        for (const issue of failure.body?.issues ?? []) {
          if ((FIELDS as string[]).includes(issue.path)) {
            form.setError(issue.path as keyof Values, { message: issue.code });
          }
        }
        toast.error(t('address.failed'));
      } else {
        toast.error(t('address.error'));
      }
    } finally {
      setSubmitting(false);
    }
  });

  const stateOptions = (states.data ?? []).map((state) => ({
    value: state.states_id,
    label: state.states_name,
  }));
  const districtOptions = (districts.data ?? []).map((district) => ({
    value: district.districts_id,
    label: district.districts_name,
  }));
  const gstinError =
    message(errors.gstin?.message) ??
    (gstinFromOtherState ? message(PROFILE_MESSAGES.gstinState) : undefined);
  const pincodeError =
    message(errors.pincode?.message) ??
    (pincodeFromOtherState ? message(PROFILE_MESSAGES.pincodeState) : undefined);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('address.title')}>
      <TextField
        label={t('fields.address1')}
        autoComplete="address-line1"
        maxLength={ADDRESS_LINE_MAX}
        required
        error={message(errors.addressline1?.message)}
        {...form.register('addressline1')}
      />
      <TextField
        label={t('fields.address2Optional')}
        autoComplete="address-line2"
        maxLength={ADDRESS_LINE_MAX}
        error={message(errors.addressline2?.message)}
        {...form.register('addressline2')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="state_id"
          render={({ field }) => (
            <SelectField
              label={t('fields.state')}
              placeholder={
                states.isSuccess && stateOptions.length === 0 ? t('address.noData') : t('address.selectState')
              }
              options={stateOptions}
              loading={states.isPending}
              required
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                form.setValue('district_id', '', { shouldValidate: form.formState.isSubmitted });
              }}
              error={message(errors.state_id?.message)}
              hint={
                states.isPending
                  ? t('address.loadingStates')
                  : states.isError
                    ? t('address.listFailed')
                    : undefined
              }
            />
          )}
        />
        <Controller
          control={form.control}
          name="district_id"
          render={({ field }) => (
            <SelectField
              label={t('fields.district')}
              placeholder={
                stateId && districts.isSuccess && districtOptions.length === 0
                  ? t('address.noData')
                  : t('address.selectDistrict')
              }
              options={districtOptions}
              loading={districts.isFetching}
              required
              disabled={!stateId}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
              error={message(errors.district_id?.message)}
              hint={
                !stateId
                  ? t('address.chooseStateFirst')
                  : districts.isFetching
                    ? t('address.loadingDistricts')
                    : districts.isError
                      ? t('address.listFailed')
                      : undefined
              }
            />
          )}
        />
      </div>
      <TextField
        label={t('fields.pincode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={7}
        className="sm:max-w-48"
        error={pincodeError}
        hint={pincodeError ? undefined : t('address.pincodeHint')}
        {...form.register('pincode')}
      />
      <TextField
        label={t('fields.gstinOptional')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={GSTIN_LENGTH + 4}
        className="[&_input]:uppercase [&_input]:tracking-wider"
        error={gstinError}
        hint={gstin && !gstinError && isValidGstin(gstin) ? t('address.gstinOk') : t('address.gstinHint')}
        {...form.register('gstin')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.roleProfile(role)} className={buttonClass('ghost')}>
          {t('address.cancel')}
        </Link>
        <Button type="submit" disabled={submitting} className="sm:min-w-40">
          {submitting ? t('address.saving') : t('address.proceed')}
        </Button>
      </div>
    </form>
  );
}
