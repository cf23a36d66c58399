import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  BID_CODES,
  BID_MESSAGES,
  CounterFormSchema,
  counterMoveError,
  type CounterForm,
} from '@lorrybazaar/contract';
import type { z } from 'zod';
import { paths } from '#config/paths';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { useToast } from '#components/ui/toast';
import { ApiError } from '#lib/api-client';
import { useAcceptBid } from '#features/bids/api/accept-bid';
import { useDeclineBid } from '#features/bids/api/decline-bid';
import { useOwnLoadsForBids } from '#features/bids/api/get-own-open-loads';
import { useCounterOffer } from '#features/bids/api/negotiation';
import type { BidView } from '#features/bids/bid-view';
import { errorText } from '#lib/error-text';
import { formatRupees } from '#lib/format';
import { usePlaceName } from '#lib/place-names';
import { BIDS_NS, SCHEDULES_NS } from '#config/i18n-namespaces';
import { AmountField } from './bid-form-parts';

type View = 'choose' | 'confirmAccept' | 'counter';
type CounterOut = z.output<typeof CounterFormSchema>;

/** Codes that belong to the amount field rather than to a toast. */
const AMOUNT_CODES = new Set<string>([BID_CODES.counterSame]);

/** The amount field's message in a server's answer: its code, or its issue on `amount`. */
function amountErrorOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code && AMOUNT_CODES.has(error.code)) return error.code;
  if (error.status !== 400) return undefined;
  return error.body?.issues?.find((issue) => issue.path === 'amount')?.code;
}

/**
 * The 'Accept / Counter / Decline' modal (docs/decisions/009), for whichever side must answer:
 * - the owner of the load or truck: accept the amount on the table, decline, or counter;
 * - the bidder, after a counter: accept it or counter back.
 * Accepting books the trip and cannot be undone, so it asks once more (blocking
 * confirmations only there). An owner waiting for the bidder's answer may still decline.
 */
