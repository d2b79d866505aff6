/** Changes of a booking's dates. The only date-change file that touches the database. */
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { BookingAdjustment } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { inventory } from '../../db/schema/catalog.ts';
import { bookingDateChanges, bookings } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/payment.ts';

/** the new stay's price lines, written to the booking when the change is applied */
export interface NewPrice {
  roomChargeMinor: number;
  discountMinor: number;
  serviceMinor: number;
  taxesMinor: number;
  totalMinor: number;
  adjustments: BookingAdjustment[];
}

/** cancelled: its booking ended (cancelled, released, run out) while the change waited for its payment */
export type DateChangeStatus = 'awaiting_payment' | 'applied' | 'expired' | 'cancelled';
export type ChangeRefundStatus = 'requested' | 'processing' | 'refunded' | 'failed';

export interface DateChangeRow {
  id: number;
  bookingId: number;
  status: DateChangeStatus;
  oldCheckIn: string;
  oldCheckOut: string;
  newCheckIn: string;
  newCheckOut: string;
  oldTotalMinor: number;
  newTotalMinor: number;
  differenceMinor: number;
  currency: string;
  newPrice: NewPrice;
  holdExpiresAt: Date | null;
  refundStatus: ChangeRefundStatus | null;
  refundPaymentId: number | null;
  refundProviderRef: string | null;
  refundRequestedAt: Date | null;
  refundProcessedAt: Date | null;
  createdAt: Date;
}

/** nights of [from, to) outside [exceptFrom, exceptTo) */
export interface NightRange {
  roomTypeId: number;
  rooms: number;
  from: string;
  to: string;
  exceptFrom: string;
  exceptTo: string;
}

const columns = {
  id: bookingDateChanges.id,
  bookingId: bookingDateChanges.bookingId,
  status: bookingDateChanges.status,
  oldCheckIn: bookingDateChanges.oldCheckIn,
  oldCheckOut: bookingDateChanges.oldCheckOut,
  newCheckIn: bookingDateChanges.newCheckIn,
  newCheckOut: bookingDateChanges.newCheckOut,
  oldTotalMinor: bookingDateChanges.oldTotalMinor,
  newTotalMinor: bookingDateChanges.newTotalMinor,
  differenceMinor: bookingDateChanges.differenceMinor,
  currency: bookingDateChanges.currency,
  newPrice: bookingDateChanges.newPrice,
  holdExpiresAt: bookingDateChanges.holdExpiresAt,
  refundStatus: bookingDateChanges.refundStatus,
  refundPaymentId: bookingDateChanges.refundPaymentId,
  refundProviderRef: bookingDateChanges.refundProviderRef,
  refundRequestedAt: bookingDateChanges.refundRequestedAt,
  refundProcessedAt: bookingDateChanges.refundProcessedAt,
  createdAt: bookingDateChanges.createdAt,
};

const nightsWhere = (
  r: NightRange,
) => sql`${inventory.roomTypeId} = ${r.roomTypeId} and ${inventory.stayDate} >= ${r.from} and ${inventory.stayDate} < ${r.to}
    and not (${inventory.stayDate} >= ${r.exceptFrom} and ${inventory.stayDate} < ${r.exceptTo})`;
/** the availability rule of a change, one for the quote and the change: a night is on sale when `rooms` more rooms fit in it */
const onSale = (r: NightRange) =>
  sql`${nightsWhere(r)} and ${inventory.soldRooms} + ${r.rooms} <= ${inventory.totalRooms}`;

/**
 * Ends every open change of a booking that is ending, in the transaction that ends it (the
 * booking's row already locked by it): each becomes cancelled and the nights it held beyond the
 * booking's go back on sale at once. A payment of it that still arrives is refunded (paid()).
 * Answers how many it ended.
 */
export async function cancelOpenChanges(tx: Db, bookingId: number): Promise<number> {
  const open = await tx
    .select({
      id: bookingDateChanges.id,
      oldCheckIn: bookingDateChanges.oldCheckIn,
      oldCheckOut: bookingDateChanges.oldCheckOut,
      newCheckIn: bookingDateChanges.newCheckIn,
      newCheckOut: bookingDateChanges.newCheckOut,
      roomTypeId: bookings.roomTypeId,
      rooms: bookings.rooms,
    })
    .from(bookingDateChanges)
    .innerJoin(bookings, eq(bookings.id, bookingDateChanges.bookingId))
    .where(and(eq(bookingDateChanges.bookingId, bookingId), eq(bookingDateChanges.status, 'awaiting_payment')))
    .for('update', { of: bookingDateChanges });
  for (const c of open) {
    await tx.execute(sql`update ${inventory} set sold_rooms = greatest(${inventory.soldRooms} - ${c.rooms}, 0)
      where ${nightsWhere({ roomTypeId: c.roomTypeId, rooms: c.rooms, from: c.newCheckIn, to: c.newCheckOut, exceptFrom: c.oldCheckIn, exceptTo: c.oldCheckOut })}`);
    await tx
      .update(bookingDateChanges)
      .set({ status: 'cancelled', holdExpiresAt: null })
      .where(eq(bookingDateChanges.id, c.id));
  }
  return open.length;
}

