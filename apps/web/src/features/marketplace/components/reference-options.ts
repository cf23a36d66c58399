import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaterials } from '#api/get-all-materials';
import { useTruckCapacities } from '#api/get-all-truck-capacities';
import { useTruckTypes } from '#api/get-all-truck-types';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import type { Option } from '#components/ui/select-field';

/** The empty first entry of each list's select. */
const PLACEHOLDER = {
  materials: 'screens.placeholders.material',
  capacities: 'screens.placeholders.weight',
  types: 'screens.placeholders.truckType',
} as const;

/** Reference lists as select options, in the user's language. */
export function useReferenceOptions() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const materials = useMaterials();
  const capacities = useTruckCapacities();
  const types = useTruckTypes();
  return useMemo(() => {
    const lists = {
      materials: (materials.data ?? []).map((m): Option => ({
        value: m.materials_id,
        label: m.materials_name,
      })),
      capacities: (capacities.data ?? []).map((c): Option => ({
        value: c.truck_capacities_id,
        label: c.truck_capacities_name,
      })),
      types: (types.data ?? []).map((ty): Option => ({
        value: ty.truck_types_id,
        label: ty.truck_types_name,
      })),
    };
    const loading = materials.isPending || capacities.isPending || types.isPending;
    return {
      capacityRows: capacities.data ?? [],
      loading,
      failed: materials.isError || capacities.isError || types.isError,
      /** A SelectField's placeholder, options and loading state for one list. */
      choices: (list: keyof typeof lists) => ({
        placeholder: t(PLACEHOLDER[list]),
        options: lists[list],
        loading,
      }),
    };
  }, [
    t,
    materials.data,
    capacities.data,
    types.data,
    materials.isPending,
    capacities.isPending,
    types.isPending,
    materials.isError,
    capacities.isError,
    types.isError,
  ]);
}
