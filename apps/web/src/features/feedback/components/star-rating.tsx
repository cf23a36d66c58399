import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX, RATING_MIN } from '@lorrybazaar/contract';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  legend: string;
  value: number;
  error?: string;
}

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, the arrow keys choose, and each star
 * is announced as "4 stars, Very good". The inputs are visually hidden behind the star icons.
 */
export const StarRating = forwardRef<HTMLInputElement, Props>(function StarRating(
  { legend, value, error, name, ...input },
  ref,
) {
  const { t } = useTranslation('feedback');
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {legend}
        <span className="text-red-600" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-1" data-testid="star-rating">
        {STARS.map((star) => {
          const filled = star <= value;
          return (
            <label
              key={star}
              className="relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 hover:bg-amber-50"
            >
              <input
                ref={star === RATING_MIN ? ref : undefined}
                type="radio"
                name={name}
                value={String(star)}
                checked={value === star}
                className="peer sr-only"
                aria-label={`${t('stars', { count: star })}, ${t(`ratingNames.${star}`)}`}
                {...input}
              />
              <svg
                width="32"
                height="32"
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={filled ? 'text-accent-400' : 'text-slate-300'}
              >
                <path
                  fill="currentColor"
                  stroke={filled ? '#b45309' : '#94a3b8'}
                  strokeWidth="0.8"
                  d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                />
              </svg>
            </label>
          );
        })}
        <span className="ml-2 text-sm font-medium text-slate-700" aria-hidden="true">
          {value >= RATING_MIN ? t(`ratingNames.${value}`) : ''}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
});
