/** A change of dates as its guest reads it (the DateChange contract), from its row or a quote. */
import type { DateChange } from '@rednest/shared/contracts';
import { nightsBetween } from '@rednest/shared/format';
import type { DateChangeRow, NewPrice } from './date-change.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

/** the new stay's price before its adjustments, and the adjustments priced again for it (add-ons, coupon, reward) */
export const newLines = (price: NewPrice) => ({
  stay_total: price.totalMinor - price.adjustments.reduce((sum, a) => sum + a.amount, 0),
  adjustments: price.adjustments,
});

export function toDateChange(row: DateChangeRow): DateChange {
  return {
    id: row.id,
    status: row.status,
    old_check_in_date: row.oldCheckIn,
    old_check_out_date: row.oldCheckOut,
    check_in_date: row.newCheckIn,
    check_out_date: row.newCheckOut,
    no_of_nights: nightsBetween(row.newCheckIn, row.newCheckOut),
    currency: row.currency,
    old_total: row.oldTotalMinor,
    new_total: row.newTotalMinor,
    difference: row.differenceMinor,
    ...newLines(row.newPrice),
    hold_expires_at: row.status === 'awaiting_payment' ? iso(row.holdExpiresAt) : null,
    refund:
      row.refundStatus === null
        ? null
        : {
            amount: Math.abs(row.differenceMinor),
            status: row.refundStatus,
            requested_at: iso(row.refundRequestedAt ?? row.createdAt)!,
            processed_at: iso(row.refundProcessedAt),
          },
    created_at: iso(row.createdAt),
  };
}
