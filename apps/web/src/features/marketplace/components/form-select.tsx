import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';

/**
 * A SelectField bound to a form as a controlled value, so a default (from the address, or a
 * truck's own capacity) shows once the options arrive instead of silently reading "Select…".
 */
export function FormSelect<T extends FieldValues, O>({
  control,
  name,
  ...props
}: Omit<SelectFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'> & {
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
