import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, isoToStayDate, stayDateToIso } from '@rednest/shared/format';

/**
 * Moves the stay in the URL on to `earliest` (DD-MM-YYYY: the check-in the API named when it
 * refused one that is already past at the destination, INVALID_DATES details[].value), keeping its
 * nights. Replaces the history entry: Back does not return to the refused dates. The listing and
 * the hotel page both recover this way.
 */
export function useMoveToEarliest(nights: number) {
  const [, setParams] = useSearchParams();
  return useCallback(
    (earliest: string) => {
      const start = stayDateToIso(earliest);
      if (!start) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('check_in_date', earliest);
          next.set('check_out_date', isoToStayDate(addDays(start, nights)));
          return next;
        },
        { replace: true },
      );
    },
    [nights, setParams],
  );
}
