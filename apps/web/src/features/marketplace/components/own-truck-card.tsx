import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRUCK_STATUS, type OwnTruck } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import type { CardAction } from '#features/marketplace/card-actions';
import { buttonClass } from '#components/ui/button';
import { formatDate } from '#features/marketplace/format';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Icon } from '#components/ui/icons';
import { Fact, RouteLine } from '#components/ui/route-line';
import { usePlaceName } from '#lib/place-names';
import { TruckPapersList } from './truck-papers';

/** The loads search for this truck ("Find Load"): near its base, loads it can carry. */
export function findLoadLink(truck: OwnTruck): string {
  const query = new URLSearchParams({
    pickupLoc: truck.location,
    capacity_id: truck.truck_capacities_id,
  });
  return `${paths.shared.loads}?${query}`;
}

/**
 * One of Your Trucks: type, registration, location, capacity. An added truck
 * offers Post Truck and Find Load; a posted one shows where it is posted, Find Load and View
 * Bids (with the number of bids waiting for the user).
 */
export function OwnTruckCard({
  truck,
  action,
  footer,
}: {
  truck: OwnTruck;
  action: CardAction<OwnTruck>;
  /** Below the buttons: what another feature shows for this truck (its return loads). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const placeName = usePlaceName();
  const added = truck.trucks_status === TRUCK_STATUS.added;
  const posted = truck.trucks_status === TRUCK_STATUS.posted;
  const [date = '', time = ''] = (truck.postTrucks_dateTime ?? '').split(' ');
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={`own-truck-${truck.truck_id}`}
      data-testid="own-truck-card"
    >
      {/* The truck type is read whole (Tamil's "ஓப்பன் பாடி" once showed as "ஓப…"): it wraps, and
          when the badge leaves it less than 9rem the badge takes a line of its own below. */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name="truck" size={22} />
        </span>
        <div className="min-w-0 flex-1 basis-36">
          <h3
            id={`own-truck-${truck.truck_id}`}
            className="text-base font-semibold break-words text-slate-900"
          >
            {truck.truck_types_name}
          </h3>
          <p
            id={`own-truck-${truck.truck_id}-reg`}
            className="font-mono text-sm tracking-wide text-slate-700"
            data-testid="reg-number"
          >
            {truck.regNumber}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
            posted ? 'bg-blue-50 text-blue-700' : 'bg-brand-50 text-brand-700'
          }`}
          data-testid="truck-status"
        >
          {posted ? t('screens.status.truck.posted') : t('screens.status.truck.added')}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t('screens.cards.location')} value={placeName(truck.location)} />
        <Fact label={t('screens.cards.capacity')} value={truck.truck_capacities_name} />
      </dl>
      <TruckPapersList truck={truck} />
      {posted && truck.postTrucks_from && truck.postTrucks_to && (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="mb-1 text-xs text-slate-500">
            {t('screens.cards.postedFor', { date: `${formatDate(date)} ${time}`.trim() })}
          </p>
          <RouteLine from={truck.postTrucks_from} to={truck.postTrucks_to} />
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {added && (
          <Link
            to={paths.shared.postTruck(truck.truck_id)}
            aria-describedby={`own-truck-${truck.truck_id}-reg`}
            className={buttonClass('primary', 'flex-1')}
          >
            {t('screens.yourTruck.postTruck')}
          </Link>
        )}
        <Link
          to={findLoadLink(truck)}
          aria-describedby={`own-truck-${truck.truck_id}-reg`}
          className={buttonClass('secondary', 'flex-1')}
        >
          {t('screens.yourTruck.findLoad')}
        </Link>
        {action(truck, `own-truck-${truck.truck_id}-reg`)}
      </div>
      {footer}
    </article>
  );
}
