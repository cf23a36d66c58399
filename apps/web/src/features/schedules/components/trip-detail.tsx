import { useTranslation } from 'react-i18next';
import {
  reportBarredBy,
  SCHEDULE_STATUS,
  type ScheduleDetail,
  type ScheduleParty,
  type TripMilestone,
} from '@lorrybazaar/contract';
import { formatCount, formatDate, formatDateTime, formatRupees } from '#lib/format';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { RouteLine } from '#components/ui/route-line';
import { CardSection } from '#components/ui/card-section';
import { TermsDetails } from '#components/ui/terms-line';
import { ScheduleStatus } from './schedule-status';
import { TripCancel } from './trip-cancel';
import { TripPapers } from './trip-papers';

/** Scheduled → in transit → delivered, with the time each step happened. */
function Progress({ trip }: { trip: ScheduleDetail }) {
  const { t } = useTranslation(SCHEDULES_NS);
  const steps = [
    { key: 'scheduled', at: trip.createdAt, done: true },
    { key: 'inTransit', at: trip.in_transit_at, done: trip.in_transit_at !== null },
    { key: 'delivered', at: trip.delivered_at, done: trip.delivered_at !== null },
  ];
  const current = trip.delivered_at ? 2 : trip.in_transit_at ? 1 : 0;
  return (
    // On a phone the steps stand one under another, each a row of its label and time: a third of
    // 360 px cut Tamil's one-word "Scheduled" (திட்டமிடப்பட்டது) in two. Side by side from 640 px.
    <ol className="grid gap-2 sm:grid-cols-3" aria-label={t('screens.detail.progress')}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          aria-current={index === current ? 'step' : undefined}
          className={`flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 rounded-xl border-l-4 bg-white px-3 py-2 shadow-sm ring-1 ring-slate-200 sm:block sm:border-t-4 sm:border-l-0 sm:p-3 ${
            step.done ? 'border-brand-600' : 'border-slate-200'
          }`}
        >
          <p
            className={`text-sm font-semibold break-words ${step.done ? 'text-brand-700' : 'text-slate-500'}`}
          >
            {t(`screens.status.${step.key}`)}
          </p>
          <p className="text-xs text-slate-500">{step.at ? formatDateTime(step.at) : '—'}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * One side of the trip. When an operator suspended the other side their card says so, and their
 * number is not offered while the trip may still be re-posted instead (TripCancel); once it may
 * not (the truck checked in at the pickup, or the goods are on it), the number is how to reach it.
 */
function Party({
  title,
  party,
  you,
  suspended,
  callable,
}: {
  title: string;
  party: ScheduleParty;
  you: boolean;
  suspended: boolean;
  callable: boolean;
}) {
  const { t } = useTranslation(SCHEDULES_NS);
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="party">
      <p className="text-xs text-slate-500">
        {title}
        {you && (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">
            {t('screens.detail.you')}
          </span>
        )}
      </p>
      <p className="mt-1 font-semibold break-words text-slate-900">{party.users_name}</p>
      {suspended && (
        <p className="mt-1 text-sm font-semibold text-red-700" data-testid="party-suspended-mark">
          {t('screens.detail.suspended')}
        </p>
      )}
      {party.company && party.company !== party.users_name && (
        <p className="text-sm break-words text-slate-700">{party.company}</p>
      )}
      <p className="text-sm text-slate-600">{party.user_types_name}</p>
      {!you && callable && party.mobile && (
        <a
          href={`tel:+91${party.mobile}`}
          className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {t('screens.detail.call', { mobile: `+91 ${party.mobile}` })}
        </a>
      )}
    </div>
  );
}

function Facts({
  title,
  facts,
}: {
  title: string;
  facts: { label: string; value: string; testId?: string }[];
}) {
  return (
    <CardSection title={title}>
      <dl className="grid grid-cols-2 gap-3">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs text-slate-500">{fact.label}</dt>
            <dd className="text-sm font-medium break-words text-slate-900" data-testid={fact.testId}>
              {fact.value || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </CardSection>
  );
}

export function TripDetail({
  trip,
  milestones,
  issuedLr = null,
}: {
  trip: ScheduleDetail;
  /** The truck's check-ins (the trip's tracking, read by the page): they decide the reports offered. */
  milestones: readonly TripMilestone[];
  /** The number of the LR issued in the app (the page reads the consignment note), null when none is. */
  issuedLr?: string | null;
}) {
  const { t } = useTranslation(SCHEDULES_NS);
  const status = trip.schedules_status;
  const cancelled = status === SCHEDULE_STATUS.cancelled;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-slate-900">{trip.materials_name}</h1>
            <ScheduleStatus status={status} />
          </div>
          <div className="mt-3 max-w-md">
            <RouteLine from={trip.pickup_loc} to={trip.delivery_loc} />
          </div>
        </div>
        <div className="sm:text-right">
          <p className="text-xs text-slate-500">{t('screens.detail.amount')}</p>
          <p className="text-2xl font-bold text-slate-900" data-testid="trip-amount">
            {formatRupees(trip.amount)}
          </p>
        </div>
      </div>

      <TripCancel trip={trip} milestones={milestones} />

      {!cancelled && <Progress trip={trip} />}

      <div className="grid gap-4 md:grid-cols-2">
        {(['load', 'truck'] as const).map((side) => {
          const you = trip.your_side === side;
          const suspended = !you && trip.other_party_suspended;
          return (
            <Party
              key={side}
              title={t(side === 'load' ? 'screens.detail.loadOwner' : 'screens.detail.truckOwner')}
              party={side === 'load' ? trip.load_owner : trip.truck_owner}
              you={you}
              suspended={suspended}
              callable={
                !suspended ||
                status !== SCHEDULE_STATUS.scheduled ||
                reportBarredBy('party_suspended', milestones, trip.your_side) !== null
              }
            />
          );
        })}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Facts
          title={t('screens.detail.trip')}
          facts={[
            { label: t('screens.detail.bookedOn'), value: formatDate(trip.schedules_date) },
            { label: t('screens.detail.pickupDate'), value: formatDate(trip.pickupDate) },
            { label: t('screens.detail.weight'), value: trip.load_capacities_name },
            { label: t('screens.detail.trucks'), value: formatCount(trip.no_of_trucks) },
            ...(trip.comments ? [{ label: t('screens.detail.comments'), value: trip.comments }] : []),
          ]}
        />
        <Facts
          title={t('screens.detail.truck')}
          facts={[
            { label: t('screens.detail.vehicle'), value: trip.vehicle_reg, testId: 'trip-vehicle' },
            { label: t('screens.detail.truckType'), value: trip.truck_types_name },
            { label: t('screens.detail.capacity'), value: trip.truck_capacities_name },
          ]}
        />
      </div>

      {trip.terms && (
        // The deal as copied at booking (decision 043), worded as the listing cards word it; the
        // price is the trip's agreed amount, shown above, not what the listing asked.
        <CardSection title={t('screens.detail.terms')} testId="trip-terms">
          <TermsDetails terms={trip.terms} asked={false} />
        </CardSection>
      )}

      <section aria-labelledby="trip-documents">
        <h2 id="trip-documents" className="mb-3 text-lg font-semibold text-slate-900">
          {t('screens.documents.title')}
        </h2>
        <TripPapers trip={trip} issuedLr={issuedLr} />
      </section>
    </div>
  );
}
