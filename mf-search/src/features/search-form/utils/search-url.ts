import type { SearchCriteria } from '@rednest/shared/contracts';

/**
 * The results URL inside the locale (the router's basename adds `/{locale}`):
 * /search?location=<slug>&name=<display name>&check_in_date=DD-MM-YYYY&check_out_date=DD-MM-YYYY&rooms=1&guest=2
 */
export function searchPath(c: SearchCriteria, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({
    location: c.location,
    name: c.locationName,
    check_in_date: c.check_in_date,
    check_out_date: c.check_out_date,
    rooms: String(c.rooms),
    guest: String(c.guest),
    ...extra,
  });
  return `/search?${q.toString()}`;
}
