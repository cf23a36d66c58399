import { describe, expect, it } from 'vitest';
import { landingTab } from './landing-tab';

describe('landingTab', () => {
  const both = ['loads', 'trucks'] as const;

  it('honours a tab named in the address, when the screen offers it', () => {
    expect(landingTab('trucks', both, { loads: 3, trucks: 0 })).toBe('trucks');
    expect(landingTab('loads', both, { loads: 0, trucks: 2 })).toBe('loads');
    expect(landingTab('trucks', ['loads'], { loads: 0 })).toBe('loads');
  });

  it('opens on the first tab where the user has something', () => {
    expect(landingTab(null, both, { loads: 0, trucks: 2 })).toBe('trucks');
    expect(landingTab(null, both, { loads: 1, trucks: 2 })).toBe('loads');
    expect(landingTab('bogus', both, { loads: 0, trucks: 0 })).toBe('loads');
  });

  it('waits while a count that decides it is unknown', () => {
    expect(landingTab(null, both, { loads: 0, trucks: undefined })).toBeUndefined();
    expect(landingTab(null, both, { loads: undefined, trucks: 4 })).toBeUndefined();
    // A first tab with something decides at once.
    expect(landingTab(null, both, { loads: 2, trucks: undefined })).toBe('loads');
  });
});
