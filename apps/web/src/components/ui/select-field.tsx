import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { Field, controlClass, describedBy } from './field';

export interface Option {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The first, empty entry ('Select a cargo type'): choosing it means "no value". */
  placeholder: string;
  options: Option[];
  error?: string;
  hint?: string;
  loading?: boolean;
}

/** A labelled native select (the phone's own picker on small screens), its error announced. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, placeholder, options, error, hint, loading, className = '', id, required, ...props },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field id={selectId} label={label} error={error} hint={hint} className={className} required={required}>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        aria-busy={loading || undefined}
        aria-required={required || undefined}
        className={`${controlClass(error)} disabled:text-slate-500`}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
});
