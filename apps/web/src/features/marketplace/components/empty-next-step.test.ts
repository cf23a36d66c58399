import { describe, expect, it } from 'vitest';
import { nextStep } from './empty-next-step';

describe('the step an empty marketplace list offers', () => {
  it('clears a search that found nothing, for every role', () => {
    for (const role of ['shipper', 'transporter', 'broker', 'driver'] as const) {
      expect(nextStep('loads', true, role)).toBe('clear');
      expect(nextStep('trucks', true, role)).toBe('clear');
    }
  });

  it("offers the viewer's own side of the trade when nothing is listed at all", () => {
    expect(nextStep('loads', false, 'shipper')).toBe('addLoad');
    expect(nextStep('loads', false, 'transporter')).toBe('postTruck');
    expect(nextStep('loads', false, 'broker')).toBe('postTruck');
    expect(nextStep('loads', false, 'driver')).toBe('postTruck');
    expect(nextStep('trucks', false, 'shipper')).toBe('addLoad');
    expect(nextStep('trucks', false, 'transporter')).toBe('addLoad');
    expect(nextStep('trucks', false, 'driver')).toBeNull();
    expect(nextStep('loads', false, null)).toBeNull();
  });
});
