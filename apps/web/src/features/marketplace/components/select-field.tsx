import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field, controlClass, describedBy } from './field';

export interface Option {
  value: string;
  label: string;
}

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The first, empty entry ('Select a cargo type'): choosing it means "no value". */
  placeholder: string;
  options: Option[];
  error?: string;
  hint?: string;
  loading?: boolean;
}

/** A labelled native select (the phone's own picker on small screens). */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
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
        className={controlClass(error)}
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

/**
 * A SelectField bound to a form as a controlled value, so a default (from the address, or a
 * truck's own capacity) shows once the options arrive instead of silently reading "Select…".
 */
export function FormSelect<T extends FieldValues, O>({
  control,
  name,
  ...props
}: Omit<Props, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
