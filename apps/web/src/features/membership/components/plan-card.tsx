import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutMode, MySubscription, Plan } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { formatRupees } from '#lib/format';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';

interface Props {
  plan: Plan;
  subscription: MySubscription;
  driver: boolean;
  /** Which action of which plan is under way, if any. */
  busy: { plan: string; action: 'trial' | CheckoutMode | 'checkout' } | null;
  onStartTrial: (plan: Plan) => void;
  /** Pay: with a standing mandate (`mandate`), one month only (`once`), or as the plan pays (unset). */
  onCheckout: (plan: Plan, mode?: CheckoutMode) => void;
}

/** One plan: its name, who it is for, the price in rupees, and what the user can do with it. */
export function PlanCard({ plan, subscription: sub, driver, busy, onStartTrial, onCheckout }: Props) {
  const { t } = useTranslation(MEMBERSHIP_NS);
  const running = sub.status === 'trial' || sub.status === 'active';
  const current =
    (plan.code === 'free' && (sub.status === 'free' || sub.status === 'expired')) ||
    (plan.code === sub.plan_code && running);
  const paid = plan.price > 0;
  const price = formatRupees(plan.price);
  const anyBusy = busy !== null;
  const busyWith = (action: NonNullable<Props['busy']>['action']) =>
    busy?.plan === plan.plan_id && busy.action === action;
  const headingId = `plan-${plan.code}-heading`;
  const hintId = useId();
  // A plan that renews: a mandate (UPI AutoPay or a card) or one month only, plainly told apart;
  // while a mandate renews it, one more month is paid once (a second mandate would debit twice).
  const choosesMandate = driver && plan.auto_renew && !sub.auto_renew;

  let payLabel = t('plans.upgrade');
  if (driver) {
    payLabel = sub.auto_renew
      ? t('plans.extend')
      : sub.status === 'expired'
        ? t('plans.renew', { price })
        : t('plans.subscribe', { price });
  } else if (sub.status === 'active' && sub.plan_code === plan.code) {
    payLabel = t('plans.extend');
  }

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-card-${plan.code}`}
      className={`flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ${
        current ? 'ring-2 ring-brand-500' : 'ring-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {t(`plans.${plan.code}.name`)}
        </h3>
        {current && (
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
            {t('plans.currentBadge')}
          </span>
        )}
        {plan.code === 'driver_monthly' && !current && (
          <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-semibold text-slate-900">
            {t('plans.driver_monthly.offer')}
          </span>
        )}
      </div>
      <p className="mt-3">
        <span className="text-3xl font-extrabold text-slate-900" data-testid="plan-price">
          {price}
        </span>{' '}
        <span className="text-sm text-slate-600">
          {driver ? t('plans.perMonth') : t('plans.perUserMonth')}
        </span>
      </p>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">{t(`plans.${plan.code}.for`)}</p>
      {/* What the plan gives comes from the server: only benefits it enforces are listed. */}
      {plan.benefits.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-semibold text-slate-900">{t('benefits.heading')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="plan-benefits">
            {plan.benefits.map((benefit) => (
              <li key={benefit}>{t(`benefits.${benefit}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {plan.code === 'driver_monthly' && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('plans.driver_monthly.terms')}</li>
          <li>{t('plans.driver_monthly.payWith')}</li>
        </ul>
      )}
      {paid && (
        <div className="mt-4 flex flex-col gap-2">
          {!driver && sub.trial_available && plan.trial_days > 0 && (
            <Button
              variant="secondary"
              disabled={anyBusy}
              aria-describedby={headingId}
              onClick={() => onStartTrial(plan)}
            >
              {busyWith('trial') ? t('plans.starting') : t('plans.startTrial', { days: plan.trial_days })}
            </Button>
          )}
          {choosesMandate ? (
            <>
              <Button
                disabled={anyBusy}
                aria-describedby={`${headingId} ${hintId}-mandate`}
                onClick={() => onCheckout(plan, 'mandate')}
              >
                {busyWith('mandate') ? t('plans.opening') : payLabel}
              </Button>
              <p id={`${hintId}-mandate`} className="text-sm text-slate-600">
                {t('plans.autopayHint', { price })}
              </p>
              <Button
                variant="secondary"
                disabled={anyBusy}
                aria-describedby={`${headingId} ${hintId}-once`}
                onClick={() => onCheckout(plan, 'once')}
              >
                {busyWith('once') ? t('plans.opening') : t('plans.payOnce', { price })}
              </Button>
              <p id={`${hintId}-once`} className="text-sm text-slate-600">
                {t('plans.payOnceHint')}
              </p>
            </>
          ) : (
            <Button
              disabled={anyBusy}
              aria-describedby={headingId}
              onClick={() => onCheckout(plan, driver && plan.auto_renew ? 'once' : undefined)}
            >
              {busyWith('once') || busyWith('checkout') ? t('plans.opening') : payLabel}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
