import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fleetFit, type OwnTruck } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { buttonClass } from '#components/ui/button';
import { useOwnTrucks } from '#api/get-trucks-by-user-id';
import { BIDS_NS } from '#config/i18n-namespaces';

/** What a load needs of a truck (listings carry these; without them every truck is offered). */
export interface LoadNeeds {
  tonnes?: number;
  truck_types_id?: string;
  truck_types_name?: string;
  truck_capacities_name: string;
}

/** The user's trucks against a load (fleetFit, the server's rule); null while unknown. */
export function useFleetFit({ tonnes, truck_types_id }: LoadNeeds) {
  const own = useOwnTrucks('').data?.data;
  return useMemo(() => {
    if (!own) return null;
    if (tonnes === undefined || truck_types_id === undefined) {
      return own.length ? { kind: 'fits' as const, trucks: own } : { kind: 'noTrucks' as const };
    }
    return fleetFit(own, { tonnes, truck_type_id: truck_types_id });
  }, [own, tonnes, truck_types_id]);
}

/**
 * Instead of an empty truck list in the bid modal: why no truck can bid (none added yet, none of
 * the right type or size, each named with its reason, or every fitting one already on a trip that
 * day) and the way on, Add Truck.
 */
export function NoTruckToBid({
  load,
  fit,
  busyOn,
}: {
  load: LoadNeeds;
  fit: ReturnType<typeof fleetFit<OwnTruck>>;
  /** Set when trucks fit but each has a trip on this day (shown as a date). */
  busyOn?: string;
}) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <div
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
      role="alert"
      data-testid="no-truck-to-bid"
    >
      {fit.kind === 'noTrucks' ? (
        <>
          <p className="font-semibold text-amber-900">{t('screens.fit.noTruckTitle')}</p>
          <p className="mt-1 text-sm text-amber-900">{t('screens.fit.noTruckBody')}</p>
        </>
      ) : fit.kind === 'noneFits' ? (
        <>
          <p className="font-semibold text-amber-900">{t('screens.fit.noneFitsTitle')}</p>
          {load.truck_types_name && (
            <p className="mt-1 text-sm text-amber-900">
              {t('screens.fit.needs', { type: load.truck_types_name, weight: load.truck_capacities_name })}
            </p>
          )}
          <ul className="mt-2 list-disc ps-5 text-sm text-amber-900" data-testid="misfits">
            {fit.misfits.map(({ truck, why }) => (
              <li key={truck.truck_id}>
                {t(why === 'tooSmall' ? 'screens.fit.tooSmall' : 'screens.fit.wrongType', {
                  reg: truck.regNumber,
                  type: truck.truck_types_name,
                  weight: truck.truck_capacities_name,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-amber-900">{t('screens.fit.allBusy', { date: busyOn })}</p>
      )}
      <Link
        to={paths.shared.addTruck}
        className={buttonClass('primary', 'mt-3')}
        data-testid="add-truck-link"
      >
        {t('screens.fit.addTruck')}
      </Link>
    </div>
  );
}

/** On a load card: a mark when none of the user's trucks can carry the load (Bid Now says why). */
export function NoFitMark({ load }: { load: LoadNeeds }) {
  const { t } = useTranslation(BIDS_NS);
  const fit = useFleetFit(load);
  if (!fit || fit.kind === 'fits') return null;
  return (
    <p className="text-sm font-medium text-amber-800" data-testid="no-fit-mark">
      {t(fit.kind === 'noTrucks' ? 'screens.fit.markNoTruck' : 'screens.fit.markNoneFits')}
    </p>
  );
}
