import { forwardRef, useCallback, useId, useState, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENTS_MAX, MARKETPLACE_MESSAGES } from '@lorrybazaar/contract';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Field, controlClass } from '#components/ui/field';
import { formatCount } from '#lib/format';

/** What the schema counts: the comments as saved, trimmed. */
const counted = (text: string) => text.trim().length;

/**
 * Optional comments: when given, at least 3 words. Nothing typed or pasted is cut: the count below
 * ("312 / 500") says how much fits, and past it the schema's own too-long message shows at once,
 * so the user shortens the text instead of losing its end.
 */
export const CommentsField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { error?: string }
>(function CommentsField({ error, onChange, ...props }, ref) {
  const { t, i18n } = useTranslation(MARKETPLACE_NS);
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
  const over = length > COMMENTS_MAX;
  const shownError = error ?? (over ? t(MARKETPLACE_MESSAGES.commentsTooLong) : undefined);
  const hint = t('screens.fields.commentsHint');
  const counter = `${id}-count`;
  return (
    <Field id={id} label={t('screens.fields.comments')} error={shownError} hint={hint}>
      <textarea
        ref={setRef}
        id={id}
        rows={3}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${shownError ? `${id}-error` : `${id}-hint`} ${counter}`}
        className={controlClass(shownError)}
        onChange={(event) => {
          setLength(counted(event.target.value));
          onChange?.(event);
        }}
        {...props}
      />
      <p
        id={counter}
        className={`mt-1 text-right text-sm tabular-nums ${over ? 'font-semibold text-red-600' : 'text-slate-500'}`}
        data-testid="comments-counter"
      >
        {t('screens.fields.commentsCounter', {
          used: formatCount(length, i18n.language),
          max: formatCount(COMMENTS_MAX, i18n.language),
        })}
      </p>
    </Field>
  );
});
