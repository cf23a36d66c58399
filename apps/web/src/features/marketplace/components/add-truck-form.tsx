import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InsertTruckBodySchema, MARKETPLACE_CODES, normaliseRegNumber } from '@lorrybazaar/contract';
import type { z } from 'zod';
import { paths } from '#config/paths';
import { Button } from '#components/ui/button';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import type { UploadedFile } from '#api/upload-file';
import { useInsertTruck } from '#features/marketplace/api/insert-truck';
import { errorText } from '#lib/error-text';
import { readDraft, useFormDraft } from '#lib/offline/use-form-draft';
import { useOnlineSubmit } from '#lib/offline/use-online-submit';
import { useFocusFirstInvalid } from '#lib/use-focus-first-invalid';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { DistrictSelect } from './district-select';
import { FileField } from './file-field';
import { applyServerIssues } from './form-errors';
import { useReferenceOptions } from './reference-options';
import { FormSelect } from './form-bound';

type FormIn = z.input<typeof InsertTruckBodySchema>;
type FormOut = z.output<typeof InsertTruckBodySchema>;
type FileKey = 'insurance' | 'rc';
const FILE_FIELDS: FileKey[] = ['insurance', 'rc'];

/**
 * Add Truck: registration number in the Indian format, type, capacity, the
 * vehicle insurance and RC Book files (uploaded first, privately, with progress; the payload
 * carries their ids) and the district the truck is based in.
 */
export function AddTruckForm() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const options = useReferenceOptions();
  const insertTruck = useInsertTruck();
  const [files, setFiles] = useState<Record<FileKey, UploadedFile | null>>({ insurance: null, rc: null });
  const [uploading, setUploading] = useState<Record<FileKey, boolean>>({ insurance: false, rc: false });
  const busy = uploading.insurance || uploading.rc;
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(InsertTruckBodySchema),
    // The first invalid field on screen takes focus, not the first registered (the hook below).
    shouldFocusError: false,
    // What was typed before a reload or a lost network comes back (docs/decisions/027); the
    // uploaded files do not (their previews are not kept), so they are left out of the draft.
    defaultValues: {
      ...readDraft('add-truck', { regNumber: '', trucks_type_id: '', capacity_id: '', location: '' }),
      insurance: '',
      rc: '',
    },
  });
  const clearDraft = useFormDraft(form, 'add-truck', FILE_FIELDS);
  const formRef = useFocusFirstInvalid(form.control);
  const whenOnline = useOnlineSubmit();
  const { errors } = form.formState;
  const msg = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = whenOnline(
    form.handleSubmit(async (values) => {
      try {
        await insertTruck.mutateAsync(values);
        clearDraft();
        toast.success(t(MARKETPLACE_CODES.truckAdded));
        navigate(paths.shared.yourTruck);
      } catch (failure) {
        applyServerIssues(form, failure);
        toast.error(errorText(t, failure, 'screens.addTruck.failed', [MARKETPLACE_NS]));
      }
    }),
  );

  const fileField = (key: FileKey, label: string) => (
    <Controller
      control={form.control}
      name={key}
      render={({ field }) => (
        <FileField
          label={label}
          purpose={key}
          testId={`file-${key}`}
          value={files[key]}
          onChange={(file) => {
            setFiles((current) => ({ ...current, [key]: file }));
            field.onChange(file?.file_id ?? '');
            if (file) form.clearErrors(key);
          }}
          onBusyChange={(value) => setUploading((current) => ({ ...current, [key]: value }))}
          error={msg(errors[key]?.message)}
        />
      )}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('screens.addTruck.title')}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('screens.fields.regNumber')}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="KA01AB1234"
          maxLength={16}
          hint={t('screens.fields.regNumberHint')}
          error={msg(errors.regNumber?.message)}
          {...form.register('regNumber', {
            // Shown as it will be saved: capitals, no spaces or dashes.
            onBlur: (event: { target: HTMLInputElement }) =>
              form.setValue('regNumber', normaliseRegNumber(event.target.value)),
          })}
        />
        <FormSelect
          control={form.control}
          name="trucks_type_id"
          label={t('screens.fields.truckType')}
          {...options.choices('types')}
          required
          error={msg(errors.trucks_type_id?.message)}
        />
        <FormSelect
          control={form.control}
          name="capacity_id"
          label={t('screens.fields.weightCapacity')}
          {...options.choices('capacities')}
          required
          error={msg(errors.capacity_id?.message)}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {fileField('insurance', t('screens.fields.insurance'))}
        {fileField('rc', t('screens.fields.rcBook'))}
      </div>
      <Controller
        control={form.control}
        name="location"
        render={({ field }) => (
          <DistrictSelect
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={msg(errors.location?.message)}
          />
        )}
      />
      {options.failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('screens.errors.reference')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => navigate(paths.shared.yourTruck)}>
          {t('screens.common.cancel')}
        </Button>
        <Button type="submit" disabled={busy || form.formState.isSubmitting} className="sm:min-w-40">
          {busy
            ? t('screens.files.waiting')
            : form.formState.isSubmitting
              ? t('screens.common.submitting')
              : t('screens.addTruck.submit')}
        </Button>
      </div>
    </form>
  );
}
