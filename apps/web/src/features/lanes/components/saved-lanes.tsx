import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedLane } from '@lorrybazaar/contract';
import { useMaterials } from '#api/get-all-materials';
import { useTruckCapacities } from '#api/get-all-truck-capacities';
import { useTruckTypes } from '#api/get-all-truck-types';
import { CardSkeletons, EmptyState, ErrorState } from '#components/ui/result-states';
import { LANES_NS } from '#config/i18n-namespaces';
import { useSavedLanes } from '#features/lanes/api/get-saved-lanes';
import { DeleteLaneModal } from './delete-lane-modal';
import { LaneCard, type LaneFilterNames } from './lane-card';
import { RenameLaneModal } from './rename-lane-modal';

/** Reference names by id, in the screen's language, for the lanes' filter chips. */
function useFilterNames(): LaneFilterNames {
  const types = useTruckTypes();
  const capacities = useTruckCapacities();
  const materials = useMaterials();
  return useMemo(() => {
    const lookup = <T,>(rows: T[] | undefined, id: keyof T, name: keyof T) => {
      const map = new Map((rows ?? []).map((row) => [String(row[id]), String(row[name])]));
      return (value: string) => map.get(value);
    };
    return {
      truckType: lookup(types.data, 'truck_types_id', 'truck_types_name'),
      capacity: lookup(capacities.data, 'truck_capacities_id', 'truck_capacities_name'),
      material: lookup(materials.data, 'materials_id', 'materials_name'),
    };
  }, [types.data, capacities.data, materials.data]);
}

/**
 * The user's saved lanes (docs/api.md, Saved lanes): how many of the most, each lane as a card,
 * rename and delete in a dialog. `searchHref` is the search a lane opens; the route gives it,
 * as the search screens belong to the marketplace.
 */
export function SavedLanes({ searchHref }: { searchHref: (lane: SavedLane) => string }) {
  const { t } = useTranslation(LANES_NS);
  const query = useSavedLanes();
  const names = useFilterNames();
  const [renaming, setRenaming] = useState<SavedLane | null>(null);
  const [deleting, setDeleting] = useState<SavedLane | null>(null);

  if (query.isPending) return <CardSkeletons count={3} />;
  if (query.isError) return <ErrorState text={t('screens.error')} onRetry={() => void query.refetch()} />;
  const { data: lanes, max } = query.data;

  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-slate-600" data-testid="lanes-count">
        {t('screens.count', { count: lanes.length, max })}
      </p>
      {lanes.length === 0 ? (
        <EmptyState text={t('screens.empty')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {lanes.map((lane) => (
            <LaneCard
              key={lane.savedLane_id}
              lane={lane}
              names={names}
              searchHref={searchHref(lane)}
              onRename={() => setRenaming(lane)}
              onDelete={() => setDeleting(lane)}
            />
          ))}
        </ul>
      )}
      <RenameLaneModal lane={renaming} onClose={() => setRenaming(null)} />
      <DeleteLaneModal lane={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
