import { GEOLOCATION } from '@electrobench/contracts/limits';
import type { Coords } from './weather-api';

/** SPEC section 9: timeout 10 s, a cached position up to 10 minutes old, low accuracy. */
export const GEO_OPTIONS: PositionOptions = {
  timeout: GEOLOCATION.timeoutMs,
  maximumAge: GEOLOCATION.maximumAgeMs,
  enableHighAccuracy: GEOLOCATION.enableHighAccuracy,
};

export const GEO_DEFAULT_ERROR = 'Could not get location. Using default.';

/** SPEC section 8 texts by GeolocationPositionError code. */
export function geolocationErrorText(code: number | undefined): string {
  if (code === 1) return 'Location access denied.';
  if (code === 2) return 'Location unavailable.';
  if (code === 3) return 'Location request timed out.';
  return GEO_DEFAULT_ERROR;
}

export type PositionResult = { coords: Coords } | { coords: null; error: string };

/** Never rejects: without a position the caller falls back to the default place and shows `error`. */
export function requestPosition(
  geo: Geolocation | undefined = navigator.geolocation,
): Promise<PositionResult> {
  return new Promise((resolve) => {
    if (!geo) {
      resolve({ coords: null, error: GEO_DEFAULT_ERROR });
      return;
    }
    geo.getCurrentPosition(
      (position) => resolve({ coords: { lat: position.coords.latitude, lon: position.coords.longitude } }),
      (error) => resolve({ coords: null, error: geolocationErrorText(error.code) }),
      GEO_OPTIONS,
    );
  });
}
