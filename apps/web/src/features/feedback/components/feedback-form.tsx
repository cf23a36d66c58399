import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_TEXT_MAX,
  FeedbackBodySchema,
  type FeedbackBody,
  type FeedbackInput,
} from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { useToast } from '#components/ui/toast';
import { errorText } from '#lib/error-text';
import { useSendFeedback } from '#features/feedback/api/send-feedback';
import { StarRating } from './star-rating';

/**
 * Feedback: text (required, up to 2,000 characters, with a live counter) and a
 * 1–5 star rating, checked by the same schema as the server; a thank-you state after sending.
 */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const toast = useToast();
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const textId = useId();
  const form = useForm<FeedbackBody, unknown, FeedbackInput>({
    resolver: zodResolver(FeedbackBodySchema),
    mode: 'onTouched',
    defaultValues: { text: '', rating: '' },
  });
  const { errors } = form.formState;
  const length = useWatch({ control: form.control, name: 'text' })?.length ?? 0;
  const over = length > FEEDBACK_TEXT_MAX;

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        setSent(true);
        form.reset();
      },
      (error: unknown) => {
        toast.error(errorText(t, error, 'failed'));
      },
    ),
  );

  if (sent) {
    return (
      <section
        role="status"
        className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8"
        data-testid="feedback-thanks"
      >
        <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" className="mx-auto text-brand-600">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
          <path
            d="M7 12.5l3.2 3.2L17 9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        <h2 className="mt-3 text-xl font-bold text-slate-900">{t('thanksTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('thanksText')}</p>
        <Button variant="secondary" className="mt-5" onClick={() => setSent(false)}>
          {t('sendAnother')}
        </Button>
      </section>
    );
  }

  const textError = errors.text?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('textLabel')}
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={textId}
          rows={7}
          placeholder={t('textPlaceholder')}
          aria-required
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${textId}-counter${textError ? ` ${textId}-error` : ''}`}
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-500 ${
            textError ? 'border-red-500' : 'border-slate-300'
          }`}
          {...form.register('text')}
        />
        <div className="mt-1 flex items-start justify-between gap-3">
          {textError ? (
            <p id={`${textId}-error`} role="alert" className="text-sm text-red-600">
              {t(textError)}
            </p>
          ) : (
            <span />
          )}
          <p
            id={`${textId}-counter`}
            className={`shrink-0 text-sm tabular-nums ${over ? 'font-semibold text-red-600' : 'text-slate-500'}`}
            data-testid="feedback-counter"
          >
            {t('counter', { count: length, max: FEEDBACK_TEXT_MAX })}
          </p>
        </div>
      </div>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRating
            ref={field.ref}
            name={field.name}
            legend={t('ratingLabel')}
            value={Number(field.value) || 0}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={errors.rating?.message ? t(errors.rating.message) : undefined}
          />
        )}
      />
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
