import { useTranslation } from 'react-i18next';
import type { Badge } from '@lorrybazaar/contract';
import { ACHIEVEMENTS_NS } from '#config/i18n-namespaces';

/**
 * A badge: achieved ones stand out (brand colours and a tick); the others say how far the user
 * is ("3 / 10") with a bar.
 */
export function BadgeCard({ badge }: { badge: Badge }) {
  const { t } = useTranslation(ACHIEVEMENTS_NS);
  const days = badge.id === 'one_year_member';
  const progress = t(days ? 'badge.progressDays' : 'badge.progress', {
    progress: badge.progress,
    target: badge.target,
  });
  return (
    <li
      className={`flex gap-3 rounded-2xl p-4 shadow-sm ring-1 ${
        badge.achieved ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-slate-200'
      }`}
      data-testid={`badge-${badge.id}`}
      data-achieved={badge.achieved}
    >
      <span
        aria-hidden="true"
        className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg font-bold ${
          badge.achieved ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-400'
        }`}
      >
        {badge.achieved ? '✓' : '★'}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className={`font-semibold ${badge.achieved ? 'text-brand-700' : 'text-slate-900'}`}>
          {t(`badges.${badge.id}.title`)}
        </h3>
        <p className="text-sm text-slate-600">{t(`badges.${badge.id}.text`)}</p>
        {badge.achieved ? (
          <p className="mt-2 text-sm font-semibold text-brand-700" data-testid="badge-state">
            {t('badge.achieved')}
          </p>
        ) : (
          <div className="mt-2">
            <div
              role="progressbar"
              aria-label={t(`badges.${badge.id}.title`)}
              aria-valuemin={0}
              aria-valuemax={badge.target}
              aria-valuenow={badge.progress}
              aria-valuetext={progress}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full bg-brand-600"
                style={{ width: `${Math.round((badge.progress / badge.target) * 100)}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-slate-600" data-testid="badge-state">
              {progress}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}
