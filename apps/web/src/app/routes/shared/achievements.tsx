import { useTranslation } from 'react-i18next';
import { Spinner } from '#components/ui/spinner';
import { useAchievements } from '#features/achievements/api/get-achievements';
import { BadgeCard } from '#features/achievements/components/badge-card';
import { StatCard } from '#features/achievements/components/stat-card';
import { ACHIEVEMENTS_NS } from '#config/i18n-namespaces';
import { formatCount, formatDate } from '#lib/format';
import { ErrorState } from '#components/ui/result-states';
import { usePageTitle } from '#lib/use-page-title';
import { useCountFigures, type CountFigure } from '#features/achievements/figures';
import type { FigureIcon } from '#features/achievements/components/stat-card';

const FIGURE_CARD: Record<CountFigure, { icon: FigureIcon; label: string }> = {
  loads_posted: { icon: 'box', label: 'loadsPosted' },
  trucks_posted: { icon: 'truck', label: 'trucksPosted' },
  bids_won: { icon: 'trophy', label: 'bidsWon' },
  schedules_completed: { icon: 'flag', label: 'schedulesCompleted' },
};

/**
 * /c/Achievments (real figures, not sample ones; docs/decisions/013): the user's loads, truck postings,
 * bids won, trips completed and membership date, and the badges those figures earn; only the
 * figures and badges the user's role can raise (a shipper posts no trucks).
 */
export function AchievementsRoute() {
  const { t } = useTranslation(ACHIEVEMENTS_NS);
  usePageTitle(t('title'));
  const query = useAchievements();
  const figures = useCountFigures();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('intro')}</p>
      </header>
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : query.isError ? (
        <ErrorState text={t('failed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section aria-labelledby="achievement-figures">
            <h2 id="achievement-figures" className="sr-only">
              {t('figures.title')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              {figures.map((figure) => (
                <StatCard
                  key={figure}
                  icon={FIGURE_CARD[figure].icon}
                  label={t(`figures.${FIGURE_CARD[figure].label}`)}
                  value={formatCount(query.data.data[figure])}
                  testId={`stat-${figure.replaceAll('_', '-')}`}
                />
              ))}
              <StatCard
                icon="calendar"
                label={t('figures.memberSince')}
                value={formatDate(query.data.data.member_since)}
                testId="stat-member-since"
                className="col-span-2 lg:col-span-4"
              />
            </dl>
          </section>
          <section aria-labelledby="achievement-badges">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="achievement-badges" className="text-lg font-semibold text-slate-900">
                {t('badge.title')}
              </h2>
              <p className="text-sm text-slate-600" data-testid="badges-summary">
                {t('badge.summary', {
                  achieved: query.data.data.badges.filter((badge) => badge.achieved).length,
                  total: query.data.data.badges.length,
                })}
              </p>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {query.data.data.badges.map((badge) => (
                <BadgeCard key={badge.id} badge={badge} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
