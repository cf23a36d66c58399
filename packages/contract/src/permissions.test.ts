import { describe, expect, it } from 'vitest';
import { PERMISSIONS, can, rolesWith } from './permissions.js';

describe('the role table', () => {
  it('answers who may do what, as docs/api.md (Roles) lists it', () => {
    expect(can('shipper', 'postLoads')).toBe(true);
    expect(can('shipper', 'ownTrucks')).toBe(false);
    expect(can('driver', 'bidOnLoads')).toBe(true);
    expect(can('driver', 'bidOnTrucks')).toBe(false);
    expect(can('driver', 'businessPlans')).toBe(false);
    expect(can(null, 'postLoads')).toBe(false);
  });

  it('hands guards a copy, so no caller can change the table', () => {
    const roles = rolesWith('postLoads');
    roles.push('driver');
    expect(PERMISSIONS.postLoads).not.toContain('driver');
  });
});
