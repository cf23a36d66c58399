import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RATING_COMMENT_MAX,
  RATING_TAGS_FOR,
  RateTripFormSchema,
  TRUST_MESSAGES,
  type Rating,
  type RatingTag,
  type RateTripForm,
} from '@lorrybazaar/contract';
import type { z } from 'zod';
import { Button } from '#components/ui/button';
import { CardSection } from '#components/ui/card-section';
import { CountedTextarea } from '#components/ui/counted-textarea';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { ErrorState } from '#components/ui/result-states';
import { errorText } from '#lib/error-text';
import { formatDateTime } from '#lib/format';
import { TRUST_NS } from '#config/i18n-namespaces';
import { useRateTrip } from '#features/ratings/api/rate-trip';
import { useTripRatings } from '#features/ratings/api/get-trip-ratings';

type FormOut = z.output<typeof RateTripFormSchema>;
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * After the proof of delivery: the caller rates the other party (stars, the tags that fit their
 * side, a comment), and may change it for 7 days; the other party's rating of the caller is shown
 * once the caller has rated too, or once it is final (before, only that it is there; decision 041).
 */
export function RateTripPanel({ scheduleId, otherName }: { scheduleId: string; otherName: string }) {
  const { t } = useTranslation(TRUST_NS);
  const ratings = useTripRatings(scheduleId, true);
  if (ratings.isPending)
    return (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  if (ratings.isError)
    return (
      <ErrorState text={errorText(t, ratings.error, 'form.failed')} onRetry={() => void ratings.refetch()} />
    );
  const { mine, theirs, theirs_waiting, can_rate, rates } = ratings.data;
  return (
    <CardSection title={t('form.title')} className="space-y-4" testId="rate-trip">
      {can_rate ? (
        <RateForm scheduleId={scheduleId} otherName={otherName} mine={mine} tags={RATING_TAGS_FOR[rates]} />
      ) : (
        mine && <RatingView title={t('form.yours')} rating={mine} />
      )}
      {mine?.final && <p className="text-sm text-slate-600">{t('form.final')}</p>}
      {theirs && <RatingView title={t('form.theirs')} rating={theirs} />}
      {theirs_waiting && (
        <p className="text-sm text-slate-600" data-testid="their-rating-waiting">
          {t('form.theirsWaiting', { name: otherName })}
        </p>
      )}
    </CardSection>
  );
}

function RatingView({ title, rating }: { title: string; rating: Rating }) {
  const { t } = useTranslation(TRUST_NS);
  return (
    <div className="rounded-xl bg-slate-50 p-3" data-testid="rating-view">
      <p className="text-xs text-slate-500">{title}</p>
      <p className="text-amber-600" aria-label={t('form.star', { count: rating.stars })}>
        {'★'.repeat(rating.stars)}
        <span className="text-slate-300">{'★'.repeat(5 - rating.stars)}</span>
      </p>
      {rating.tags.length > 0 && (
        <p className="text-sm text-slate-700">{rating.tags.map((tag) => t(`tags.${tag}`)).join(' · ')}</p>
      )}
      {rating.comment && <p className="text-sm break-words text-slate-800">{rating.comment}</p>}
    </div>
  );
}

function RateForm({
  scheduleId,
  otherName,
  mine,
  tags,
}: {
  scheduleId: string;
  otherName: string;
  mine: Rating | null;
  /** The tags that fit the side rated. */
  tags: readonly RatingTag[];
}) {
  const { t } = useTranslation(TRUST_NS);
  const toast = useToast();
  const rate = useRateTrip();
  const form = useForm<RateTripForm, unknown, FormOut>({
    resolver: zodResolver(RateTripFormSchema),
    defaultValues: { stars: mine?.stars ?? 0, tags: mine?.tags ?? [], comment: mine?.comment ?? '' },
  });
  useEffect(() => {
    if (mine) form.reset({ stars: mine.stars, tags: mine.tags, comment: mine.comment ?? '' });
  }, [mine, form]);
  const { errors } = form.formState;
  const stars = Number(useWatch({ control: form.control, name: 'stars' }));

  const onSubmit = form.handleSubmit((values) =>
    rate.mutate(
      { ...values, schedule_id: scheduleId },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorText(t, error, 'form.saveFailed', [TRUST_NS])),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('form.title')}>
      <p className="text-sm text-slate-700">{t('form.subtitle', { name: otherName })}</p>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('form.stars')}</legend>
        <div className="flex gap-1">
          {STARS.map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                value={value}
                className="peer sr-only"
                aria-label={t('form.star', { count: value })}
                {...form.register('stars')}
              />
              <span
                aria-hidden="true"
                className={`inline-flex h-11 w-11 items-center justify-center rounded-lg text-2xl peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 ${
                  value <= stars ? 'text-amber-500' : 'text-slate-300'
                }`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        {errors.stars?.message && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t(errors.stars.message)}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('form.tagsLabel')}</legend>
        <div className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <label
              key={tag}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-slate-100 px-3 text-sm text-slate-800 has-[:checked]:bg-brand-100 has-[:checked]:text-brand-800"
            >
              <input type="checkbox" value={tag} {...form.register('tags')} />
              {t(`tags.${tag}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <CountedTextarea
        label={t('form.comment')}
        rows={2}
        limit={RATING_COMMENT_MAX}
        tooLong={t(TRUST_MESSAGES.commentTooLong)}
        counter={(used, max) => t('form.commentCounter', { used, max })}
        testId="rating-comment-counter"
        error={errors.comment?.message ? t(errors.comment.message) : undefined}
        {...form.register('comment')}
      />
      {mine && !mine.final && (
        <p className="text-sm text-slate-600">
          {t('form.editableUntil', { date: formatDateTime(mine.editable_until) })}
        </p>
      )}
      <Button type="submit" disabled={rate.isPending}>
        {mine ? t('form.update') : t('form.submit')}
      </Button>
    </form>
  );
}
