import { useCallback, useEffect, useState } from 'react';

export type PositionState =
  | { status: 'locating' }
  | { status: 'found'; lat: number; lng: number; accuracyM: number }
  | { status: 'denied' }
  | { status: 'unavailable' }
  | { status: 'unsupported' };

/** Rounded to ~100 m: enough to list nearby hotels, and the exact spot never leaves the browser. */
const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The browser's position for hotels-around-you. Asked once on mount (the page exists to use it);
 * "denied" stays until the person changes the browser's permission, "unavailable" (no fix, timeout)
 * can be retried.
 */
/** `null`: not wanted (the page already has a point), nothing is asked. */
export function useCurrentPosition(
  geolocation: Geolocation | null | undefined = typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
) {
  const [state, setState] = useState<PositionState>(geolocation ? { status: 'locating' } : { status: 'unsupported' });
  const locate = useCallback(() => {
    if (!geolocation) return;
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (p) =>
        setState({
          status: 'found',
          lat: round(p.coords.latitude),
          lng: round(p.coords.longitude),
          accuracyM: p.coords.accuracy,
        }),
      (e) => setState({ status: e.code === 1 ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, [geolocation]);
  useEffect(() => {
    locate();
  }, [locate]);
  return { state, retry: locate } as const;
}
