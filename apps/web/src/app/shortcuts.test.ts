import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_AREA } from '@lorrybazaar/contract';
import { routes } from './router';
import { shortcutsFor } from '#features/dashboard/shortcuts';

describe('dashboard shortcuts', () => {
  it.each(ROLES)('%s: each opens a screen of the app, in the role’s own area or /c', (role) => {
    for (const { to } of shortcutsFor(role)) {
      const matched = matchRoutes(routes, to) ?? [];
      expect(matched.at(-1)?.route.path, to).not.toBe('*');
      expect(to.startsWith(`/${ROLE_AREA[role]}/`) || to.startsWith('/c/'), to).toBe(true);
    }
  });

  it('keep the seed’s shortcuts, with the shipper’s "Search Tuck" fixed to the truck search', () => {
    expect(shortcutsFor('transporter').map((s) => s.to)).toEqual([
      '/Transpoter/Loads',
      '/Transpoter/AddLoad',
      '/Transpoter/Trucks',
      '/Transpoter/AddTruck',
    ]);
    expect(shortcutsFor('broker').map((s) => s.to)).toEqual([
      '/Broker/Loads',
      '/Broker/AddLoad',
      '/Broker/Trucks',
      '/Broker/AddTruck',
    ]);
    expect(shortcutsFor('shipper').map((s) => [s.label, s.to])).toEqual([
      ['searchTruck', '/c/Trucks'],
      ['addLoad', '/c/AddLoad'],
    ]);
    expect(shortcutsFor('driver').map((s) => [s.label, s.to])).toEqual([
      ['searchLoad', '/c/Loads'],
      ['addTruck', '/c/AddTruck'],
    ]);
  });
});
