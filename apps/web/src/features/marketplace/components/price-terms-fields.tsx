import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LOADING_CHARGES_BY, PRICE_BASES } from '@lorrybazaar/contract';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { SelectField } from '#components/ui/select-field';
import { TextField } from '#components/ui/text-field';

/** Every term a form asks for (docs/api.md, Terms and Book Now), each optional. */
export const PRICE_TERMS_FIELDS = [
  'price_basis',
  'asking_rupees',
  'book_now',
  'advance_percent',
  'balance_days',
  'free_hours_loading',
  'free_hours_unloading',
  'detention_per_day',
  'loading_charges_by',
] as const;
export type PriceTermsField = (typeof PRICE_TERMS_FIELDS)[number];

/** A form's empty terms: negotiable, nothing else. */
export const NO_PRICE_TERMS = {
  price_basis: '',
  asking_rupees: '',
  book_now: false,
  advance_percent: '',
  balance_days: '',
  free_hours_loading: '',
  free_hours_unloading: '',
  detention_per_day: '',
  loading_charges_by: '',
} as const;

/**
 * "Price and payment" in Add Load and Post Truck: how the price is set, the price, Book Now, the
 * advance at loading, the days to the balance after delivery, the free hours at each end, the
 * detention a day after them and who pays the loading charges. `lanePrice` is the lane's usual
 * range, shown beside the price.
 */
export function PriceTermsFields({
  register,
  error,
  priced,
  lanePrice,
}: {
  register: (name: PriceTermsField) => UseFormRegisterReturn;
  /** A field's message key, if it has one. */
  error: (name: PriceTermsField) => string | undefined;
  /** A price basis other than negotiable is chosen: the price and Book Now apply. */
  priced: boolean;
  lanePrice?: ReactNode;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const msg = (name: PriceTermsField) => {
    const key = error(name);
    return key ? t(key) : undefined;
  };
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4" data-testid="price-terms">
      <legend className="px-1 text-base font-semibold text-slate-900">{t('screens.priceTerms.title')}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t('screens.priceTerms.basis')}
          placeholder={t('screens.priceTerms.basisNegotiable')}
          options={PRICE_BASES.filter((basis) => basis !== 'negotiable').map((basis) => ({
            value: basis,
            label: t(`screens.priceTerms.basis_${basis}`),
          }))}
          error={msg('price_basis')}
          {...register('price_basis')}
        />
        {priced && (
          <TextField
            inputMode="numeric"
            label={t('screens.priceTerms.asking')}
            error={msg('asking_rupees')}
            required
            {...register('asking_rupees')}
          />
        )}
      </div>
      {lanePrice}
      {priced && (
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 h-5 w-5" {...register('book_now')} />
          <span>
            <span className="font-semibold">{t('screens.priceTerms.bookNow')}</span>
            <span className="block text-slate-600">{t('screens.priceTerms.bookNowHint')}</span>
          </span>
        </label>
      )}
      {/* Side by side on a phone the labels wrap to different heights and the boxes do not line up. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          inputMode="numeric"
          label={t('screens.priceTerms.advance')}
          error={msg('advance_percent')}
          {...register('advance_percent')}
        />
        <TextField
          inputMode="numeric"
          label={t('screens.priceTerms.balanceDays')}
          error={msg('balance_days')}
          {...register('balance_days')}
        />
        <TextField
          inputMode="numeric"
          label={t('screens.priceTerms.freeHoursLoading')}
          error={msg('free_hours_loading')}
          {...register('free_hours_loading')}
        />
        <TextField
          inputMode="numeric"
          label={t('screens.priceTerms.freeHoursUnloading')}
          error={msg('free_hours_unloading')}
          {...register('free_hours_unloading')}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          inputMode="numeric"
          label={t('screens.priceTerms.detention')}
          error={msg('detention_per_day')}
          {...register('detention_per_day')}
        />
        <SelectField
          label={t('screens.priceTerms.chargesBy')}
          placeholder={t('screens.priceTerms.chargesByNone')}
          options={LOADING_CHARGES_BY.map((by) => ({
            value: by,
            label: t(`screens.priceTerms.chargesBy_${by}`),
          }))}
          error={msg('loading_charges_by')}
          {...register('loading_charges_by')}
        />
      </div>
    </fieldset>
  );
}