export function createDateChangeRepository(db: Db) {
  return {
    /** runs `fn` in one transaction */
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    /** the booking's row, locked for the rest of the transaction (two changes of one booking queue up) */
    async lockBooking(
      tx: Db,
      bookingId: number,
    ): Promise<{
      status: string;
      checkIn: string;
      checkOut: string;
      totalMinor: number;
      room_type_id: number;
      rooms: number;
    } | null> {
      const [row] = await tx
        .select({
          status: bookings.status,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          totalMinor: bookings.totalMinor,
          room_type_id: bookings.roomTypeId,
          rooms: bookings.rooms,
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      return row ?? null;
    },

    /**
     * Takes the rooms of every night of the range, all or none (the caller rolls back on fewer):
     * only rows with the rooms still free are updated, and inventory_sold_ck refuses an oversell.
     */
    async takeNights(tx: Db, r: NightRange): Promise<number> {
      return rowsOf(
        await tx.execute(sql`
        update ${inventory} set sold_rooms = ${inventory.soldRooms} + ${r.rooms}
        where ${onSale(r)}
        returning 1 as taken`),
      ).length;
    },

    /** how many nights of the range have the rooms free; in a transaction (`tx`), their rows locked until it ends */
    async freeNights(r: NightRange, tx?: Db): Promise<number> {
      return rowsOf(
        await (tx ?? db).execute(sql`
        select 1 from ${inventory} where ${onSale(r)} ${tx ? sql`for update` : sql``}`),
      ).length;
    },

    /** the booking a change belongs to (to lock the booking's row before the change's) */
    async bookingOf(tx: Db, changeId: number): Promise<number | null> {
      const [row] = await tx
        .select({ bookingId: bookingDateChanges.bookingId })
        .from(bookingDateChanges)
        .where(eq(bookingDateChanges.id, changeId));
      return row?.bookingId ?? null;
    },

    cancelOpenChanges,

    async returnNights(tx: Db, r: NightRange): Promise<void> {
      await tx.execute(
        sql`update ${inventory} set sold_rooms = greatest(${inventory.soldRooms} - ${r.rooms}, 0) where ${nightsWhere(r)}`,
      );
    },

    async insert(
      tx: Db,
      row: {
        bookingId: number;
        status: DateChangeStatus;
        oldCheckIn: string;
        oldCheckOut: string;
        newCheckIn: string;
        newCheckOut: string;
        oldTotalMinor: number;
        newTotalMinor: number;
        currency: string;
        newPrice: NewPrice;
        holdExpiresAt: Date | null;
        appliedAt: Date | null;
        refund: { paymentId: number | null; at: Date } | null;
      },
    ): Promise<number> {
      const { refund, ...rest } = row;
      const [created] = await tx
        .insert(bookingDateChanges)
        .values({
          ...rest,
          differenceMinor: row.newTotalMinor - row.oldTotalMinor,
          ...(refund
            ? { refundStatus: 'requested', refundPaymentId: refund.paymentId, refundRequestedAt: refund.at }
            : {}),
        })
        .returning({ id: bookingDateChanges.id });
      return created!.id;
    },

    /** the booking takes the change's dates and price */
    async applyToBooking(
      tx: Db,
      bookingId: number,
      change: { newCheckIn: string; newCheckOut: string; newPrice: NewPrice },
    ): Promise<void> {
      const p = change.newPrice;
      await tx
        .update(bookings)
        .set({
          checkIn: change.newCheckIn,
          checkOut: change.newCheckOut,
          roomChargeMinor: p.roomChargeMinor,
          discountMinor: p.discountMinor,
          serviceMinor: p.serviceMinor,
          taxesMinor: p.taxesMinor,
          totalMinor: p.totalMinor,
          adjustments: p.adjustments,
        })
        .where(eq(bookings.id, bookingId));
    },

    async setStatus(tx: Db, id: number, status: DateChangeStatus, now: Date): Promise<void> {
      await tx
        .update(bookingDateChanges)
        .set({ status, holdExpiresAt: null, ...(status === 'applied' ? { appliedAt: now } : {}) })
        .where(eq(bookingDateChanges.id, id));
    },

    async lockChange(tx: Db, id: number): Promise<DateChangeRow | null> {
      const [row] = await tx
        .select(columns)
        .from(bookingDateChanges)
        .where(eq(bookingDateChanges.id, id))
        .for('update');
      return (row as DateChangeRow | undefined) ?? null;
    },

    async openChange(bookingId: number, tx: Db = db): Promise<DateChangeRow | null> {
      const [row] = await tx
        .select(columns)
        .from(bookingDateChanges)
        .where(and(eq(bookingDateChanges.bookingId, bookingId), eq(bookingDateChanges.status, 'awaiting_payment')));
      return (row as DateChangeRow | undefined) ?? null;
    },

    async latest(bookingId: number, tx: Db = db): Promise<DateChangeRow | null> {
      const [row] = await tx
        .select(columns)
        .from(bookingDateChanges)
        .where(eq(bookingDateChanges.bookingId, bookingId))
        .orderBy(desc(bookingDateChanges.id))
        .limit(1);
      return (row as DateChangeRow | undefined) ?? null;
    },

    /** open changes whose hold ran out */
    async expiredOpen(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: bookingDateChanges.id })
        .from(bookingDateChanges)
        .where(and(eq(bookingDateChanges.status, 'awaiting_payment'), lt(bookingDateChanges.holdExpiresAt, now)))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** marks a change's refund to be given back through `paymentId` */
    async requestRefund(tx: Db, id: number, paymentId: number, now: Date): Promise<void> {
      await tx
        .update(bookingDateChanges)
        .set({ refundStatus: 'requested', refundPaymentId: paymentId, refundRequestedAt: now })
        .where(eq(bookingDateChanges.id, id));
    },

    /** refunds not yet accepted by the provider, with the checkout they go back to */
    async requestedRefunds(
      limit: number,
      changeId?: number,
    ): Promise<{ id: number; amountMinor: number; checkoutId: string | null }[]> {
      const rows = await db
        .select({
          id: bookingDateChanges.id,
          difference: bookingDateChanges.differenceMinor,
          checkoutId: payments.providerRef,
        })
        .from(bookingDateChanges)
        .innerJoin(payments, eq(payments.id, bookingDateChanges.refundPaymentId))
        .where(
          and(
            eq(bookingDateChanges.refundStatus, 'requested'),
            isNull(bookingDateChanges.refundProviderRef),
            changeId === undefined ? undefined : eq(bookingDateChanges.id, changeId),
          ),
        )
        .limit(limit);
      return rows.map((r) => ({ id: r.id, amountMinor: Math.abs(r.difference), checkoutId: r.checkoutId }));
    },

    async refundAccepted(id: number, providerRef: string): Promise<void> {
      await db
        .update(bookingDateChanges)
        .set({ refundStatus: 'processing', refundProviderRef: providerRef })
        .where(and(eq(bookingDateChanges.id, id), eq(bookingDateChanges.refundStatus, 'requested')));
    },

    /** the booking's own successful payment kept (not a change's, not money given back whole): what a cheaper change's refund goes back to */
    async bookingPayment(bookingId: number, tx: Db = db): Promise<number | null> {
      const [row] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            eq(payments.status, 'succeeded'),
            isNull(payments.dateChangeId),
            isNull(payments.failureReason),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      return row?.id ?? null;
    },

    /** an open card checkout of the change, to send the guest back to */
    async openPayment(changeId: number): Promise<{
      id: number;
      status: string;
      redirectUrl: string | null;
      amountMinor: number;
      currency: string;
    } | null> {
      const [row] = await db
        .select({
          id: payments.id,
          status: payments.status,
          redirectUrl: payments.redirectUrl,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
        })
        .from(payments)
        .where(and(eq(payments.dateChangeId, changeId), inArray(payments.status, ['created', 'requires_action'])))
        .orderBy(desc(payments.id))
        .limit(1);
      return row ?? null;
    },

    async insertPayment(row: {
      bookingId: number;
      dateChangeId: number;
      provider: string;
      amountMinor: number;
      currency: string;
    }): Promise<number> {
      const [created] = await db
        .insert(payments)
        .values({ ...row, method: 'card' })
        .returning({ id: payments.id });
      return created!.id;
    },

    async attachCheckout(paymentId: number, providerRef: string, redirectUrl: string): Promise<void> {
      await db
        .update(payments)
        .set({ providerRef, redirectUrl, updatedAt: new Date() })
        .where(eq(payments.id, paymentId));
    },

    async extendHold(changeId: number, until: Date): Promise<void> {
      await db
        .update(bookingDateChanges)
        .set({ holdExpiresAt: sql`greatest(${bookingDateChanges.holdExpiresAt}, ${until.toISOString()}::timestamptz)` })
        .where(and(eq(bookingDateChanges.id, changeId), eq(bookingDateChanges.status, 'awaiting_payment')));
    },
  };
}
export type DateChangeRepository = ReturnType<typeof createDateChangeRepository>;
