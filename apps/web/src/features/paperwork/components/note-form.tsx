import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EWAY_BILLS_MAX,
  FREIGHT_MODES,
  GST_PAYERS,
  GSTIN_LENGTH,
  NoteFieldsSchema,
  PARTY_ADDRESS_MAX,
  RISKS,
  type ConsignmentNote,
} from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { SelectField } from '#components/ui/select-field';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { PAPERWORK_NS } from '#config/i18n-namespaces';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { saveConsignmentNote, useNoteAction } from '../api/note-actions';

type Party = Record<'name' | 'address' | 'pin' | 'gstin' | 'phone', string>;
interface Values {
  consignor: Party;
  consignee: Party;
  goods: Record<
    | 'description'
    | 'packages'
    | 'packing'
    | 'actual_weight_kg'
    | 'charged_weight_kg'
    | 'declared_value'
    | 'invoice_number'
    | 'invoice_date',
    string
  >;
  freight_mode: string;
  gst_payer: string;
  risk: string;
  remarks: string;
  odc: boolean;
  eway_bills: { number: string; generated_on: string; valid_until: string }[];
}

const text = (value: string | number | null) => (value === null ? '' : String(value));
const partyValues = (party: ConsignmentNote['consignor']): Party => ({
  name: text(party.name),
  address: text(party.address),
  pin: text(party.pin),
  gstin: text(party.gstin),
  phone: text(party.phone),
});

/** The note's fields as the form holds them (text inputs; empty is "not given"). */
function valuesOf(note: ConsignmentNote): Values {
  const goods = Object.fromEntries(
    Object.entries(note.goods).map(([key, value]) => [key, text(value)]),
  ) as Values['goods'];
  return {
    consignor: partyValues(note.consignor),
    consignee: partyValues(note.consignee),
    goods,
    freight_mode: note.freight_mode ?? '',
    gst_payer: note.gst_payer ?? '',
    risk: note.risk ?? '',
    remarks: note.remarks ?? '',
    odc: note.odc,
    eway_bills: note.eway_bills.map((bill) => ({
      number: bill.number,
      generated_on: bill.generated_on ?? '',
      valid_until: bill.valid_until,
    })),
  };
}

/**
 * The consignment note's fields, both parties' (docs/decisions/039): the consignor and consignee,
 * the goods, the freight terms and the e-way bills. Validated by the server's own schema as
 * typed; what the server refuses is put under its field.
 */
