import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { useMySubscription } from '#features/membership/api/get-my-subscription';
import { nextDebitLine, planSummary } from './current-plan-card';
import { StatusBadge } from './status-badge';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';
import { DASHBOARD_NS } from '#config/i18n-namespaces';
import { DashboardCard } from '#components/ui/dashboard-card';

/** The user's real plan, where they stand in it, and the way to upgrade or renew. */
export function PlanCard({ driver }: { driver: boolean }) {
  const { t } = useTranslation([DASHBOARD_NS, MEMBERSHIP_NS]);
  const subscription = useMySubscription();
  const sub = subscription.data?.data;
  const summary = sub ? planSummary(t, sub, driver) : null;
  return (
    <DashboardCard
      title={t('plan.title')}
      state={subscription.isError ? 'error' : sub ? 'success' : 'pending'}
      errorText={t('plan.error')}
      onRetry={() => void subscription.refetch()}
      testId="plan-card"
    >
      {sub && summary && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-2xl font-bold text-slate-900" data-testid="plan-name">
              {summary.shownPlan}
            </p>
            {sub.status !== 'free' && <StatusBadge status={sub.status} />}
          </div>
          <p className="mt-2 text-sm text-slate-700" data-testid="plan-text">
            {summary.line}
          </p>
          {sub.next_debit && (
            <p className="mt-1 text-sm font-medium text-slate-900" data-testid="plan-next-debit">
              {nextDebitLine(t, sub)}
            </p>
          )}
          <span className="flex-1" />
          <Link to={paths.shared.upgradeMembership} className={buttonClass('primary', 'mt-4 self-start')}>
            {/* Only a driver has something to upgrade to (docs/decisions/008); the others see their plan. */}
            {sub.status === 'active' || !driver ? t('plan.manage') : t('plan.upgrade')}
          </Link>
        </>
      )}
    </DashboardCard>
  );
}
