import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CANCEL_BEFORE_PICKUP,
  NO_SHOW_REASONS,
  REPORT_TOO_SOON,
  SCHEDULE_STATUS,
  INDIA_OFFSET_MS,
  reportBarredBy,
  reportOpensAt,
  todayInIndia,
  type CancelReason,
  type ScheduleDetail,
  type TripMilestone,
} from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { SelectField } from '#components/ui/select-field';
import { useToast } from '#components/ui/toast';
import { errorCode, errorText } from '#lib/error-text';
import { formatDateTime } from '#lib/format';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { useCancelTrip } from '../api/cancel-trip';

/** Which dialog is open: a cancel with a chosen reason, or a one-reason report. */
type Asking = { kind: 'cancel' } | { kind: 'report'; reason: CancelReason } | null;

/**
 * What a party may do to call the trip off now (docs/decisions/045, amended 2026-11-29): until
 * the side's report opens (`reportOpensAt`: noon of the pickup day in India, and not before
 * REPORT_GRACE_HOURS after the booking) a cancel with a reason; from then the side's no-show
 * report, unless the truck's check-ins refuse it (`barred`: the server's 409 for it, shown
 * instead; decisions 051, 054); any day, the re-post of a trip whose other party is suspended,
 * unless the check-ins refuse it too (`repostBarred`, decision 061). On the pickup day before the
 * report opens, `opensAt` says when it will, as the server's 409 would. Nothing once the trip is
 * picked up, delivered or cancelled. The check-ins are unknown while the trip's tracking loads:
 * the server still checks.
 */
function choices(trip: ScheduleDetail, now: Date, milestones: readonly TripMilestone[]) {
  if (trip.schedules_status !== SCHEDULE_STATUS.scheduled) return null;
  const reason = NO_SHOW_REASONS[trip.your_side];
  const opensAt = reportOpensAt(trip.pickupDate, trip.createdAt);
  const open = now >= opensAt;
  const pickupDay = todayInIndia(now) >= trip.pickupDate;
  const barred = pickupDay ? reportBarredBy(reason, milestones, trip.your_side) : null;
  return {
    cancel: !open,
    noShow: open ? reason : null,
    barred,
    opensAt: pickupDay && !open && !barred ? opensAt : null,
    repost: trip.other_party_suspended,
    repostBarred: reportBarredBy('party_suspended', milestones, trip.your_side),
  };
}

/** The longest wait a timer is set for: a later instant is looked at again then. */
const RECHECK_MS = 3_600_000;

/**
 * Now, as the trip's choices read it: taken again when they next change by the clock alone (its
 * pickup day begins, the report opens), so an open page offers the report without a reload.
 */
function useNowAtTurns(trip: ScheduleDetail): Date {
  const [now, setNow] = useState(() => new Date());
  const { pickupDate, createdAt, schedules_status: status } = trip;
  useEffect(() => {
    if (status !== SCHEDULE_STATUS.scheduled) return;
    const dayStart = Date.parse(`${pickupDate}T00:00:00Z`) - INDIA_OFFSET_MS;
    const next = [dayStart, reportOpensAt(pickupDate, createdAt).getTime()].find((at) => at > now.getTime());
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(next - now.getTime() + 50, RECHECK_MS));
    return () => clearTimeout(timer);
  }, [now, pickupDate, createdAt, status]);
  return now;
}

const tooSoon = (code: string | undefined) => Object.values<string>(REPORT_TOO_SOON).includes(code ?? '');

