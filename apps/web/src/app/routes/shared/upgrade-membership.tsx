import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paymentReturnFields, roleFromUserTypeId, type CheckoutMode, type Plan } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { PageSpinner, Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { useCheckout } from '#features/membership/api/checkout';
import { useMySubscription } from '#features/membership/api/get-my-subscription';
import { usePlans } from '#features/membership/api/get-plans';
import { usePaymentCallback } from '#features/membership/api/payment-callback';
import { useStartTrial } from '#features/membership/api/start-trial';
import { CurrentPlanCard } from '#features/membership/components/current-plan-card';
import { PaymentHistory } from '#features/membership/components/payment-history';
import { PendingPaymentCard } from '#features/membership/components/pending-payment';
import { PlanCard } from '#features/membership/components/plan-card';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { useSession } from '#lib/store';
import { usePageTitle } from '#lib/use-page-title';

/**
 * The payment provider sends the browser back here with `payment_id` and its own fields; the
 * server verifies them and extends the plan. Done once per return, then the address is cleaned.
 */
function usePaymentReturn() {
  const { t } = useTranslation(MEMBERSHIP_NS);
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  const callback = usePaymentCallback();
  const handled = useRef<string | null>(null);
  const fields = paymentReturnFields(search);
  const key = fields ? search.toString() : null;

  useEffect(() => {
    if (!fields || !key || handled.current === key) return;
    handled.current = key;
    callback.mutate(fields, {
      onSuccess: (answer) => {
        if (answer.data.payment.status === 'paid') toast.success(answer.message);
        else if (answer.data.payment.status === 'failed') toast.error(answer.message);
        else toast.info(answer.message);
      },
      onError: (error) => toast.error(errorText(t, error, 'return.failed')),
      onSettled: () => setSearch({}, { replace: true }),
    });
  }, [fields, key, callback, toast, t, setSearch]);

  return Boolean(fields) || callback.isPending;
}

/** /c/UpgradeMembership (docs/decisions/008): the user's plan, the plans with ₹ prices, trial and payment. */
export function UpgradeMembershipRoute() {
  const { t } = useTranslation(MEMBERSHIP_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const role = roleFromUserTypeId(useSession().user_types_id);
  const driver = role === 'driver';
  // A free role has no paid plan to buy (decision 008): the page is its membership, not an upgrade.
  const title = t(driver ? 'title' : 'titleFree');
  usePageTitle(title);

  const plans = usePlans();
  const subscription = useMySubscription();
  const trial = useStartTrial();
  const checkout = useCheckout();
  const returning = usePaymentReturn();
  const [busy, setBusy] = useState<{ plan: string; action: 'trial' | CheckoutMode | 'checkout' } | null>(
    null,
  );

  const onStartTrial = (plan: Plan) => {
    setBusy({ plan: plan.plan_id, action: 'trial' });
    trial.mutate(
      { plan_id: plan.plan_id },
      {
        onSuccess: (answer) => toast.success(answer.message ?? ''),
        onError: (error) => toast.error(errorText(t, error, 'plans.trialFailed')),
        onSettled: () => setBusy(null),
      },
    );
  };

  const onCheckout = (plan: Plan, mode?: CheckoutMode) => {
    setBusy({ plan: plan.plan_id, action: mode ?? 'checkout' });
    checkout.mutate(
      { plan_id: plan.plan_id, ...(mode ? { mode } : {}) },
      {
        onSuccess: (answer) => {
          const url = answer.data.checkout_url;
          // The sandbox pays inside the app; a real gateway's page is elsewhere.
          if (url.startsWith('/')) navigate(url);
          else window.location.assign(url);
        },
        onError: (error) => {
          toast.error(errorText(t, error, 'plans.checkoutFailed'));
          setBusy(null);
        },
      },
    );
  };

  const header = (
    <header>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{driver ? t('introDriver') : t('intro')}</p>
    </header>
  );

  if (returning) {
    return (
      <div className="space-y-6">
        {header}
        <div className="flex items-center gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <Spinner />
          <p className="font-medium">{t('return.checking')}</p>
        </div>
      </div>
    );
  }

  if (plans.isPending || subscription.isPending) {
    return (
      <div className="space-y-6">
        {header}
        <PageSpinner />
      </div>
    );
  }

  if (plans.isError || subscription.isError) {
    return (
      <div className="space-y-6">
        {header}
        <div role="alert" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-red-200">
          <p className="text-red-800">{errorText(t, plans.error ?? subscription.error, 'loadFailed')}</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              void plans.refetch();
              void subscription.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }

  const sub = subscription.data.data;
  // Drivers have one plan to buy; the free plan is only their fallback (docs/decisions/008).
  const shown = plans.data.data.filter((plan) => !(driver && plan.code === 'free'));

  return (
    <div className="space-y-8">
      {header}
      {sub.pending_payment && <PendingPaymentCard payment={sub.pending_payment} />}
      <CurrentPlanCard subscription={sub} driver={driver} />
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-xl font-bold text-slate-900">
          {t('plans.heading')}
        </h2>
        {/* Only beside a plan that has a trial: free roles have none to have used. */}
        {!driver &&
          !sub.trial_available &&
          (sub.status === 'free' || sub.status === 'expired') &&
          shown.some((plan) => plan.trial_days > 0) && (
            <p className="mt-1 text-sm text-slate-600">{t('plans.trialUsed')}</p>
          )}
        <ul
          className={`mt-4 grid grid-cols-1 gap-4 ${driver ? 'max-w-md' : 'sm:grid-cols-2 xl:grid-cols-4'}`}
        >
          {shown.map((plan) => (
            <li key={plan.plan_id}>
              <PlanCard
                plan={plan}
                subscription={sub}
                driver={driver}
                busy={busy}
                onStartTrial={onStartTrial}
                onCheckout={onCheckout}
              />
            </li>
          ))}
        </ul>
      </section>
      <PaymentHistory />
    </div>
  );
}
