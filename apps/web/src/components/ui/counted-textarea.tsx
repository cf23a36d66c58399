import { forwardRef, useCallback, useId, useState, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '#lib/format';
import { Field, controlClass } from './field';

/** What the schemas count: the text as saved, trimmed. */
const counted = (text: string) => text.trim().length;

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The schema's message, once the form has checked the field. */
  error?: string;
  hint?: string;
  /** The most characters the schema takes. */
  limit: number;
  /** The schema's too-long message, shown at once past `limit` (before the form checks). */
  tooLong: string;
  /** The count below the box, from the two numbers written in the language's digits ("312 / 500 characters"). */
  counter: (used: string, max: string) => string;
  testId?: string;
}

/**
 * A free-text box that keeps everything typed or pasted: no `maxLength` cuts a paste. The count
 * below ("312 / 500") says how much fits, and past it the too-long message shows at once, so the
 * user shortens the text instead of losing its end. Add Load and Post Truck's comments
 * (CommentsField) and the trip rating's comment use it.
 */
export const CountedTextarea = forwardRef<HTMLTextAreaElement, Props>(function CountedTextarea(
  { label, error, hint, limit, tooLong, counter, testId, onChange, rows = 3, ...props },
  ref,
) {
  const { i18n } = useTranslation();
  const id = useId();
  const [length, setLength] = useState(0);
  // The form (react-hook-form's register) gives the text through the element: a restored draft is
  // read once the form has bound it, typing from each change.
  const setRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
      if (element) setLength(counted(element.value));
    },
    [ref],
  );
  const over = length > limit;
  const shownError = error ?? (over ? tooLong : undefined);
  const counterId = `${id}-count`;
  const described = shownError ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label} error={shownError} hint={hint}>
      <textarea
        ref={setRef}
        id={id}
        rows={rows}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={described ? `${described} ${counterId}` : counterId}
        className={controlClass(shownError)}
        onChange={(event) => {
          setLength(counted(event.target.value));
          onChange?.(event);
        }}
        {...props}
      />
      <p
        id={counterId}
        className={`mt-1 text-right text-sm tabular-nums ${over ? 'font-semibold text-red-600' : 'text-slate-500'}`}
        data-testid={testId}
      >
        {counter(formatCount(length, i18n.language), formatCount(limit, i18n.language))}
      </p>
    </Field>
  );
});
