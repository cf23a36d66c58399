import { useEffect, useRef } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

/** What takes focus inside a control marked invalid that cannot take it itself (a fieldset). */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * After a submit that left errors, focus the first control marked invalid (`aria-invalid`) in
 * screen order, so its message is in view (a phone at 360 px shows a field or two at a time).
 * react-hook-form's own focusing follows the order the fields registered, and a field bound
 * through a Controller (a place, a select: `form-bound.tsx`) registers after the form's
 * `register()` fields: an empty Add Load focused "Pickup date" below both place fields. A form
 * using this hook turns that focusing off (`shouldFocusError: false`) and puts the answered ref
 * on its `<form>`. Errors the submit set itself (the server's field issues) count too.
 * Test: `features/marketplace/components/add-load-form.test.tsx`.
 */
export function useFocusFirstInvalid<T extends FieldValues, C, O>(control: Control<T, C, O>) {
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount } = useFormState<T, O>({ control });
  useEffect(() => {
    if (submitCount === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [submitCount]);
  return formRef;
}
