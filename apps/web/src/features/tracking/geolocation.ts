/** What a fix failed with, as the screens word it. */
export type FixError = 'denied' | 'unavailable';

/** The phone's position once, as the API takes it. */
export interface Fix {
  lat: number;
  lng: number;
  accuracy_m: number;
  /** When the phone took it (ISO). */
  at: string;
}

export const fixOf = (position: GeolocationPosition): Fix => ({
  lat: position.coords.latitude,
  lng: position.coords.longitude,
  accuracy_m: Math.ceil(position.coords.accuracy),
  at: new Date(position.timestamp).toISOString(),
});

export const fixError = (error: GeolocationPositionError): FixError =>
  error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable';

/** One fix now (a check-in): a fresh one, a minute at most to find it. */
export function currentFix(): Promise<Fix> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject('unavailable' satisfies FixError);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(fixOf(position)),
      (error) => reject(fixError(error)),
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 60_000 },
    );
  });
}
