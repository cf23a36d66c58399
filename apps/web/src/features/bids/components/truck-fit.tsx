import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fleetFit, isPaperHold, type OwnTruck, type PaperHold, type Unfit } from '@lorrybazaar/contract';
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

/** The user's trucks against a load (fleetFit, the server's rules); null while unknown. */
export function useFleetFit({ tonnes, truck_types_id }: LoadNeeds) {
  const own = useOwnTrucks('').data?.data;
  return useMemo(() => {
    if (!own) return null;
    // Needs not known: every truck fits by size and type, and only its papers judge it.
    const needs = tonnes === undefined || truck_types_id === undefined;
    return fleetFit(own, needs ? null : { tonnes, truck_type_id: truck_types_id });
  }, [own, tonnes, truck_types_id]);
}

const REASON: Record<Unfit, string> = {
  tooSmall: 'screens.fit.tooSmall',
  wrongType: 'screens.fit.wrongType',
  rcRejected: 'screens.fit.rcRejected',
  insuranceRejected: 'screens.fit.insuranceRejected',
};

/** Your Trucks, where a rejected paper is uploaded again (decision 069). */
function YourTrucksLink({ className }: { className: string }) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <Link to={paths.shared.yourTruck} className={className} data-testid="your-trucks-link">
      {t('translation:nav.yourTrucks')}
    </Link>
  );
}

/** Each truck the modal leaves out, with why: its type, its size, or a paper to upload again. */
function Reasons({ items }: { items: { truck: OwnTruck; why: Unfit }[] }) {
  const { t } = useTranslation(BIDS_NS);
  return (
    <ul className="mt-2 list-disc ps-5 text-sm text-amber-900" data-testid="misfits">
      {items.map(({ truck, why }) => (
        <li key={truck.truck_id} data-reason={why}>
          {t(REASON[why], {
            reg: truck.regNumber,
            type: truck.truck_types_name,
            weight: truck.truck_capacities_name,
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * Under the truck choice of the bid modal: the trucks that would fit but for a rejected RC or
 * insurance (decision 069), not offered, each with its paper, and Your Trucks to upload it again.
 */
export function HeldTrucks({ held }: { held: { truck: OwnTruck; why: PaperHold }[] }) {
  if (!held.length) return null;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3" data-testid="held-trucks">
      <Reasons items={held} />
      <YourTrucksLink className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2" />
    </div>
  );
}

/**
 * Instead of an empty truck list in the bid modal: why no truck can bid (none added yet, none of
 * the right type or size, or with its RC or insurance rejected, each named with its reason, or
 * every fitting one already on a trip that day) and the way on: Add Truck, and Your Trucks when a
 * paper is to be uploaded again.
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
  const reasons = fit.kind === 'noneFits' ? fit.misfits.map((item) => item.why) : [];
  // A truck that fits but for its papers: Your Trucks is the way on, before Add Truck.
  const papersHeld = reasons.some(isPaperHold);
  const papersOnly = papersHeld && reasons.every(isPaperHold);
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
          <p className="font-semibold text-amber-900">
            {t(papersOnly ? 'screens.fit.uploadPapers' : 'screens.fit.noneFitsTitle')}
          </p>
          {load.truck_types_name && !papersOnly && (
            <p className="mt-1 text-sm text-amber-900">
              {t('screens.fit.needs', { type: load.truck_types_name, weight: load.truck_capacities_name })}
            </p>
          )}
          <Reasons items={fit.misfits} />
        </>
      ) : (
        <p className="text-sm text-amber-900">{t('screens.fit.allBusy', { date: busyOn })}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {papersHeld && <YourTrucksLink className={buttonClass('primary')} />}
        <Link
          to={paths.shared.addTruck}
          className={buttonClass(papersHeld ? 'secondary' : 'primary')}
          data-testid="add-truck-link"
        >
          {t('screens.fit.addTruck')}
        </Link>
      </div>
    </div>
  );
}

/**
 * On a load card: a mark when none of the user's trucks can carry the load, or only ones whose
 * papers are to be uploaded again (Bid Now says why).
 */
export function NoFitMark({ load }: { load: LoadNeeds }) {
  const { t } = useTranslation(BIDS_NS);
  const fit = useFleetFit(load);
  if (!fit || fit.kind === 'fits') return null;
  const mark =
    fit.kind === 'noTrucks'
      ? 'screens.fit.markNoTruck'
      : fit.misfits.every(({ why }) => isPaperHold(why))
        ? 'screens.fit.uploadPapers'
        : 'screens.fit.markNoneFits';
  return (
    <p className="text-sm font-medium text-amber-800" data-testid="no-fit-mark">
      {t(mark)}
    </p>
  );
}
