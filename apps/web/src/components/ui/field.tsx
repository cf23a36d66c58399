import type { ReactNode } from 'react';

/**
 * A labelled control: the label (with the asterisk of a required field), the control, and its
 * error (announced) or hint. TextField, SelectField and the marketplace's own controls use it.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className = '',
  children,
  as = 'label',
  required,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
  /** `legend`-like text for grouped controls (a stepper) that have no single input to label. */
  as?: 'label' | 'span';
  /** Shows the asterisk of a field the form enforces (search filters are optional, so they have none). */
  required?: boolean;
}) {
  const star = required ? (
    <span className="text-red-600" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
  return (
    <div className={`min-w-0 ${className}`}>
      {as === 'label' ? (
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {label}
          {star}
        </label>
      ) : (
        <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
          {label}
          {star}
        </span>
      )}
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const controlClass = (error?: string) =>
  `min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-500 disabled:bg-slate-100 ${
    error ? 'border-red-500' : 'border-slate-300'
  }`;

export const describedBy = (id: string, error?: string, hint?: unknown) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;