export function RespondModal({ bid, onClose }: { bid: BidView; onClose: () => void }) {
  const { t } = useTranslation([BIDS_NS, SCHEDULES_NS]);
  const toast = useToast();
  const navigate = useNavigate();
  const [view, setView] = useState<View>('choose');
  const accept = useAcceptBid(bid.kind);
  const decline = useDeclineBid(bid.kind);
  const counter = useCounterOffer(bid.kind);
  const form = useForm<CounterForm, unknown, CounterOut>({
    resolver: zodResolver(CounterFormSchema),
    defaultValues: { amount: '' },
  });
  const busy = accept.isPending || decline.isPending || counter.isPending;
  const isOwner = bid.yourSide === 'owner';
  const amount = formatRupees(bid.currentAmount);
  const name = bid.otherName;
  const placeName = usePlaceName();
  // The viewer's side of the trip: the load's owner (owner of a bid on a load, bidder with a load
  // on a posted truck) books one truck of it; the truck's owner books the truck.
  const loadSide = (bid.kind === 'on_load') === isOwner;
  const ownLoads = useOwnLoadsForBids(loadSide);
  const trucksOpen = ownLoads.data?.find((load) => load.loads_id === bid.load.id)?.trucks_open ?? 0;
  // A load needing several trucks stays open after this one (docs/decisions/017): say so, and
  // stay with its other bids instead of leaving for the schedule.
  const trucksLeft = loadSide ? Math.max(0, trucksOpen - 1) : 0;
  const confirmBody = !loadSide
    ? t('screens.respond.confirmBodyTruck')
    : trucksLeft > 0
      ? t('screens.respond.confirmBodyTrucksLeft', { count: trucksLeft })
      : t('screens.respond.confirmBody');

  const onAccept = () =>
    accept.mutate(bid.id, {
      onSuccess: (answer) => {
        toast.success(t('schedules:messages.scheduled'));
        onClose();
        if (trucksLeft > 0) return;
        const tab = answer.data.your_side === 'truck' ? '?tab=trucks' : '';
        void navigate(`${paths.shared.schedule}${tab}`);
      },
      onError: (error) => {
        toast.error(errorText(t, error, 'screens.respond.acceptFailed'));
        if (error instanceof ApiError && error.status === 409) onClose();
      },
    });

  const onDecline = () =>
    decline.mutate(bid.id, {
      onSuccess: () => {
        toast.success(t('messages.declined'));
        onClose();
      },
      onError: (error) => {
        toast.error(errorText(t, error, 'screens.respond.declineFailed'));
        if (error instanceof ApiError && error.status === 409) onClose();
      },
    });

  const onCounter = form.handleSubmit((values) => {
    // The two sides move towards each other (decision 009): the server's rule, said before sending.
    const wrongWay = counterMoveError(bid.kind, bid.yourSide, values.amount, bid.currentAmount);
    if (wrongWay) {
      form.setError('amount', { message: wrongWay }, { shouldFocus: true });
      return;
    }
    counter.mutate(
      { bid_id: bid.id, amount: values.amount },
      {
        onSuccess: () => {
          toast.success(t('messages.countered'));
          onClose();
        },
        onError: (error) => {
          const code = amountErrorOf(error);
          if (code) {
            form.setError('amount', { message: code });
            return;
          }
          toast.error(errorText(t, error, 'screens.respond.counterFailed'));
          if (error instanceof ApiError && error.status === 409) onClose();
        },
      },
    );
  });

  const amountError = form.formState.errors.amount?.message;

  return (
    <Modal
      open
      onClose={onClose}
      title={isOwner ? t('screens.respond.ownerChoices') : t('screens.respond.titleBidder')}
    >
      <div className="mb-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-800" data-testid="respond-summary">
        <p className="font-semibold">
          {bid.yourTurn
            ? t(isOwner && bid.counters === 0 ? 'screens.respond.theyBid' : 'screens.respond.theyOffer', {
                name,
                amount,
              })
            : t('screens.respond.youWait', { name, amount })}
        </p>
        <p className="mt-1 text-slate-600">
          {bid.kind === 'on_load'
            ? t('screens.respond.onLoad', {
                material: bid.load.material,
                from: placeName(bid.load.from),
                to: placeName(bid.load.to),
                regNumber: bid.truck.regNumber,
              })
            : t('screens.respond.onTruck', {
                material: bid.load.material,
                from: placeName(bid.load.from),
                to: placeName(bid.load.to),
                regNumber: bid.truck.regNumber,
              })}
        </p>
      </div>

      {view === 'choose' && (
        <div className="flex flex-col gap-2">
          {bid.yourTurn && (
            <>
              <Button onClick={() => setView('confirmAccept')} disabled={busy}>
                {t('screens.respond.accept', { amount })}
              </Button>
              <Button variant="secondary" onClick={() => setView('counter')} disabled={busy}>
                {t('screens.respond.counterBack')}
              </Button>
            </>
          )}
          {isOwner && (
            <Button variant="danger" onClick={onDecline} disabled={busy}>
              {decline.isPending ? t('screens.respond.declining') : t('screens.respond.decline')}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('screens.common.cancel')}
          </Button>
        </div>
      )}

      {view === 'confirmAccept' && (
        <div role="alertdialog" aria-labelledby="accept-confirm-title" aria-describedby="accept-confirm-body">
          <p id="accept-confirm-title" className="text-base font-semibold text-slate-900">
            {t('screens.respond.confirmTitle', { name, amount })}
          </p>
          <p id="accept-confirm-body" className="mt-2 text-sm text-slate-700">
            {confirmBody}
          </p>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setView('choose')} disabled={busy}>
              {t('screens.respond.back')}
            </Button>
            <Button onClick={onAccept} disabled={busy} autoFocus>
              {accept.isPending
                ? t('screens.respond.accepting')
                : t('screens.respond.confirmAccept', { amount })}
            </Button>
          </div>
        </div>
      )}

      {view === 'counter' && (
        <form
          onSubmit={onCounter}
          noValidate
          className="space-y-4"
          aria-label={t('screens.respond.counterLabel')}
        >
          <AmountField
            registration={form.register('amount')}
            label={t('screens.respond.counterLabel')}
            error={amountError && t(amountError, { name, amount })}
          />
          {/* The counter went past the other side's price: meeting it is accepting it, one tap away. */}
          {(amountError === BID_MESSAGES.counterAbove || amountError === BID_MESSAGES.counterBelow) && (
            <Button variant="secondary" onClick={() => setView('confirmAccept')} disabled={busy}>
              {t('screens.respond.accept', { amount })}
            </Button>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setView('choose')} disabled={busy}>
              {t('screens.respond.back')}
            </Button>
            <Button type="submit" disabled={busy}>
              {counter.isPending ? t('screens.respond.sending') : t('screens.respond.sendCounter')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
