import { useReference } from '#api/use-reference';
import type { Material, TruckType } from '@lorrybazaar/contract';

/**
 * A material's or a truck type's name by id in the screen's language, for the notifications that
 * keep only the id (a saved lane's new load or truck). The lists are asked for only when such a
 * notification is shown (`enabled`), and are cached for the visit; '' until they arrive.
 */
export function useReferenceLabel(enabled: boolean) {
  const materials = useReference<Material>('getAllMaterials', {}, enabled);
  const truckTypes = useReference<TruckType>('getAllTruckTypes', {}, enabled);
  return (kind: 'material' | 'truckType', id: string): string =>
    kind === 'material'
      ? (materials.data?.find((row) => row.materials_id === id)?.materials_name ?? '')
      : (truckTypes.data?.find((row) => row.truck_types_id === id)?.truck_types_name ?? '');
}
