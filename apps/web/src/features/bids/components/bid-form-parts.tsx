import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BID_AMOUNT_EXAMPLE, type Role } from '@lorrybazaar/contract';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatRupees } from '../format';
import { BIDS_NS } from '../i18n';

/** The item bid on, as a short list of labelled facts. */
export function BidTarget({
  facts,
  children,
}: {
  facts: { label: string; value: string }[];
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 rounded-xl bg-slate-50 p-4" data-testid="bid-target">
      <dl className="grid grid-cols-2 gap-3">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs text-slate-500">{fact.label}</dt>
            <dd className="text-sm font-medium break-words text-slate-900">{fact.value || '—'}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}

/** 'Enter your Amount': whole rupees, the ₹3,500 example as placeholder (seed 001 §2, §9). */
export function AmountField({
  registration,
  error,
  label,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
}) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <TextField
      {...registration}
      label={label ?? t('screens.modal.amount')}
      prefix="₹"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('screens.modal.amountPlaceholder', { amount: formatRupees(BID_AMOUNT_EXAMPLE) })}
      error={error}
      required
    />
  );
}

/**
 * What a driver must do before bidding (DECISIONS §3: both documents approved), with the way to
 * do it: Upload Details of the driver's profile.
 */
export function DriverNotVerified({ role }: { role: Role }) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <div
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
      role="alert"
      data-testid="driver-not-verified"
    >
      <p className="font-semibold text-amber-900">{t('screens.driver.title')}</p>
      <p className="mt-1 text-sm text-amber-900">{t('screens.driver.body')}</p>
      <Link to={paths.roleEditDocuments(role)} className={buttonClass('primary', 'mt-3')}>
        {t('screens.driver.upload')}
      </Link>
    </div>
  );
}

/** A driver whose trial or subscription has ended (402): the way to renew. */
export function SubscriptionNeeded({ text }: { text: string }) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <div
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
      role="alert"
      data-testid="subscription-needed"
    >
      <p className="text-sm text-amber-900">{text}</p>
      <Link to={paths.shared.upgradeMembership} className={buttonClass('primary', 'mt-3')}>
        {t('screens.driver.renew')}
      </Link>
    </div>
  );
}
