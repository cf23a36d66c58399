import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { typedWhole, type LanePrice, type Role } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Button, buttonClass } from '#components/ui/button';
import { Spinner } from '#components/ui/spinner';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatRupees } from '#lib/format';
import { BIDS_NS, TRUST_NS } from '#config/i18n-namespaces';
import type { MyLoadBidsState, MyTruckBidsState } from '#features/bids/nav-state';
import { bidFailure, type BidNotice } from './bid-failure';

/**
 * What a bid modal does with the server's answer: on success a toast, the modal closed and my
 * bids with the item I bid with (`next` says which, after resetting the form); on failure the
 * reason as a toast and, for an unverified driver or a lapsed subscription, a notice.
 */
export function useBidOutcome(onClose: () => void) {
  const { t } = useTranslation(BIDS_NS);
  const toast = useToast();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<BidNotice>(null);
  return {
    notice,
    clearNotice: () => setNotice(null),
    /** The mutation's callbacks. */
    callbacks: (next: () => { to: string; state: MyLoadBidsState | MyTruckBidsState }) => ({
      onSuccess: () => {
        toast.success(t('messages.bidPlaced'));
        const { to, state } = next();
        onClose();
        void navigate(to, { state });
      },
      onError: (error: unknown) => {
        const failure = bidFailure(t, error);
        // An unusual price is a question in the modal, not a failure.
        if (failure.notice?.kind !== 'price') toast.error(failure.text);
        setNotice(failure.notice);
      },
    }),
  };
}

/** A bid modal's choices are loading. */
export function BidChoicesLoading() {
  return (
    <div className="flex justify-center py-6">
      <Spinner />
    </div>
  );
}

/** A bid modal's form: its fields, the notice of a refused bid, Cancel and 'Confirm Bidding'. */
export function BidForm({
  label,
  onSubmit,
  notice,
  pending,
  onCancel,
  onConfirmPrice,
  onChangePrice,
  amount,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  notice: BidNotice;
  pending: boolean;
  onCancel: () => void;
  /** Sends the same bid again with `confirm_price` (the price question's Yes). */
  onConfirmPrice: () => void;
  onChangePrice: () => void;
  /** The amount typed, for the price question. */
  amount: string | number;
  children: ReactNode;
}) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      {children}
      {notice?.kind === 'driver' && <DriverNotVerified role="driver" />}
      {notice?.kind === 'subscription' && <SubscriptionNeeded text={notice.text} />}
      {notice?.kind === 'price' && (
        <PriceQuestion
          direction={notice.direction}
          lane={notice.lane}
          amount={amount}
          pending={pending}
          onConfirm={onConfirmPrice}
          onChange={onChangePrice}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('screens.common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('screens.modal.submitting') : t('screens.modal.confirm')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A price far outside the lane's range: say so, and send it only when the user says yes. The
 * amount is as typed ("₹ 42 000", Indic digits), read as the contract reads it.
 */
export function PriceQuestion({
  direction,
  lane,
  amount,
  pending,
  onConfirm,
  onChange,
}: {
  direction: 'below' | 'above';
  lane: LanePrice;
  amount: string | number;
  pending: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const { t, i18n } = useTranslation(TRUST_NS);
  const lng = i18n.language;
  return (
    <div
      role="alert"
      className="space-y-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
      data-testid="price-question"
    >
      <p className="font-semibold text-amber-900">{t('confirm.title')}</p>
      <p className="text-sm text-amber-900">
        {t(`confirm.${direction}`, {
          amount: formatRupees(typedWhole(amount, 'rupees') ?? 0, lng),
          low: formatRupees(lane.low, lng),
          high: formatRupees(lane.high, lng),
        })}{' '}
        {t('confirm.question')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onConfirm} disabled={pending}>
          {t('confirm.send')}
        </Button>
        <Button variant="ghost" onClick={onChange}>
          {t('confirm.change')}
        </Button>
      </div>
    </div>
  );
}

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

/**
 * The example amount of a bid's placeholder: the asking price for one truck, else the middle of
 * the lane's usual range (to the hundred rupees), else none; a fixed number would be wrong for
 * most trips (₹3,500 for 28 tonnes across India).
 */
export function exampleAmount(asking: number | null | undefined, lane: LanePrice | null | undefined) {
  if (asking) return asking;
  return lane ? Math.round((lane.low + lane.high) / 200) * 100 : null;
}

/** 'Enter your Amount': whole rupees, with an example that fits the trip when one is known. */
export function AmountField({
  registration,
  error,
  label,
  example = null,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  /** The placeholder's example (exampleAmount); none for a counter offer, whose amount is on screen. */
  example?: number | null;
}) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <TextField
      {...registration}
      label={label ?? t('screens.modal.amount')}
      prefix="₹"
      inputMode="numeric"
      autoComplete="off"
      placeholder={
        example ? t('screens.modal.amountPlaceholder', { amount: formatRupees(example) }) : undefined
      }
      // The server's limits (BID_AMOUNT_MIN..MAX), said before the user types, not only after.
      hint={t('validation.amountLimits')}
      error={error}
      required
    />
  );
}

/**
 * What a driver must do before bidding (both documents approved; docs/api.md, Roles), with the way to
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
