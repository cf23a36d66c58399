import type { TruckCapacity } from '@lorrybazaar/contract';
import { useReference } from './use-reference';

export const useTruckCapacities = () => useReference<TruckCapacity>('getAllTruckCapacities');
