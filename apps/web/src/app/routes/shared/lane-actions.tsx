import { SaveLaneButton } from '#features/lanes/components/save-lane-button';
import type { SearchAction } from '#features/marketplace/card-actions';

// The routes compose the two features here: the lanes feature's Save this search beside the
// marketplace's search forms (docs/decisions/022-web-layers.md).
export const saveSearchAsLane: SearchAction = (search) => <SaveLaneButton lane={search} />;
