import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  HELP_MESSAGE_MAX,
  HELP_TOPICS,
  HelpRequestBodySchema,
  type HelpRequestBody,
  type HelpTopic,
} from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { useToast } from '#components/ui/toast';
import { errorText } from '#lib/error-text';
import { useSendHelpRequest } from '#features/help/api/send-help-request';

type Values = { topic: string; message: string };

/**
 * The Chat tile's form: a topic (chosen before, when the form is opened for one) and a message,
 * checked by the server's schema, then a "sent" state.
 */
export function HelpRequestForm({ onClose, topic }: { onClose: () => void; topic?: HelpTopic }) {
  const { t } = useTranslation('help');
  const toast = useToast();
  const send = useSendHelpRequest();
  const [sent, setSent] = useState<string | null>(null);
  const id = useId();
  const form = useForm<Values, unknown, HelpRequestBody>({
    resolver: zodResolver(HelpRequestBodySchema) as never,
    mode: 'onTouched',
    defaultValues: { topic: topic ?? '', message: '' },
  });
  const { errors } = form.formState;
  const length = useWatch({ control: form.control, name: 'message' })?.length ?? 0;

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      // One confirmation: the dialog's "sent" state says it, and no toast repeats it under the
      // dialog's backdrop.
      (answer) => setSent(answer.message),
      (error: unknown) => {
        toast.error(errorText(t, error, 'form.failed'));
      },
    ),
  );

  if (sent) {
    return (
      <div role="status" data-testid="help-request-sent">
        <p className="font-semibold text-slate-900">{t('form.sentTitle')}</p>
        <p className="mt-2 text-slate-700">{sent}</p>
        <Button className="mt-5 w-full" onClick={onClose}>
          {t('form.close')}
        </Button>
      </div>
    );
  }

  const fieldClass = (error?: string) =>
    `block w-full rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-500 ${
      error ? 'border-red-500' : 'border-slate-300'
    }`;
  const topicError = errors.topic?.message;
  const messageError = errors.message?.message;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div>
        <label htmlFor={`${id}-topic`} className="mb-1 block text-sm font-medium text-slate-700">
          {t('form.topic')}
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={`${id}-topic`}
          aria-required
          aria-invalid={topicError ? true : undefined}
          aria-describedby={topicError ? `${id}-topic-error` : undefined}
          className={`min-h-11 ${fieldClass(topicError)}`}
          {...form.register('topic')}
        >
          <option value="">{t('form.chooseTopic')}</option>
          {HELP_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`form.topics.${topic}`)}
            </option>
          ))}
        </select>
        {topicError && (
          <p id={`${id}-topic-error`} role="alert" className="mt-1 text-sm text-red-600">
            {t(topicError)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-medium text-slate-700">
          {t('form.message')}
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${id}-message`}
          rows={5}
          aria-required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${id}-hint ${id}-counter${messageError ? ` ${id}-message-error` : ''}`}
          className={fieldClass(messageError)}
          {...form.register('message')}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {t('form.messageHint')}
        </p>
        <div className="mt-1 flex items-start justify-between gap-3">
          {messageError ? (
            <p id={`${id}-message-error`} role="alert" className="text-sm text-red-600">
              {t(messageError)}
            </p>
          ) : (
            <span />
          )}
          <p
            id={`${id}-counter`}
            className={`shrink-0 text-sm tabular-nums ${length > HELP_MESSAGE_MAX ? 'font-semibold text-red-600' : 'text-slate-500'}`}
          >
            {t('form.counter', { count: length, max: HELP_MESSAGE_MAX })}
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}
