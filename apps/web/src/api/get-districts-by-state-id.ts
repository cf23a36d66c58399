import type { District } from '@lorrybazaar/contract';
import { useReference } from './use-reference';

/** Districts of one state; nothing is asked until a state is chosen. */
export const useDistricts = (statesId: string) =>
  useReference<District>('getDistrictsByStateId', { states_id: statesId }, Boolean(statesId));
