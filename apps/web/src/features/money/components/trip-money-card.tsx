import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BRAND_NAME,
  tripDetention,
  type GateWait,
  type MoneyDue,
  type ScheduleDetail,
  type TripMoney,
  type TripPaymentLine,
} from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { CardSection } from '#components/ui/card-section';
import { ErrorState } from '#components/ui/result-states';
import { Spinner } from '#components/ui/spinner';
import { useToast } from '#components/ui/toast';
import { MONEY_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatCount, formatDate, formatDateTime, formatRupees } from '#lib/format';
import { useTripMoney, useTripMoneyActions } from '../api/trip-money';
import { PaymentForm, type PaymentDraft } from './payment-form';

const DAY_MS = 86_400_000;

/** When a part is due, as a short status: paid, overdue since the day after, due on a day, or when it will be. */
function dueText(t: (key: string, o?: Record<string, unknown>) => string, part: MoneyDue, before: string) {
  if (part.settled) return t('card.settled');
  if (!part.due_at) return before;
  if (part.overdue)
    return t('card.overdue', { date: formatDate(new Date(Date.parse(part.due_at) + DAY_MS).toISOString()) });
  return t('card.dueOn', { date: formatDate(part.due_at) });
}

function DueRow({
  label,
  status,
  part,
  testId,
}: {
  label: string;
  status: string;
  part: MoneyDue;
  testId: string;
}) {
  const tone = part.settled
    ? 'text-brand-700'
    : part.overdue
      ? 'text-red-700 font-semibold'
      : 'text-slate-700';
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3" data-testid={testId}>
      <span className="font-medium text-slate-900">{label}</span>
      <span className={`text-sm ${tone}`}>{status}</span>
    </li>
  );
}