export function NoteForm({ note, onSaved }: { note: ConsignmentNote; onSaved: () => void }) {
  const { t } = useTranslation(PAPERWORK_NS);
  const toast = useToast();
  const save = useNoteAction(note.schedule_id, saveConsignmentNote);
  const form = useForm<Values>({
    resolver: zodResolver(NoteFieldsSchema) as never,
    defaultValues: valuesOf(note),
  });
  const bills = useFieldArray({ control: form.control, name: 'eway_bills' });
  const { errors } = form.formState;
  const errorOf = (path: FieldPath<Values>) => {
    const message = path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as
      { message?: string } | undefined;
    return message?.message ? t(message.message) : undefined;
  };
  const field = (path: FieldPath<Values>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={errorOf(path)} {...extra} {...form.register(path)} />
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({
        ...(values as object),
        schedule_id: note.schedule_id,
      } as never);
      toast.success(answer.message ?? t('messages.noteSaved'));
      onSaved();
    } catch (failure) {
      for (const issue of failure instanceof ApiError ? (failure.body?.issues ?? []) : []) {
        form.setError(issue.path as FieldPath<Values>, { message: issue.code });
      }
      toast.error(errorText(t, failure, 'screens.note.saveFailed', [PAPERWORK_NS]));
    }
  });

  const party = (key: 'consignor' | 'consignee') => (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t(`screens.form.${key}`)}</legend>
      {field(`${key}.name`, t('screens.form.name'), { maxLength: 100 })}
      {field(`${key}.address`, t('screens.form.address'), { maxLength: PARTY_ADDRESS_MAX })}
      <div className="grid gap-3 sm:grid-cols-3">
        {field(`${key}.pin`, t('screens.form.pin'), { inputMode: 'numeric', maxLength: 7 })}
        {field(`${key}.gstin`, t('screens.form.gstin'), {
          maxLength: GSTIN_LENGTH + 2,
          autoCapitalize: 'characters',
        })}
        {field(`${key}.phone`, t('screens.form.phone'), { type: 'tel', inputMode: 'tel', maxLength: 14 })}
      </div>
    </fieldset>
  );
  const choice = (
    path: 'freight_mode' | 'gst_payer' | 'risk',
    label: string,
    options: readonly string[],
    labels: string,
  ) => (
    <SelectField
      label={label}
      placeholder={t('screens.form.choose')}
      options={options.map((value) => ({ value, label: t(`pdf.${labels}.${value}`) }))}
      error={errorOf(path)}
      {...form.register(path)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t('screens.note.title')}>
      <div className="grid gap-4 lg:grid-cols-2">
        {party('consignor')}
        {party('consignee')}
      </div>
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('screens.form.goods')}</legend>
        {field('goods.description', t('screens.form.description'), { maxLength: 100 })}
        <div className="grid gap-3 sm:grid-cols-3">
          {field('goods.packages', t('screens.form.packages'), { inputMode: 'numeric' })}
          {field('goods.packing', t('screens.form.packing'), { maxLength: 40 })}
          {field('goods.declared_value', t('screens.form.declaredValue'), {
            inputMode: 'numeric',
            prefix: '₹',
          })}
          {field('goods.actual_weight_kg', t('screens.form.actualWeight'), { inputMode: 'numeric' })}
          {field('goods.charged_weight_kg', t('screens.form.chargedWeight'), { inputMode: 'numeric' })}
          {field('goods.invoice_number', t('screens.form.invoiceNumber'), { maxLength: 40 })}
          {field('goods.invoice_date', t('screens.form.invoiceDate'), { type: 'date' })}
        </div>
      </fieldset>
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('screens.form.terms')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {choice('freight_mode', t('screens.form.freightMode'), FREIGHT_MODES, 'freightModes')}
          {choice('gst_payer', t('screens.form.gstPayer'), GST_PAYERS, 'gstPayers')}
          {choice('risk', t('screens.form.risk'), RISKS, 'risks')}
        </div>
        {field('remarks', t('screens.form.remarks'), { maxLength: 300 })}
      </fieldset>
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('screens.form.ewayBills')}</legend>
        {bills.fields.map((bill, index) => (
          <div
            key={bill.id}
            className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
            data-testid="eway-bill"
          >
            {field(`eway_bills.${index}.number`, t('screens.form.ewayNumber'), {
              inputMode: 'numeric',
              maxLength: 14,
            })}
            {field(`eway_bills.${index}.generated_on`, t('screens.form.generatedOn'), { type: 'date' })}
            {field(`eway_bills.${index}.valid_until`, t('screens.form.validUntil'), { type: 'date' })}
            <Button variant="ghost" onClick={() => bills.remove(index)}>
              {t('screens.form.removeEway')}
            </Button>
          </div>
        ))}
        {errorOf('eway_bills') && <p className="text-sm text-red-600">{errorOf('eway_bills')}</p>}
        {bills.fields.length < EWAY_BILLS_MAX && (
          <Button
            variant="secondary"
            onClick={() => bills.append({ number: '', generated_on: '', valid_until: '' })}
          >
            {t('screens.form.addEway')}
          </Button>
        )}
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-5 w-5" {...form.register('odc')} />
          {t('screens.form.odc')}
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('screens.note.saving') : t('screens.note.save')}
        </Button>
        <Button variant="ghost" onClick={onSaved}>
          {t('screens.note.close')}
        </Button>
      </div>
    </form>
  );
}
