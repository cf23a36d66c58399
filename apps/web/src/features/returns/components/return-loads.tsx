import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadForTruck } from '@lorrybazaar/contract';
import { useLoadsForTruck } from '#api/get-loads-for-truck';
import { Icon } from '#components/ui/icons';
import { RouteLine } from '#components/ui/route-line';
import { Spinner } from '#components/ui/spinner';
import { RETURNS_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatDate } from '#lib/format';
import { usePlaceName } from '#lib/place-names';

/** The bid step on one suggested load with this truck: the bids feature draws it, the route passes it in. */
export type ReturnLoadBid = (load: LoadForTruck, truckId: string, describedBy: string) => ReactNode;

/**
 * "Return loads" under a truck (Your Truck) or a trip (schedule detail): closed at first, so the
 * screen costs nothing more; opening it makes one request, the server's ranked list
 * (docs/decisions/028), each load with a one-tap Bid for this truck.
 */
export function ReturnLoads({
  truckId,
  scheduleId,
  bid,
}: {
  truckId: string;
  scheduleId?: string;
  bid: ReturnLoadBid;
}) {
  const { t } = useTranslation(RETURNS_NS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="rounded-xl bg-slate-50 ring-1 ring-slate-200" data-testid="return-loads">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm font-semibold text-brand-700"
        >
          <Icon name="truck" size={18} />
          <span className="flex-1">{t('screens.title')}</span>
          <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-3 pb-3">
        {open && <ReturnLoadsList truckId={truckId} scheduleId={scheduleId} bid={bid} />}
      </div>
    </section>
  );
}

function ReturnLoadsList({
  truckId,
  scheduleId,
  bid,
}: {
  truckId: string;
  scheduleId?: string;
  bid: ReturnLoadBid;
}) {
  const { t } = useTranslation(RETURNS_NS);
  const placeName = usePlaceName();
  const query = useLoadsForTruck({ truck_id: truckId, schedule_id: scheduleId });
  if (query.isPending)
    return (
      <div className="flex justify-center py-4">
        <Spinner />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorText(t, query.error, 'screens.failed')}
      </p>
    );
  const { data, near } = query.data;
  return (
    <div className="space-y-2">
      <p className="text-xs text-slate-600">
        {near
          ? t('screens.near', {
              place: placeName(near.place),
              from: formatDate(near.from),
              to: formatDate(near.to),
            })
          : t('screens.noTrip')}
      </p>
      {near && data.length === 0 && (
        <p className="text-sm text-slate-700" data-testid="return-loads-empty">
          {t('empty.none')}
        </p>
      )}
      <ul className="space-y-2">
        {data.map((load) => {
          const id = `return-load-${truckId}-${scheduleId ?? ''}-${load.loads_id}`;
          return (
            <li
              key={load.loads_id}
              className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-slate-200 sm:flex-row sm:items-center"
              data-testid="return-load"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p id={id} className="text-sm font-semibold text-slate-900">
                  {load.materials_name} · {load.truck_capacities_name} · {load.truck_types_name}
                </p>
                <RouteLine from={load.pickupLoc} to={load.deliveryLoc} />
                <p className="text-xs text-slate-600">
                  {formatDate(load.pickupDate)} ·{' '}
                  {t(load.match === 'district' ? 'screens.inDistrict' : 'screens.inState')}
                </p>
              </div>
              <div className="sm:w-32">{bid(load, truckId, id)}</div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
