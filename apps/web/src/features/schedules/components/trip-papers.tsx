import { useTranslation } from 'react-i18next';
import { SCHEDULE_STATUS, todayInIndia, type ScheduleDetail } from '@lorrybazaar/contract';
import { formatDate } from '#lib/format';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { TripDocumentCard } from './trip-document';

/**
 * A trip's two papers with the server's rules (trade's `assertMayAttach`), on the trip's page and
 * on Trip documents alike: none once delivered or cancelled; the proof of delivery after the
 * lorry receipt and not before the pickup day (India), which is said up front with its date. The
 * lorry receipt may come earlier (goods loaded ahead of the day), so before the day it is offered
 * with the date and what it does (decision 050). Once an LR is issued in the app (`issuedLr`, its
 * number), that note is the trip's LR: the card shows its PDF and says how to upload another
 * (cancel it first), never "Replace it with another file", as the server refuses one then
 * (docs/decisions/039-trip-paperwork.md, amended 2026-11-29).
 */
export function TripPapers({
  trip,
  issuedLr = null,
}: {
  trip: ScheduleDetail;
  /** The number of the trip's LR issued in the app (the consignment note), null when none is. */
  issuedLr?: string | null;
}) {
  const { t } = useTranslation(SCHEDULES_NS);
  const cancelled = trip.schedules_status === SCHEDULE_STATUS.cancelled;
  const locked = cancelled || trip.schedules_status === SCHEDULE_STATUS.delivered;
  const lockedReason = t(
    cancelled ? 'screens.documents.lockedCancelled' : 'screens.documents.lockedDelivered',
  );
  const hasLr = trip.lorry_receipt !== null;
  const beforePickup = todayInIndia() < trip.pickupDate;
  const pickupDay = formatDate(trip.pickupDate);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TripDocumentCard
        key={`lr-${trip.schedule_id}`}
        purpose="lorry_receipt"
        scheduleId={trip.schedule_id}
        document={trip.lorry_receipt}
        canUpload={!locked && !issuedLr}
        lockedReason={
          locked || !issuedLr ? lockedReason : t('screens.documents.lockedIssuedLr', { number: issuedLr })
        }
        note={beforePickup && !hasLr ? t('screens.documents.lrBeforePickup', { date: pickupDay }) : undefined}
      />
      <TripDocumentCard
        key={`pod-${trip.schedule_id}`}
        purpose="proof_of_delivery"
        scheduleId={trip.schedule_id}
        document={trip.proof_of_delivery}
        canUpload={hasLr && !locked && !beforePickup}
        lockedReason={
          locked
            ? lockedReason
            : beforePickup
              ? t('screens.documents.lockedBeforePickup', { date: pickupDay })
              : t('screens.documents.lockedNeedsLr')
        }
      />
    </div>
  );
}
