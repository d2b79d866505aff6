import { useEffect } from 'react';
import type { Booking } from '@rednest/shared/contracts';
import { session } from '@rednest/shared/session';

/**
 * A confirmed booking that bought a club plan made its owner a member: the stored profile says so
 * at once, so the listing and hotel page show them club prices without signing in again.
 */
export function useClubJoined(booking: Booking) {
  const joined = booking.adjustments.some((a) => a.kind === 'membership');
  useEffect(() => {
    const current = session.getUser();
    if (joined && current && !current.club_member) session.setUserInfo({ ...current, club_member: true });
  }, [joined]);
}
