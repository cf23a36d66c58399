import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_OF_TRUCKS_MAX } from '@lorrybazaar/contract';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Field } from '#components/ui/field';
import { formatCount } from '#lib/format';

/** A plus/minus counter that never goes below `min`. */
export function Stepper({
  label,
  value,
  onChange,
  min = 1,
  max = 99,
  error,
  className = '',
  required,
  emptyText,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  error?: string;
  className?: string;
  required?: boolean;
  /** Shown for `min` when it means "not set" (an optional filter at 0). */
  emptyText?: string;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const id = useId();
  const button =
    'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <Field id={id} label={label} error={error} className={className} as="span" required={required}>
      <div role="group" aria-labelledby={`${id}-label`} className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          aria-label={t('screens.common.decrease', { label })}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
        <output
          aria-live="polite"
          aria-labelledby={`${id}-label`}
          data-testid="stepper-value"
          className="inline-flex h-11 min-w-14 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 px-3 text-base font-semibold"
        >
          {emptyText !== undefined && value <= min ? emptyText : formatCount(value)}
        </output>
        <button
          type="button"
          className={button}
          aria-label={t('screens.common.increase', { label })}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </Field>
  );
}

/**
 * 'No of Trucks' of a load or a search: 1 to NO_OF_TRUCKS_MAX, `fallback` until a count is set.
 * `optional` (the load search): it starts unset ("Any"), and − from 1 unsets it again, because a
 * search by trucks hides nothing once set (docs/decisions/017) and should not look like a limit.
 */
export function TrucksField({
  value,
  onChange,
  fallback,
  error,
  required,
  optional,
}: {
  value: unknown;
  onChange: (count: number | '') => void;
  fallback?: number;
  error?: string;
  required?: boolean;
  optional?: boolean;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  return (
    <Stepper
      label={t('screens.fields.noOfTrucks')}
      required={required}
      value={Number(value) || (optional ? 0 : (fallback ?? 1))}
      onChange={(count) => onChange(optional && count < 1 ? '' : count)}
      min={optional ? 0 : 1}
      max={NO_OF_TRUCKS_MAX}
      error={error}
      emptyText={optional ? t('screens.fields.anyTrucks') : undefined}
    />
  );
}
