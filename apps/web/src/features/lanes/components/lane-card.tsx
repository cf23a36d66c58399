import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { laneName, type SavedLane } from '@lorrybazaar/contract';
import { Button, buttonClass } from '#components/ui/button';
import { Icon } from '#components/ui/icons';
import { LANES_NS } from '#config/i18n-namespaces';
import { usePlaceName } from '#lib/place-names';

export interface LaneFilterNames {
  truckType: (id: string) => string | undefined;
  capacity: (id: string) => string | undefined;
  material: (id: string) => string | undefined;
}

/**
 * One saved lane: its name, what it looks for, the route in the screen's language ("anywhere"
 * without a delivery place), its other filters as chips, and Search now, Rename, Delete.
 */
export function LaneCard({
  lane,
  names,
  searchHref,
  onRename,
  onDelete,
}: {
  lane: SavedLane;
  names: LaneFilterNames;
  searchHref: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(LANES_NS);
  const placeName = usePlaceName();
  const titleId = useId();
  const chips = [
    lane.truck_type_id &&
      t('screens.filters.truckType', { value: names.truckType(lane.truck_type_id) ?? '…' }),
    lane.capacity_id && t('screens.filters.capacity', { value: names.capacity(lane.capacity_id) ?? '…' }),
    lane.kind === 'loads' &&
      lane.material_id &&
      t('screens.filters.material', { value: names.material(lane.material_id) ?? '…' }),
  ].filter((chip): chip is string => Boolean(chip));

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="saved-lane"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
          {laneName(lane.name, placeName)}
        </h2>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          <Icon name={lane.kind === 'loads' ? 'box' : 'truck'} size={14} />
          {t(lane.kind === 'loads' ? 'screens.loads' : 'screens.trucks')}
        </span>
      </div>
      <p
        className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-800"
        data-testid="lane-route"
      >
        <span className="break-words">{placeName(lane.pickupLoc)}</span>
        <Icon name="arrow" size={16} className="shrink-0 text-slate-400" />
        <span className="break-words">
          {lane.deliveryLoc ? placeName(lane.deliveryLoc) : t('screens.anywhere')}
        </span>
      </p>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
              {chip}
            </li>
          ))}
        </ul>
      )}
      {/* Search now across the card, Rename and Delete below it: no button wraps at 360 px. */}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
        <Link to={searchHref} className={buttonClass('primary', 'col-span-2')} aria-describedby={titleId}>
          <Icon name="search" size={16} />
          {t('screens.search')}
        </Link>
        <Button variant="secondary" onClick={onRename} aria-describedby={titleId}>
          {t('screens.rename')}
        </Button>
        <Button
          variant="ghost"
          className="text-red-700 ring-1 ring-slate-200"
          onClick={onDelete}
          aria-describedby={titleId}
        >
          {t('screens.delete')}
        </Button>
      </div>
    </li>
  );
}
