/**
 * Bookings: my bookings (spec §2 my-bookings, §3 "bookings, next_page, total_pages, type") and
 * holds (book_now, get_booking, release_sale_room, the hold sweeper).
 *
 * Its parts: booking-deps.ts (what it is built from), booking-view.ts (a booking as its owner
 * sees it, its invoice), booking-invoice.ts (invoice links), book-now.ts (a new hold).
 */
import type {
  Booking,
  BookingListItem,
  BookingListType,
  CancelQuote,
  MyBookings,
  SpecialRequestHistory,
} from '@rednest/shared/contracts';
import { PAGE_SIZE, nightsBetween } from '@rednest/shared/format';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import type { BookingServiceDeps, Caller } from './booking-deps.ts';
import { createBookingView } from './booking-view.ts';
import { createInvoiceLinks } from './booking-invoice.ts';
import { createBookNow } from './book-now.ts';

export type { BookingServiceDeps, CancellationDeps, Caller, Sender } from './booking-deps.ts';
export { invoiceOf } from './booking-view.ts';

/** a deep page costs a scan; no list goes this far */
const MAX_OFFSET = 10_000;

export function createBookingService(deps: BookingServiceDeps) {
  const { toBooking, quoteOf, owned } = createBookingView(deps);

  return {
    ...createInvoiceLinks(deps, owned),
    ...createBookNow(deps, toBooking),

    async getBooking(salt: string, caller: Caller): Promise<Booking> {
      return (await this.getBookingWith(salt, caller, async () => null)).booking;
    },

    /**
     * get_booking with what belongs beside it (`alongside`: the latest change of dates), read in
     * the same snapshot as the booking: a change and the nights it moved are never seen half-way
     * (the webhook applies both in one transaction). `alongside` runs inside that read-only
     * transaction, so it must query only through `tx` (PGlite has one connection); `tx` is
     * undefined without a snapshot (plain reads).
     */
    async getBookingWith<T>(
      salt: string,
      caller: Caller,
      alongside: (bookingId: number, tx?: Db) => Promise<T>,
    ): Promise<{ booking: Booking; alongside: T }> {
      const read = async () => {
        const inSnapshot = async (tx?: Db) => {
          const row = await deps.repo.findBySalt(salt, tx);
          return row ? { row, extra: await alongside(row.id, tx) } : null;
        };
        const found = deps.snapshot ? await deps.snapshot(inSnapshot) : await inSnapshot();
        if (!found || (found.row.user_id !== null && found.row.user_id !== caller.userId))
          throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
        return found;
      };
      let found = await read();
      // an expired hold reads as released even before the sweeper gets to it
      if (
        found.row.status === 'pending' &&
        found.row.hold_expires_at &&
        Date.parse(found.row.hold_expires_at) <= deps.now().getTime()
      ) {
        await deps.repo.endHold(found.row.id, 'hold_expired', deps.now());
        found = await read();
      }
      return { booking: await toBooking(found.row), alongside: found.extra };
    },

    /**
     * incomplete_card_booking_status: a signed-in user's newest booking still on hold for a card
     * payment; a guest's only through the salt its browser kept (and only a guest booking, or the
     * caller's own). Paid, released or run out: null.
     */
    async incompleteCardBooking(caller: Caller, salt: string | undefined): Promise<{ booking: Booking | null }> {
      let found: string | null = null;
      if (salt) {
        const row = await deps.repo.findBySalt(salt);
        if (row && (row.user_id === null || row.user_id === caller.userId))
          found = await deps.repo.incompleteCardBooking({ salt }, deps.now());
      }
      if (!found && caller.userId !== null)
        found = await deps.repo.incompleteCardBooking({ userId: caller.userId }, deps.now());
      if (!found) return { booking: null };
      return { booking: await toBooking((await deps.repo.findBySalt(found))!) };
    },

    /** release_sale_room: a pending booking's rooms go back at once (the guest gave up paying). */
    async releaseHold(salt: string, caller: Caller): Promise<Booking> {
      const row = await owned(salt, caller);
      if (row.status !== 'pending') {
        if (row.status === 'cancelled') return toBooking(row);
        throw forbidden('BOOKING_NOT_PENDING', 'This booking is already paid: cancel it from My Bookings instead.');
      }
      if (await deps.repo.endHold(row.id, 'released', deps.now())) await deps.cancellation?.closeOpenPayments?.(row.id);
      return toBooking((await deps.repo.findBySalt(salt))!);
    },

    /** What cancelling now would give back (the policy engine; nothing changes). */
    async cancelQuote(salt: string, caller: Caller): Promise<CancelQuote> {
      const row = await owned(salt, caller);
      if (row.status === 'pending')
        return { rule: 'unpaid', refund: 0, fee: 0, currency: row.currency, free_until: null };
      if (row.status !== 'confirmed')
        throw conflict('BOOKING_NOT_CANCELLABLE', 'This booking can no longer be cancelled.');
      const q = await quoteOf(row);
      // confirmed without payment (pay at hotel): nothing to give back; too late still stops it
      if (q.rule !== 'too_late' && deps.cancellation && !(await deps.cancellation.paidPayment(row.id)))
        return {
          rule: 'unpaid',
          refund: 0,
          fee: 0,
          currency: row.currency,
          free_until: q.deadline?.toISOString() ?? null,
        };
      return {
        rule: q.rule,
        refund: q.refund,
        fee: q.fee,
        currency: row.currency,
        free_until: q.deadline?.toISOString() ?? null,
      };
    },

    /**
     * cancel_booking: a pending booking releases its rooms; a confirmed one is cancelled with the
     * refund its plan's policy allows at this moment (recorded in the same transaction as the
     * cancellation, which also ends its open change of dates), then the provider is asked for the
     * money and its payments still open there are closed. From check-in time on: 409.
     */
    async cancel(salt: string, caller: Caller): Promise<Booking> {
      if (!deps.cancellation) throw new Error('cancel needs the payment side');
      const row = await owned(salt, caller);
      if (row.status === 'pending') {
        if (await deps.repo.endHold(row.id, 'released', deps.now()))
          await deps.cancellation.closeOpenPayments?.(row.id);
        return toBooking((await deps.repo.findBySalt(salt))!);
      }
      if (row.status === 'cancelled') return toBooking(row);
      if (row.status !== 'confirmed')
        throw conflict(
          'BOOKING_NOT_CANCELLABLE',
          'This stay has begun or ended, so it can no longer be cancelled here. Please contact the property.',
        );
      const q = await quoteOf(row);
      if (q.rule === 'too_late')
        throw conflict(
          'TOO_LATE_TO_CANCEL',
          'Check-in time has passed, so this booking can no longer be cancelled here. Please contact the property.',
        );
      const payment = await deps.cancellation.paidPayment(row.id);
      // nothing was paid (pay at hotel): nothing to give back, nothing kept
      const [refund, fee] = payment ? [q.refund, q.fee] : [0, 0];
      const shares = await deps.cancellation.cancelConfirmed(
        row.id,
        { amountMinor: refund, feeMinor: fee, currency: row.currency, paymentId: payment?.id ?? null },
        deps.now(),
      );
      // each payment that paid the booking gives back its share (a dearer change of dates was a second payment)
      if (shares) for (const share of shares) await deps.cancellation.startRefund(share);
      // what still waited to be paid (a change's difference, another checkout) takes no money any more
      if (shares) await deps.cancellation.closeOpenPayments?.(row.id);
      return toBooking((await deps.repo.findBySalt(salt))!);
    },

    /** The sweeper: ends holds that ran out and returns their rooms. Answers how many it ended. */
    async releaseExpiredHolds(limit = 200): Promise<number> {
      const now = deps.now();
      let ended = 0;
      for (const id of await deps.repo.expiredHolds(now, limit))
        if (await deps.repo.endHold(id, 'hold_expired', now)) ended += 1;
      return ended;
    },

    /** Only the caller's own bookings: the user id comes from the token, never from the query. */
    /** special_request_history: the user's different requests, the most recently made first, at most 5 */
    async specialRequestHistory(userId: number): Promise<SpecialRequestHistory> {
      return { requests: await deps.repo.specialRequests(userId, 5) };
    },

    async myBookings(userId: number, type: BookingListType, page: number): Promise<MyBookings> {
      const offset = (page - 1) * PAGE_SIZE;
      const now = deps.now();
      const rows =
        offset > MAX_OFFSET ? [] : await deps.repo.listForUser({ userId, type, now, limit: PAGE_SIZE, offset });
      const total = rows[0]?.total ?? (offset > 0 ? await deps.repo.countForUser({ userId, type, now }) : 0);
      const totalPages = Math.ceil(total / PAGE_SIZE);
      const bookings: BookingListItem[] = rows.map((row) => ({
        id: row.id,
        booking_salt: row.booking_salt,
        // a confirmed stay that is over is shown as completed, matching the tab it is listed in
        status: type === 'completed' ? 'completed' : row.status,
        hotel_name: row.hotel_name,
        hotel_slug: row.hotel_slug,
        city: row.city,
        lead_picture: deps.pictureUrl(row.property_id),
        check_in_date: row.check_in,
        check_out_date: row.check_out,
        no_of_nights: nightsBetween(row.check_in, row.check_out),
        rooms: row.rooms,
        guests: row.guests,
        room_type: row.room_type,
        room_type_lang: row.room_type_lang,
        total: row.total_minor,
        currency: row.currency,
        created_at: row.created_at,
      }));
      return { bookings, next_page: page < totalPages ? page + 1 : null, total_pages: totalPages, type };
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
