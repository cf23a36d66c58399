import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoadSchedule, TruckSchedule } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { formatDate } from '#lib/format';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { PHONE_QUERY, useMediaQuery } from '#lib/use-media-query';
import { ScheduleStatus } from './schedule-status';
import { usePlaceName } from '#lib/place-names';

/** One trip row, whichever list it came from. */
interface Row {
  id: string;
  date: string;
  /** Material (loads) or vehicle registration (trucks). */
  first: string;
  pickup: string;
  delivery: string;
  status: string;
  /** The other party: the truck's owner on a load's trip, the load's owner on a truck's. */
  other: string;
  /** The truck, on a load's trip: the trips of a load needing several trucks tell apart by it. */
  vehicle?: string;
}

const fromLoad = (trip: LoadSchedule): Row => ({
  id: trip.schedule_id,
  date: trip.schedules_date,
  first: trip.materials_name,
  pickup: trip.pickup_loc,
  delivery: trip.delivery_loc,
  status: trip.schedules_status,
  other: trip.other_name,
  vehicle: trip.vehicle_reg,
});
const fromTruck = (trip: TruckSchedule): Row => ({
  id: trip.schedule_id,
  date: trip.truckSchedules_date,
  first: trip.vehicle_reg,
  pickup: trip.pickup_loc,
  delivery: trip.delivery_loc,
  status: trip.schedules_status,
  other: trip.other_name,
});

/**
 * Schedule tables: Loads — Date, Material, Pickup Location, Delivery location,
 * View; Trucks — Date, Vehicle Registration, Pickup Location, Delivery location, View. Each
 * row also shows where the trip stands. Cards on a phone.
 */
export function SchedulesList(
  props: { kind: 'loads'; trips: LoadSchedule[] } | { kind: 'trucks'; trips: TruckSchedule[] },
) {
  const { t } = useTranslation(SCHEDULES_NS);
  const placeName = usePlaceName();
  const phone = useMediaQuery(PHONE_QUERY);
  const rows = props.kind === 'loads' ? props.trips.map(fromLoad) : props.trips.map(fromTruck);
  const firstLabel = props.kind === 'loads' ? t('screens.list.material') : t('screens.list.vehicle');
  const caption = props.kind === 'loads' ? t('screens.list.loadsCaption') : t('screens.list.trucksCaption');
  const view = (row: Row) => (
    <Link
      to={paths.shared.scheduleDetail(row.id)}
      className={buttonClass('secondary', 'whitespace-nowrap')}
      aria-label={t('screens.list.viewTrip', { what: row.first, date: formatDate(row.date) })}
    >
      {t('screens.list.view')}
    </Link>
  );

  if (phone)
    return (
      <ul aria-label={caption} className="space-y-3" data-testid="schedules-cards">
        {rows.map((row) => (
          <li
            key={row.id}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            data-testid="schedule-row"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs text-slate-500">{formatDate(row.date)}</p>
                <p
                  className={`font-semibold break-words text-slate-900 ${props.kind === 'trucks' ? 'font-mono' : ''}`}
                >
                  {row.first}
                </p>
                <Who row={row} />
              </div>
              <ScheduleStatus status={row.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <div className="min-w-0">
                <dt className="text-xs text-slate-500">{t('screens.list.pickup')}</dt>
                <dd className="text-sm font-medium break-words">{placeName(row.pickup)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-slate-500">{t('screens.list.delivery')}</dt>
                <dd className="text-sm font-medium break-words">{placeName(row.delivery)}</dd>
              </div>
            </dl>
            <div className="mt-3 flex justify-end">{view(row)}</div>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" data-testid="schedules-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('screens.list.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {firstLabel}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('screens.list.pickup')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('screens.list.delivery')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('screens.list.status')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">{t('screens.list.view')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-100 align-middle" data-testid="schedule-row">
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(row.date)}</td>
              <td
                className={`px-4 py-3 font-medium text-slate-900 ${props.kind === 'trucks' ? 'font-mono' : ''}`}
              >
                {row.first}
                <Who row={row} />
              </td>
              <td className="px-4 py-3 break-words">{placeName(row.pickup)}</td>
              <td className="px-4 py-3 break-words">{placeName(row.delivery)}</td>
              <td className="px-4 py-3">
                <ScheduleStatus status={row.status} />
              </td>
              <td className="px-4 py-3 text-right">{view(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Which truck and whom: "MH12AB1234 · Ravi Kumar" (a load's trip), the load's owner (a truck's). */
function Who({ row }: { row: Row }) {
  return (
    <p className="text-sm font-normal break-words text-slate-600" data-testid="trip-who">
      {row.vehicle && <span className="font-mono">{row.vehicle}</span>}
      {row.vehicle && ' · '}
      {row.other}
    </p>
  );
}
