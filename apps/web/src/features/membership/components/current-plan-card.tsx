import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MySubscription } from '@lorrybazaar/contract';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { errorText } from '#lib/error-text';
import { useSetAutoRenew } from '#features/membership/api/set-auto-renew';
import { formatDate, formatRupees } from '#lib/format';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';
import { StatusBadge } from './status-badge';

/**
 * The plan's name and one sentence on where the user stands ("Your Premium free trial ends on
 * 9 Dec 2026."), in the `membership` texts: the Upgrade Membership card and the dashboards.
 */
export function planSummary(t: TFunction, sub: MySubscription, driver: boolean) {
  const plan = t(`plans.${sub.plan_code}.name`, { ns: MEMBERSHIP_NS });
  const date = formatDate(sub.expires_on);
  const line =
    sub.status === 'free'
      ? t('current.free', { ns: MEMBERSHIP_NS })
      : sub.status === 'trial'
        ? driver
          ? t('current.driverTrial', { ns: MEMBERSHIP_NS, date })
          : t('current.trial', { ns: MEMBERSHIP_NS, plan, date })
        : t(sub.status === 'active' ? 'current.active' : 'current.expired', {
            ns: MEMBERSHIP_NS,
            plan,
            date,
          });
  // After an ended plan a transporter, broker or shipper is on the Free plan again.
  const shownPlan = sub.status === 'expired' && !driver ? t('plans.free.name', { ns: MEMBERSHIP_NS }) : plan;
  return { plan, shownPlan, line };
}

/** "₹75 will be debited on 12 Dec 2026." (or that the last debit is tried again), if renewal is on. */
export function nextDebitLine(t: TFunction, sub: MySubscription): string | null {
  const debit = sub.next_debit;
  if (!debit) return null;
  const amount = formatRupees(debit.amount);
  return debit.retrying
    ? t('current.retrying', { ns: MEMBERSHIP_NS, amount, date: formatDate(sub.expires_on) })
    : t('current.nextDebit', { ns: MEMBERSHIP_NS, amount, date: formatDate(debit.on) });
}

/** "Your plan": the real plan, its status, end date and days left, the next debit, and automatic renewal. */
export function CurrentPlanCard({
  subscription: sub,
  driver,
}: {
  subscription: MySubscription;
  driver: boolean;
}) {
  const { t } = useTranslation(MEMBERSHIP_NS);
  const toast = useToast();
  const autoRenew = useSetAutoRenew();
  const toggleId = useId();
  const { shownPlan, line } = planSummary(t, sub, driver);
  const date = formatDate(sub.expires_on);
  const debit = nextDebitLine(t, sub);

  const running = sub.status === 'trial' || sub.status === 'active';
  const showToggle = sub.status === 'active' && (sub.can_auto_renew || sub.auto_renew);

  const onToggle = (checked: boolean) =>
    autoRenew.mutate(
      { auto_renew: checked },
      {
        onSuccess: (answer) => toast.success(answer.message ?? ''),
        onError: (error) => toast.error(errorText(t, error, 'current.autoRenewFailed')),
      },
    );

  return (
    <section
      aria-labelledby="current-plan-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="current-plan"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="current-plan-heading"
          className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t('current.heading')}
        </h2>
        <StatusBadge status={sub.status} />
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900" data-testid="current-plan-name">
        {shownPlan}
      </p>
      <p className="mt-2 text-slate-700" data-testid="current-plan-text">
        {line}
      </p>
      {sub.status === 'expired' && (
        <p className="mt-1 text-slate-700">
          {driver ? t('current.expiredDriver') : t('current.expiredBack')}
        </p>
      )}
      {running && (
        <p
          className="mt-3 inline-flex rounded-lg bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900"
          data-testid="days-left"
        >
          {t('current.daysLeft', { count: sub.days_left })}
        </p>
      )}
      {debit && (
        <p className="mt-3 font-medium text-slate-900" data-testid="next-debit">
          {debit}
        </p>
      )}
      {showToggle && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <div className="flex items-center gap-3">
            <input
              id={toggleId}
              type="checkbox"
              className="h-5 w-5 accent-brand-600"
              checked={sub.auto_renew}
              disabled={autoRenew.isPending}
              onChange={(event) => onToggle(event.target.checked)}
              aria-describedby={`${toggleId}-hint`}
            />
            <label htmlFor={toggleId} className="font-medium text-slate-900">
              {t('current.autoRenew')}
            </label>
            {autoRenew.isPending && <Spinner />}
          </div>
          <p id={`${toggleId}-hint`} className="mt-1 ml-8 text-sm text-slate-600">
            {t('current.autoRenewHint', { date })}
          </p>
        </div>
      )}
    </section>
  );
}
