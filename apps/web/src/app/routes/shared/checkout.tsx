import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { SandboxOutcome } from '@lorrybazaar/contract';
import { buttonClass, Button } from '#components/ui/button';
import { PageSpinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { usePayment } from '#features/membership/api/get-payment';
import { useSandboxCheckout } from '#features/membership/api/sandbox-checkout';
import { formatRupees } from '#lib/format';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { paths } from '#config/paths';
import { usePageTitle } from '#lib/use-page-title';

/**
 * /c/Checkout/{payment_id}: the SANDBOX payment provider's checkout page (development and
 * tests only; production refuses the sandbox). Pay or Fail, then back to Upgrade Membership,
 * as a real gateway's page would send the browser back.
 */
export function CheckoutRoute() {
  const { t } = useTranslation(MEMBERSHIP_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const { payment_id: paymentId = '' } = useParams();
  const payment = usePayment(paymentId);
  const decide = useSandboxCheckout();
  usePageTitle(t('checkout.title'));

  const back = (
    <Link to={paths.shared.upgradeMembership} className={buttonClass('ghost')}>
      {t('checkout.back')}
    </Link>
  );

  if (payment.isPending) return <PageSpinner />;
  if (payment.isError) {
    return (
      <div className="mx-auto max-w-md space-y-4">
        <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
        <p role="alert" className="rounded-2xl bg-white p-5 text-red-800 shadow-sm ring-1 ring-red-200">
          {errorText(t, payment.error, 'checkout.loadFailed')}
        </p>
        {back}
      </div>
    );
  }

  const data = payment.data.data;
  const amount = formatRupees(data.amount);
  const onDecide = (outcome: SandboxOutcome) =>
    decide.mutate(
      { payment_id: data.payment_id, outcome },
      {
        onSuccess: (answer) => navigate(answer.data.return_url, { replace: true }),
        onError: (error) => toast.error(errorText(t, error, 'checkout.failed')),
      },
    );

  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('checkout.title')}</h1>
      <section
        aria-labelledby="checkout-summary"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <p className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {t('checkout.sandboxBadge')}
        </p>
        <p className="mt-3 text-sm text-slate-600">{t('checkout.sandboxNote')}</p>
        <h2 id="checkout-summary" className="sr-only">
          {t('checkout.title')}
        </h2>
        <dl className="mt-4 divide-y divide-slate-100">
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{t('checkout.plan')}</dt>
            <dd className="font-semibold">{t(`plans.${data.plan_code}.name`)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{t('checkout.period')}</dt>
            <dd className="font-semibold">{t('checkout.oneMonth')}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{t('checkout.amount')}</dt>
            <dd className="text-xl font-bold" data-testid="checkout-amount">
              {amount}
            </dd>
          </div>
        </dl>
        {data.status === 'pending' ? (
          <div className="mt-5 flex flex-col gap-2">
            <Button disabled={decide.isPending} onClick={() => onDecide('paid')}>
              {decide.isPending ? t('checkout.processing') : t('checkout.pay', { amount })}
            </Button>
            <Button variant="secondary" disabled={decide.isPending} onClick={() => onDecide('failed')}>
              {t('checkout.fail')}
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-5 rounded-lg bg-slate-100 p-3 text-slate-800">
            {t('checkout.closed')}
          </p>
        )}
      </section>
      {back}
    </div>
  );
}