function Line({ line, scheduleId }: { line: TripPaymentLine; scheduleId: string }) {
  const { t } = useTranslation(MONEY_NS);
  const toast = useToast();
  const { answer } = useTripMoneyActions(scheduleId);
  const send = async (action: 'confirm' | 'dispute') => {
    try {
      const answered = await answer.mutateAsync({ id: line.id, action });
      toast.success(answered.message ?? t(action === 'confirm' ? 'messages.confirmed' : 'messages.disputed'));
    } catch (failure) {
      toast.error(errorText(t, failure, 'card.failed', [MONEY_NS]));
    }
  };
  const tone = {
    recorded: 'bg-amber-50 text-amber-900',
    confirmed: 'bg-brand-50 text-brand-800',
    disputed: 'bg-red-50 text-red-800',
  }[line.state];
  const by = line.can_answer || line.state !== 'recorded' ? line.recorded_by : 'you';
  return (
    <li className="space-y-2 py-3" data-testid={`money-line-${line.kind}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-slate-900">{t(`kinds.${line.kind}`)}</span>
        <span className="font-semibold text-slate-900">{formatRupees(line.amount_rupees)}</span>
      </div>
      <p className="break-words text-xs text-slate-600">
        {[t(`methods.${line.method}`), line.reference, formatDateTime(line.recorded_at)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {line.note && <p className="break-words text-sm text-slate-700">{line.note}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-600">{t(`card.by.${by}`)}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}
          data-testid="money-line-state"
        >
          {t(`card.state.${line.state}`)}
        </span>
      </div>
      {line.can_answer && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void send('confirm')} disabled={answer.isPending}>
            {t('card.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => void send('dispute')} disabled={answer.isPending}>
            {t('card.dispute')}
          </Button>
        </div>
      )}
    </li>
  );
}

function Totals({ money }: { money: TripMoney }) {
  const { t } = useTranslation(MONEY_NS);
  const rows = [
    { key: 'agreed', value: money.agreed },
    ...(money.owed !== money.agreed ? [{ key: 'owed', value: money.owed }] : []),
    { key: 'paid', value: money.paid },
    { key: 'outstanding', value: money.outstanding },
    // What was confirmed paid beyond what is owed: shown, never lost in a 0 still to pay.
    ...(money.paid > money.owed ? [{ key: 'overpaid', value: money.paid - money.owed }] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {rows.map((row) => (
        <div
          key={row.key}
          className={`min-w-0 ${row.key === 'overpaid' ? 'rounded-lg bg-amber-50 p-2' : ''}`}
        >
          <dt className="text-xs text-slate-500">{t(`card.${row.key}`)}</dt>
          <dd
            className={`text-lg font-bold ${row.key === 'overpaid' ? 'text-amber-900' : 'text-slate-900'}`}
            data-testid={`money-${row.key}`}
          >
            {formatRupees(row.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A trip's money (decision 048): the agreed amount, what both parties confirmed, what is due and
 * overdue, each line with who recorded it and its state, the other party's lines to confirm or
 * dispute, and a detention line the trip's waits and terms suggest. No money moves through us.
 */
export function TripMoneyCard({
  trip,
  waiting,
}: {
  trip: ScheduleDetail;
  waiting: { pickup: GateWait | null; delivery: GateWait | null } | undefined;
}) {
  const { t } = useTranslation(MONEY_NS);
  const query = useTripMoney(trip.schedule_id);
  const [draft, setDraft] = useState<PaymentDraft | null>(null);
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <ErrorState
        text={errorText(t, query.error, 'card.failed', [MONEY_NS])}
        onRetry={() => void query.refetch()}
      />
    );
  const money = query.data.data;
  const detention = waiting ? tripDetention(trip.terms, waiting) : null;
  const detentionHours =
    (detention?.pickup?.chargeableHours ?? 0) + (detention?.delivery?.chargeableHours ?? 0);
  const balanceDays = trip.terms?.balance_days;
  return (
    <CardSection
      title={t('card.title')}
      subtitle={t('card.subtitle', { brand: BRAND_NAME })}
      className="space-y-4"
      testId="trip-money"
    >
      {!money.can_record && (
        // First, before the figures: the agreed amount below is no longer owed.
        <p
          className="rounded-lg bg-slate-100 p-3 text-sm font-semibold text-slate-800"
          data-testid="money-cancelled"
        >
          {t('card.cancelled')}
        </p>
      )}
      <Totals money={money} />
      {/* A cancelled trip owes no agreed amount: nothing falls due (decision 048). */}
      {money.can_record && (
        <ul className="space-y-2">
          {money.advance && (
            <DueRow
              label={t('card.advance', { amount: formatRupees(money.advance.amount) })}
              status={dueText(t, money.advance, t('card.advanceAtLr'))}
              part={money.advance}
              testId="money-advance"
            />
          )}
          <DueRow
            label={t('card.balance', { amount: formatRupees(money.balance.amount) })}
            status={dueText(
              t,
              money.balance,
              balanceDays == null
                ? t('card.noDueDate')
                : t('card.balanceAfterPod', { count: balanceDays, days: formatCount(balanceDays) }),
            )}
            part={money.balance}
            testId="money-balance"
          />
        </ul>
      )}
      {(money.unconfirmed !== 0 || money.disputed !== 0) && (
        <p className="text-sm text-slate-700">
          {[
            money.unconfirmed !== 0 && t('card.unconfirmed', { amount: formatRupees(money.unconfirmed) }),
            money.disputed !== 0 && t('card.disputed', { amount: formatRupees(money.disputed) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {detention && detention.amount > 0 && (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 p-3"
          data-testid="money-detention"
        >
          <p className="text-sm text-amber-900">
            {t('card.detention', {
              hours: formatCount(Math.round(detentionHours * 10) / 10),
              rate: formatRupees(detention.ratePerDay),
              amount: formatRupees(detention.amount),
            })}
          </p>
          {money.can_record && (
            <Button
              variant="secondary"
              onClick={() => setDraft({ kind: 'detention', amount: String(detention.amount) })}
            >
              {t('card.addDetention')}
            </Button>
          )}
        </div>
      )}
      {money.lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t('card.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {money.lines.map((line) => (
            <Line key={line.id} line={line} scheduleId={trip.schedule_id} />
          ))}
        </ul>
      )}
      {draft ? (
        <PaymentForm
          key={`${draft.kind}-${draft.amount}`}
          scheduleId={trip.schedule_id}
          draft={draft}
          stillToPay={money.outstanding}
          onDone={() => setDraft(null)}
        />
      ) : (
        money.can_record && (
          <Button onClick={() => setDraft({ kind: '', amount: '' })}>{t('card.record')}</Button>
        )
      )}
    </CardSection>
  );
}
