import type { State } from '@lorrybazaar/contract';
import { useReference } from './use-reference';

export const useStates = () => useReference<State>('getAllStates');
