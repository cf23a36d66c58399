import type { Role } from '@lorrybazaar/contract';
import { paths } from '#config/paths';

export interface Shortcut {
  /** i18n key under `shortcuts` in the `dashboard` namespace. */
  label: 'searchLoad' | 'addLoad' | 'searchTruck' | 'addTruck';
  to: string;
  icon: 'search' | 'plus';
}

/**
 * The dashboard shortcuts, each going to the signed-in role's own screen
 * (docs/decisions/014): transporters and brokers use their area's routes, shippers and drivers the
 * shared /c ones; the shipper's "Search Truck" opens the truck search, not /c/Loads.
 */
export function shortcutsFor(role: Role): Shortcut[] {
  if (role === 'shipper')
    return [
      { label: 'searchTruck', to: paths.shared.trucks, icon: 'search' },
      { label: 'addLoad', to: paths.shared.addLoad, icon: 'plus' },
    ];
  if (role === 'driver')
    return [
      { label: 'searchLoad', to: paths.shared.loads, icon: 'search' },
      { label: 'addTruck', to: paths.shared.addTruck, icon: 'plus' },
    ];
  return [
    { label: 'searchLoad', to: paths.roleScreen(role, 'Loads'), icon: 'search' },
    { label: 'addLoad', to: paths.roleScreen(role, 'AddLoad'), icon: 'plus' },
    { label: 'searchTruck', to: paths.roleScreen(role, 'Trucks'), icon: 'search' },
    { label: 'addTruck', to: paths.roleScreen(role, 'AddTruck'), icon: 'plus' },
  ];
}
