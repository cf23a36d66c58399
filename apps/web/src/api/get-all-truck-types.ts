import type { TruckType } from '@lorrybazaar/contract';
import { useReference } from './use-reference';

export const useTruckTypes = () => useReference<TruckType>('getAllTruckTypes');
