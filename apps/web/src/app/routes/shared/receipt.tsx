import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '#components/ui/button';
import { PageSpinner } from '#components/ui/spinner';
import { MEMBERSHIP_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { usePayment } from '#features/membership/api/get-payment';
import { Receipt } from '#features/membership/components/receipt';
import { errorText } from '#lib/error-text';
import { useSession } from '#lib/store';
import { usePageTitle } from '#lib/use-page-title';

/** /c/Receipt/{payment_id}: the receipt of one of the user's paid membership payments. */
export function ReceiptRoute() {
  const { t } = useTranslation(MEMBERSHIP_NS);
  const { payment_id: paymentId = '' } = useParams();
  const payment = usePayment(paymentId);
  const session = useSession();
  usePageTitle(t('receipt.title'));

  const back = (
    <Link to={paths.shared.upgradeMembership} className={buttonClass('ghost', 'print:hidden')}>
      {t('checkout.back')}
    </Link>
  );
  if (payment.isPending) return <PageSpinner />;
  const problem = payment.isError
    ? errorText(t, payment.error, 'checkout.loadFailed')
    : payment.data.data.status !== 'paid'
      ? t('receipt.notPaid')
      : null;
  return (
    <div className="space-y-4">
      {problem ? (
        <p
          role="alert"
          className="mx-auto max-w-md rounded-2xl bg-white p-5 text-red-800 shadow-sm ring-1 ring-red-200"
        >
          {problem}
        </p>
      ) : (
        <Receipt
          payment={payment.data!.data}
          payer={{ name: session.users_name ?? '', mobile: session.users_mobile ?? '' }}
        />
      )}
      <div className="mx-auto max-w-md">{back}</div>
    </div>
  );
}
