import type { BookingListItem, BookingStatus } from '@rednest/shared/contracts';

export type BadgeTone = 'warning' | 'success' | 'info' | 'neutral' | 'danger';

const TONES: Record<BookingStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  checked_in: 'info',
  completed: 'neutral',
  cancelled: 'danger',
};

export function statusBadge(status: BookingStatus): { labelKey: string; tone: BadgeTone } {
  return { labelKey: `booking.status.${status}`, tone: TONES[status] };
}

/** The bookings of all loaded pages in order; one that moved between pages while paging shows once. */
export function uniqueBookings(pages: ReadonlyArray<{ bookings: BookingListItem[] }>): BookingListItem[] {
  const seen = new Set<number>();
  const unique: BookingListItem[] = [];
  for (const booking of pages.flatMap((page) => page.bookings)) {
    if (seen.has(booking.id)) continue;
    seen.add(booking.id);
    unique.push(booking);
  }
  return unique;
}
