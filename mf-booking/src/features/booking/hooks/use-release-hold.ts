import { useT } from '@rednest/shared/i18n';
import { bookingErrorText } from '../../../utils/booking-error';
import { useReleaseSaleRoom } from '../api/release-sale-room';

/**
 * Releasing a held booking's rooms from a page that offers it (the ways to pay, the abandoned-booking
 * screen): PUT booking/v16/release_sale_room gives them back now, then the booking is read again so the
 * page turns to its ended state. The page's failure is cleared first; a refusal is set in words (bookingErrorText).
 */
export function useReleaseHold(options: {
  refetch: () => Promise<unknown>;
  setFailure: (text: string | null) => void;
}) {
  const t = useT();
  const release = useReleaseSaleRoom();
  const releaseRooms = async (salt: string) => {
    options.setFailure(null);
    try {
      await release.mutateAsync({ body: { booking_salt: salt } });
      await options.refetch();
    } catch (error) {
      options.setFailure(bookingErrorText(error, t));
    }
  };
  return { releaseRooms, releasing: release.isPending };
}
