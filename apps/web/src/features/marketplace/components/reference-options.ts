import { useMemo } from 'react';
import { useMaterials } from '../api/get-all-materials';
import { useTruckCapacities } from '../api/get-all-truck-capacities';
import { useTruckTypes } from '../api/get-all-truck-types';
import type { Option } from './select-field';

/** Reference lists as select options, in the user's language. */
export function useReferenceOptions() {
  const materials = useMaterials();
  const capacities = useTruckCapacities();
  const types = useTruckTypes();
  return useMemo(
    () => ({
      materials: (materials.data ?? []).map((m): Option => ({
        value: m.materials_id,
        label: m.materials_name,
      })),
      capacities: (capacities.data ?? []).map((c): Option => ({
        value: c.truck_capacities_id,
        label: c.truck_capacities_name,
      })),
      capacityRows: capacities.data ?? [],
      types: (types.data ?? []).map((ty): Option => ({
        value: ty.truck_types_id,
        label: ty.truck_types_name,
      })),
      loading: materials.isPending || capacities.isPending || types.isPending,
      failed: materials.isError || capacities.isError || types.isError,
    }),
    [
      materials.data,
      capacities.data,
      types.data,
      materials.isPending,
      capacities.isPending,
      types.isPending,
      materials.isError,
      capacities.isError,
      types.isError,
    ],
  );
}
