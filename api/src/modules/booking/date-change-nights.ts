/**
 * The nights of a change of dates: which nights the new stay adds and which it drops, and THE
 * availability step that takes them (one for the quote and the change alike).
 */
import { addDays } from '@rednest/shared/format';
import type { Db } from '../../db/client.ts';
import type { BookingRow } from './booking.repository.ts';
import type { DateChangeRow, NightRange } from './date-change.repository.ts';
import { soldOut } from './summary.service.ts';
import type { DateChangeServiceDeps } from './date-change-deps.ts';

/** the number of nights of [from, to) outside [exceptFrom, exceptTo) */
export function nightsOutside(from: string, to: string, exceptFrom: string, exceptTo: string): number {
  let n = 0;
  for (let d = from; d < to; d = addDays(d, 1)) if (d < exceptFrom || d >= exceptTo) n += 1;
  return n;
}

/** the nights a change from [oldIn, oldOut) to [newIn, newOut) adds and drops, for the booking's room type and rooms */
export const ranges = (
  row: { room_type_id: number; rooms: number },
  oldIn: string,
  oldOut: string,
  newIn: string,
  newOut: string,
) => ({
  /** nights of the new stay the booking does not hold */
  added: {
    roomTypeId: row.room_type_id,
    rooms: row.rooms,
    from: newIn,
    to: newOut,
    exceptFrom: oldIn,
    exceptTo: oldOut,
  } satisfies NightRange,
  /** nights of the old stay the new one does not keep */
  dropped: {
    roomTypeId: row.room_type_id,
    rooms: row.rooms,
    from: oldIn,
    to: oldOut,
    exceptFrom: newIn,
    exceptTo: newOut,
  } satisfies NightRange,
});

export function createNightClaims(deps: Pick<DateChangeServiceDeps, 'repo'>) {
  /**
   * THE availability step of a change, one for the quote and the change alike, in `tx`: the open
   * change of other dates gives back the nights it holds, then every night of the new stay the
   * booking does not hold yet is taken, all or none (409 ROOM_SOLD_OUT); the booking's own nights
   * are its own. Answers false when the open change already holds these very dates (nothing to take).
   */
  async function claimNights(
    tx: Db,
    row: BookingRow,
    next: { checkIn: string; checkOut: string },
    open: DateChangeRow | null,
  ): Promise<boolean> {
    if (open && open.newCheckIn === next.checkIn && open.newCheckOut === next.checkOut) return false;
    if (open)
      await deps.repo.returnNights(
        tx,
        ranges(row, open.oldCheckIn, open.oldCheckOut, open.newCheckIn, open.newCheckOut).added,
      );
    const added = ranges(row, row.check_in, row.check_out, next.checkIn, next.checkOut).added;
    const wanted = nightsOutside(added.from, added.to, added.exceptFrom, added.exceptTo);
    if (wanted > 0 && (await deps.repo.takeNights(tx, added)) !== wanted) throw soldOut();
    return true;
  }

  return { claimNights };
}
