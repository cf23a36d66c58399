import type { Material } from '@lorrybazaar/contract';
import { useReference } from './use-reference';

export const useMaterials = () => useReference<Material>('getAllMaterials');
