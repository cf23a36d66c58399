import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { useAchievements } from '#features/achievements/api/get-achievements';
import { DASHBOARD_NS } from '#config/i18n-namespaces';
import { DashboardCard } from '#components/ui/dashboard-card';
import { formatCount } from '#lib/format';
import { useCountFigures } from '#features/achievements/figures';

/** The user's real figures at a glance, and the way to the Achievements screen with the badges. */
export function AchievementsCard() {
  const { t } = useTranslation(DASHBOARD_NS);
  const achievements = useAchievements();
  const figures = useCountFigures();
  const data = achievements.data?.data;
  const earned = data?.badges.filter((badge) => badge.achieved).length ?? 0;
  return (
    <DashboardCard
      title={t('achievements.title')}
      state={achievements.isError ? 'error' : data ? 'success' : 'pending'}
      errorText={t('achievements.error')}
      onRetry={() => void achievements.refetch()}
      testId="achievements-card"
    >
      {data && (
        <>
          <dl className="grid flex-1 grid-cols-2 gap-3">
            {figures.map((figure) => (
              <div key={figure} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t(`achievements.${figure}`)}</dt>
                <dd className="text-xl font-bold text-slate-900" data-testid={`figure-${figure}`}>
                  {formatCount(data[figure])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-700">
            {t('achievements.badges', { count: earned, total: data.badges.length })}
          </p>
          <Link to={paths.shared.achievements} className={buttonClass('secondary', 'mt-4 self-start')}>
            {t('achievements.view')}
          </Link>
        </>
      )}
    </DashboardCard>
  );
}
