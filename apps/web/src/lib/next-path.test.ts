import { describe, expect, it } from 'vitest';
import { afterSignIn, keepNext } from './after-sign-in';
import { signInPath } from './next-path';

describe('deep links across sign-in', () => {
  it('sends a signed-out visitor to the role cards with the page asked for', () => {
    expect(signInPath({ pathname: '/c/Schedule/12', search: '?tab=trucks' })).toBe(
      '/?next=%2Fc%2FSchedule%2F12%3Ftab%3Dtrucks#register-as',
    );
    expect(signInPath({ pathname: '/', search: '' })).toBe('/');
  });

  it('opens that page after signing in when the role may, else the role’s home', () => {
    const search = (next: string) => `?next=${encodeURIComponent(next)}`;
    expect(afterSignIn('shipper', search('/c/Schedule/12?tab=trucks'))).toBe('/c/Schedule/12?tab=trucks');
    expect(afterSignIn('transporter', search('/Transpoter/Loads'))).toBe('/Transpoter/Loads');
    expect(afterSignIn('broker', search('/ops/reports'))).toBe('/ops/reports');
    expect(afterSignIn('shipper', search('/Transpoter/Loads'))).toBe('/Shipper');
    expect(afterSignIn('driver', search('/Driver/UpdateProfile/9876543210'))).toBe('/Driver');
    for (const outside of ['https://evil.example/c/x', '//evil.example/c/x', '/\\evil.example', 'c/x'])
      expect(afterSignIn('driver', search(outside))).toBe('/Driver');
    expect(afterSignIn('driver', '')).toBe('/Driver');
    // An operator's account opens the console, unless a link asked for a page.
    expect(afterSignIn('broker', '', true)).toBe('/ops');
    expect(afterSignIn('broker', search('/c/Schedule/12'), true)).toBe('/c/Schedule/12');
    expect(afterSignIn('broker', search('/Broker/Profile'), true)).toBe('/Broker/Profile');
  });

  it('carries the page asked for through the steps, and nothing else', () => {
    expect(keepNext('?next=%2Fc%2FSchedule%2F12&x=1')).toBe('?next=%2Fc%2FSchedule%2F12');
    expect(keepNext('')).toBe('');
  });
});
