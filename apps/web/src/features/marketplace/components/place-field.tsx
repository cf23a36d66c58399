import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PlaceInput } from './place-input';

/** A PlaceInput bound to a react-hook-form field (Add Load, Post Truck). */
export function PlaceField<T extends FieldValues, O>({
  control,
  name,
  ...props
}: Omit<ComponentProps<typeof PlaceInput>, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PlaceInput
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
