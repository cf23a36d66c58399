import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENTS_MAX } from '@lorrybazaar/contract';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Field, controlClass, describedBy } from '#components/ui/field';

/** Optional comments: when given, at least 3 words. */
export const CommentsField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { error?: string }
>(function CommentsField({ error, ...props }, ref) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const id = useId();
  const hint = t('screens.fields.commentsHint');
  return (
    <Field id={id} label={t('screens.fields.comments')} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        maxLength={COMMENTS_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error)}
        {...props}
      />
    </Field>
  );
});
