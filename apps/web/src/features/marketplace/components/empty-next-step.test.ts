import { describe, expect, it } from 'vitest';
import { nextSteps, ownItemsNote } from './empty-next-step';

describe('the steps an empty marketplace list offers', () => {
  it("offers the viewer's own side of the trade, and Clear search first after a search", () => {
    expect(nextSteps('loads', false, 'shipper')).toEqual(['addLoad']);
    expect(nextSteps('loads', true, 'shipper')).toEqual(['clear', 'addLoad']);
    for (const role of ['transporter', 'broker', 'driver'] as const) {
      expect(nextSteps('loads', false, role)).toEqual(['postTruck']);
      expect(nextSteps('loads', true, role)).toEqual(['clear', 'postTruck']);
    }
    for (const role of ['shipper', 'transporter', 'broker'] as const) {
      expect(nextSteps('trucks', false, role)).toEqual(['addLoad']);
      expect(nextSteps('trucks', true, role)).toEqual(['clear', 'addLoad']);
    }
    expect(nextSteps('trucks', false, 'driver')).toEqual([]);
    expect(nextSteps('trucks', true, 'driver')).toEqual(['clear']);
    expect(nextSteps('loads', false, null)).toEqual([]);
  });
});

describe('ownItemsNote', () => {
  it('tells whoever has items of the list’s kind that their own are not listed, and where they are', () => {
    for (const role of ['shipper', 'broker', 'transporter'] as const)
      expect(ownItemsNote('loads', role)?.to).toBe('/c/YourLoads');
    expect(ownItemsNote('loads', 'driver')).toBeNull();
    for (const role of ['transporter', 'driver'] as const)
      expect(ownItemsNote('trucks', role)?.to).toBe('/c/YourTruck');
    expect(ownItemsNote('trucks', 'shipper')).toBeNull();
    expect(ownItemsNote('loads', null)).toBeNull();
  });
});
