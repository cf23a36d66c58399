import type { ComponentProps, ComponentType, Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PlaceInput } from './place-input';
import { SelectField } from '#components/ui/select-field';

type BoundProps = 'value' | 'onChange' | 'onBlur' | 'name' | 'ref';

/**
 * A text or select control bound to a react-hook-form field as a controlled value, so a default
 * (from the address, or a truck's own capacity) shows once the options arrive instead of the
 * control silently reading "Select…".
 */
function formBound<C extends ComponentType<ComponentProps<C>>>(Input: C) {
  const Bound = Input as unknown as ComponentType<Record<string, unknown> & { ref?: Ref<unknown> }>;
  return function FormBound<T extends FieldValues, O>({
    control,
    name,
    ...props
  }: Omit<ComponentProps<C>, BoundProps> & { control: Control<T, unknown, O>; name: Path<T> }) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Bound
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
  };
}

/** Add Truck, Post Truck, Add Load: a select bound to the form. */
export const FormSelect = formBound(SelectField);
/** Add Load, Post Truck: a place with suggestions bound to the form. */
export const PlaceField = formBound(PlaceInput);