function CancelDialog({
  trip,
  asking,
  onClose,
}: {
  trip: ScheduleDetail;
  asking: Exclude<Asking, null>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(SCHEDULES_NS);
  const toast = useToast();
  const mutation = useCancelTrip(trip.schedule_id);
  const [reason, setReason] = useState<string>(asking.kind === 'report' ? asking.reason : '');
  const title =
    asking.kind === 'report' ? t(`screens.cancel.report.${asking.reason}`) : t('screens.cancel.title');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await mutation.mutateAsync(reason as CancelReason).catch(() => undefined);
    if (!answer) return;
    if (answer.message) toast.success(answer.message);
    onClose();
  }

  return (
    <Modal open onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        {asking.kind === 'cancel' && (
          <SelectField
            label={t('screens.cancel.reason')}
            placeholder={t('screens.cancel.choose')}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            options={CANCEL_BEFORE_PICKUP.map((value) => ({
              value,
              label: t(`screens.cancel.reasons.${value}`),
            }))}
          />
        )}
        <p className="text-sm text-slate-700">{t('screens.cancel.warning')}</p>
        {mutation.isError && (
          <p role="alert" className="text-sm text-red-700">
            {tooSoon(errorCode(mutation.error))
              ? // The server's clock said it is too soon: when it opens, by the rule the server read.
                t(errorCode(mutation.error)!, {
                  at: formatDateTime(
                    reportOpensAt(trip.pickupDate, trip.createdAt).toISOString(),
                    i18n.language,
                  ),
                })
              : errorText(t, mutation.error, 'screens.cancel.failed')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('screens.cancel.keep')}
          </Button>
          <Button type="submit" variant="danger" disabled={!reason || mutation.isPending}>
            {t('screens.cancel.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A cancelled trip: who called it off, when, and why. */
function CancelledNotice({ trip }: { trip: ScheduleDetail }) {
  const { t } = useTranslation(SCHEDULES_NS);
  const cancellation = trip.cancellation;
  if (!cancellation) return null;
  const byYou = cancellation.by_side === trip.your_side;
  return (
    <section
      role="status"
      className="rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200"
      data-testid="trip-cancelled"
    >
      <p className="font-semibold">
        {t(byYou ? 'screens.cancel.cancelledByYou' : 'screens.cancel.cancelledByOther', {
          at: formatDateTime(cancellation.at),
        })}
      </p>
      <p className="text-sm">
        {t('screens.cancel.reasonIs', { reason: t(`screens.cancel.reasons.${cancellation.reason}`) })}
      </p>
    </section>
  );
}

/**
 * Before the side's report opens on the pickup day: from when it may be made, in the words of
 * the server's 409, and the other party's number to call meanwhile (not a suspended party's:
 * the trip may be re-posted instead).
 */
function ReportOpens({ trip, opensAt }: { trip: ScheduleDetail; opensAt: Date }) {
  const { t, i18n } = useTranslation(SCHEDULES_NS);
  const reason = NO_SHOW_REASONS[trip.your_side];
  const other = trip.your_side === 'load' ? trip.truck_owner : trip.load_owner;
  return (
    <div className="space-y-1 text-sm text-slate-600" data-testid="report-opens">
      <p>{t(REPORT_TOO_SOON[reason], { at: formatDateTime(opensAt.toISOString(), i18n.language) })}</p>
      {!trip.other_party_suspended && (
        <p>
          {t(`screens.cancel.meanwhile.${trip.your_side}`)}{' '}
          {other.mobile && (
            <a href={`tel:+91${other.mobile}`} className="font-semibold text-brand-700 underline">
              {t('screens.detail.call', { mobile: `+91 ${other.mobile}` })}
            </a>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * The trip's call-off controls and notices: the cancelled state, the suspended party's notice
 * with its re-post button, and the cancel or no-show buttons with their dialog; on the pickup
 * day before the report opens, when it will and whom to call meanwhile.
 */
export function TripCancel({
  trip,
  milestones,
}: {
  trip: ScheduleDetail;
  /** The truck's check-ins, from the trip's tracking the page reads (empty until it has loaded). */
  milestones: readonly TripMilestone[];
}) {
  const { t } = useTranslation(SCHEDULES_NS);
  const [asking, setAsking] = useState<Asking>(null);
  const now = useNowAtTurns(trip);
  if (trip.schedules_status === SCHEDULE_STATUS.cancelled) return <CancelledNotice trip={trip} />;
  const can = choices(trip, now, milestones);
  if (!can) return null;
  // A check-in arriving while the dialog is open closes it, and so does the report opening while
  // a cancel's is: the server would refuse.
  const refused =
    asking?.kind === 'report'
      ? asking.reason === 'party_suspended'
        ? can.repostBarred
        : can.barred
      : asking?.kind === 'cancel' && !can.cancel;
  return (
    <div className="space-y-3">
      {can.repost && (
        <section
          role="alert"
          className="rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
          data-testid="party-suspended"
        >
          <p className="font-semibold">{t('screens.cancel.suspendedTitle')}</p>
          {can.repostBarred ? (
            <p className="mt-1 text-sm" data-testid="repost-barred">
              {t(can.repostBarred)}
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm">{t('screens.cancel.suspendedText')}</p>
              <Button
                className="mt-3"
                onClick={() => setAsking({ kind: 'report', reason: 'party_suspended' })}
              >
                {t('screens.cancel.repost')}
              </Button>
            </>
          )}
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        {can.cancel && (
          <Button variant="secondary" onClick={() => setAsking({ kind: 'cancel' })}>
            {t('screens.cancel.button')}
          </Button>
        )}
        {can.noShow && !can.barred && (
          <Button variant="secondary" onClick={() => setAsking({ kind: 'report', reason: can.noShow! })}>
            {t(`screens.cancel.reasons.${can.noShow}`)}
          </Button>
        )}
      </div>
      {can.barred && (
        <p className="text-sm text-slate-600" data-testid="report-barred">
          {t(can.barred)}
        </p>
      )}
      {can.opensAt && <ReportOpens trip={trip} opensAt={can.opensAt} />}
      {asking && !refused && <CancelDialog trip={trip} asking={asking} onClose={() => setAsking(null)} />}
    </div>
  );
}
