/** Status values of BookingListItem: pending | confirmed | checked_in | completed | cancelled. */
const KNOWN_STATUSES = ['pending', 'confirmed', 'checked_in', 'completed', 'cancelled'] as const;
export type BadgeTone = 'warning' | 'success' | 'info' | 'neutral' | 'danger';

const TONES: Record<(typeof KNOWN_STATUSES)[number], BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  checked_in: 'info',
  completed: 'neutral',
  cancelled: 'danger',
};

export function statusBadge(status: string): { labelKey: string | null; tone: BadgeTone } {
  const key = status.toLowerCase() as (typeof KNOWN_STATUSES)[number];
  if ((KNOWN_STATUSES as readonly string[]).includes(key)) return { labelKey: `booking.status.${key}`, tone: TONES[key] };
  return { labelKey: null, tone: 'neutral' };
}

/** Plural key for counts (the four UI languages only need one / other). */
export function countKey(base: string, n: number): string {
  return `${base}.${n === 1 ? 'one' : 'other'}`;
}
