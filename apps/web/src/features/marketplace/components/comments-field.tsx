import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENTS_MAX, MARKETPLACE_MESSAGES } from '@lorrybazaar/contract';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { CountedTextarea } from '#components/ui/counted-textarea';

/**
 * Optional comments: when given, at least 3 words. Nothing typed or pasted is cut: the count below
 * ("312 / 500") says how much fits, and past it the schema's own too-long message shows at once,
 * so the user shortens the text instead of losing its end (CountedTextarea).
 */
export const CommentsField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { error?: string }
>(function CommentsField(props, ref) {
  const { t } = useTranslation(MARKETPLACE_NS);
  return (
    <CountedTextarea
      ref={ref}
      label={t('screens.fields.comments')}
      hint={t('screens.fields.commentsHint')}
      limit={COMMENTS_MAX}
      tooLong={t(MARKETPLACE_MESSAGES.commentsTooLong)}
      counter={(used, max) => t('screens.fields.commentsCounter', { used, max })}
      testId="comments-counter"
      {...props}
    />
  );
});
