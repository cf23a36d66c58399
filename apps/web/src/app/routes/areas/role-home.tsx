import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '@lorrybazaar/contract';
import { AchievementsCard } from '#features/achievements/components/achievements-card';
import { NotificationBell } from '#features/bids/components/bell';
import { PlanCard } from '#features/membership/components/dashboard-plan-card';
import { ProfileCompletionCard } from '#features/profile/components/profile-card';
import { DASHBOARD_NS } from '#config/i18n-namespaces';
import { shortcutsFor } from '#features/dashboard/shortcuts';
import { Icon } from '#components/ui/icons';
import { MarketplaceTabs } from '#features/marketplace/components/marketplace-tabs';
import { listingActions } from '#app/routes/shared/bid-actions';
import { usePageTitle } from '#lib/use-page-title';
import { useSession } from '#lib/store';
import { paths } from '#config/paths';

/**
 * The role's home (docs/decisions/014-dashboards.md): the user's real name, the bids waiting for them,
 * shortcuts to their own screens, profile completion, plan and achievements, and for
 * transporters and brokers the marketplace below.
 */
export function RoleHomeRoute({ role }: { role: Role }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const session = useSession();
  usePageTitle(t('title'));
  const withMarketplace = role === 'transporter' || role === 'broker';

  return (
    <div className="space-y-6">
      <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 p-5 text-white shadow-sm sm:p-6">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words" data-testid="dashboard-greeting">
            {t('greeting', { name: session.users_name })}
          </h1>
          <p className="mt-1 text-brand-50">{t(`subtitle.${role}`)}</p>
        </div>
        <NotificationBell />
      </section>

      <nav aria-label={t('shortcuts.title')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {shortcutsFor(role).map((shortcut) => (
            <li key={shortcut.label}>
              <Link
                to={shortcut.to}
                className="flex h-full min-h-20 flex-col items-center justify-center gap-2 rounded-2xl bg-white p-3 text-center text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300"
              >
                <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <Icon name={shortcut.icon} size={20} />
                </span>
                {t(`shortcuts.${shortcut.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <ProfileCompletionCard profilePath={paths.roleProfile(role)} />
        <PlanCard driver={role === 'driver'} />
        <AchievementsCard />
      </div>

      {withMarketplace && (
        <section aria-labelledby="dashboard-marketplace" className="space-y-4">
          <h2 id="dashboard-marketplace" className="text-xl font-bold text-slate-900">
            {t('marketplace')}
          </h2>
          <MarketplaceTabs {...listingActions} />
        </section>
      )}
    </div>
  );
}
