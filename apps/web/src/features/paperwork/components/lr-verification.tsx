import { useTranslation } from 'react-i18next';
import { BRAND_NAME, type LrVerification as Verification } from '@lorrybazaar/contract';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { errorCode } from '#lib/error-text';
import { formatDate, formatDateTime } from '#lib/format';
import { useLrVerification } from '../api/get-lr-verification';
import { useFontsOf } from './use-fonts-of';

const TONE = {
  issued: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  delivered: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  cancelled: 'bg-red-50 text-red-900 ring-red-200',
} as const;

function Details({ lr }: { lr: Verification }) {
  const { t } = useTranslation(PUBLIC_NS);
  const facts: [string, string][] = [
    [t('verifyLr.lrNumber'), lr.lr_number],
    [t('verifyLr.issuedOn'), formatDate(lr.issued_on)],
    [t('verifyLr.vehicle'), lr.vehicle_reg],
    [t('verifyLr.from'), lr.pickup_loc],
    [t('verifyLr.to'), lr.delivery_loc],
    [t('verifyLr.consignor'), lr.consignor_name],
    [t('verifyLr.consignee'), lr.consignee_name],
    [t('verifyLr.issuer'), lr.issuer_name],
  ];
  useFontsOf(lr.consignor_name, lr.consignee_name, lr.issuer_name);
  return (
    <>
      <p
        className={`rounded-xl p-4 text-lg font-bold ring-1 ${TONE[lr.status]}`}
        role="status"
        data-testid="lr-status"
      >
        {t(`verifyLr.status.${lr.status}`, { brand: BRAND_NAME })}
      </p>
      {lr.status === 'cancelled' && (
        <p className="mt-2 text-sm text-red-800">
          {t('verifyLr.cancelledOn', { date: formatDateTime(lr.cancelled_at) })}
          {lr.replaced_by && <> {t('verifyLr.replacedBy', { number: lr.replaced_by })}</>}
        </p>
      )}
      <dl className="any-script mt-4 grid gap-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">{t('verifyLr.compare')}</p>
    </>
  );
}

/**
 * What an LR's QR code opens (`/lr/<token>`, no sign-in): whether the LR is genuine, cancelled or
 * delivered, and what it printed, to compare with the paper in hand (docs/decisions/039). Its
 * first render (before the answer) is the prerendered page's.
 */
export function LrVerification({ token }: { token: string }) {
  const { t } = useTranslation(PUBLIC_NS);
  const query = useLrVerification(token);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('verifyLr.title')}</h1>
      {query.isPending ? (
        <p className="text-slate-600" role="status">
          {t('verifyLr.checking')}
        </p>
      ) : query.isError ? (
        <p
          className="rounded-xl bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-200"
          role="alert"
          data-testid="lr-status"
        >
          {errorCode(query.error) === 'paperwork:errors.lrNotFound'
            ? t('verifyLr.notFound')
            : t('verifyLr.failed')}
        </p>
      ) : (
        <Details lr={query.data.data} />
      )}
    </div>
  );
}
