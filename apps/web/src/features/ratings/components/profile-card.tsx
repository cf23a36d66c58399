import { useTranslation } from 'react-i18next';
import { RatingBadge } from '#components/ui/rating-badge';
import { Spinner } from '#components/ui/spinner';
import { formatDate } from '#lib/format';
import { TRUST_NS } from '#config/i18n-namespaces';
import { useUserRating } from '#features/ratings/api/get-user-rating';

/** A user's public profile card: name, role, standing and their latest ratings (no rater named). */
export function ProfileCard({ userId }: { userId: string }) {
  const { t } = useTranslation(TRUST_NS);
  const card = useUserRating(userId);
  if (card.isPending) return <Spinner />;
  if (card.isError) return <p className="text-sm text-red-700">{t('profile.failed')}</p>;
  const { users_name, user_types_name, rating, recent } = card.data;
  return (
    <section
      aria-label={t('profile.title')}
      className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="profile-card"
    >
      <p className="font-semibold break-words text-slate-900">{users_name}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {user_types_name}
        <RatingBadge rating={rating} />
      </p>
      <h3 className="pt-2 text-sm font-semibold text-slate-800">{t('profile.recent')}</h3>
      {recent.length === 0 ? (
        <p className="text-sm text-slate-600">{t('profile.none')}</p>
      ) : (
        <ul className="space-y-2">
          {recent.map((item) => (
            <li key={item.createdAt} className="text-sm text-slate-800">
              <span className="text-amber-600" aria-label={t('form.star', { count: item.stars })}>
                {'★'.repeat(item.stars)}
              </span>{' '}
              <span className="text-xs text-slate-500">{formatDate(item.createdAt)}</span>
              {item.tags.length > 0 && (
                <span className="block text-slate-700">
                  {item.tags.map((tag) => t(`tags.${tag}`)).join(' · ')}
                </span>
              )}
              {item.comment && <span className="block break-words">{item.comment}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
