import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, describedBy } from './field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  error?: string;
  hint?: string;
  prefix?: ReactNode;
  required?: boolean;
}

/** A labelled input with its error announced to screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, prefix, required, className = '', id, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} className={className} required={required}>
      <div
        className={`flex items-center rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-500 ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
      >
        {prefix && <span className="pl-3 text-sm text-slate-500">{prefix}</span>}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          aria-required={required || undefined}
          className="min-h-11 w-full rounded-lg bg-transparent px-3 py-2 text-base outline-none"
          {...props}
        />
      </div>
    </Field>
  );
});
