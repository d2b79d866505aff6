/**
 * Bookings: my bookings (spec §2 my-bookings, §3 "bookings, next_page, total_pages, type") and
 * holds (book_now, get_booking, release_sale_room, the hold sweeper).
 */
import crypto from 'node:crypto';
import type {
  Booking,
  Invoice,
  InvoicePdfQuery,
  BookingListItem,
  BookingListType,
  BookNowBody,
  CancelQuote,
  CancellationPolicy,
  MyBookings,
} from '@rednest/shared/contracts';
import { ENDPOINTS, routePath } from '@rednest/shared/contracts/endpoints';
import { refundQuote } from './cancellation-policy.ts';
import { bookingCode, invoiceLines, invoicePdf, pdfLinkValid, signPdfLink } from './invoice.ts';
import { soldOut, type SummaryService } from './summary.service.ts';
import type { StayPricing } from './stay-pricing.ts';
import type { PromotionRepository } from './promotion.repository.ts';
import { PAGE_SIZE, nightsBetween } from '@rednest/shared/format';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/pg-error.ts';
import type { BookingRepository, BookingRow } from './booking.repository.ts';

/** What cancelling needs of the payment module: the money side of a cancellation. */
export interface CancellationDeps {
  /** cancels and records the refund, split over the payments that paid the booking: answers each payment's share (false: not confirmed any more) */
  cancelConfirmed(
    bookingId: number,
    refund: { amountMinor: number; feeMinor: number; currency: string; paymentId: number | null },
    now: Date,
  ): Promise<false | { partId: number; checkoutId: string; amountMinor: number }[]>;
  paidPayment(bookingId: number): Promise<{ id: number; providerRef: string | null } | null>;
  /** asks the provider for one share back; a failure leaves it requested, to be retried */
  startRefund(share: { partId: number; checkoutId: string; amountMinor: number }): Promise<void>;
  /** closes what is still open at the provider for a booking its guest released or cancelled (checkouts, a virtual account) */
  closeOpenPayments?(bookingId: number): Promise<void>;
}

/** who asks: a signed-in user, or a guest (who holds a guest booking's salt) */
export interface Caller {
  userId: number | null;
}
/** a caller named for what is kept per sender (auth principalOf): idempotency keys */
export interface Sender extends Caller {
  principal: string;
}

export interface BookingServiceDeps {
  repo: BookingRepository;
  now: () => Date;
  pictureUrl: (propertyId: number) => string;
  pricing?: StayPricing;
  transaction?: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  /**
   * runs reads in one snapshot (a read-only REPEATABLE READ transaction), so a booking and what is
   * read beside it (its latest change of dates) come from the same moment; without it, plain reads
   */
  snapshot?: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  /** minutes a pending booking holds its rooms (BOOKING_HOLD_MINUTES) */
  holdMinutes?: number;
  cancellation?: CancellationDeps;
  summary?: SummaryService;
  promos?: PromotionRepository;
  /** signs invoice PDF links */
  linkSecret?: string;
  /** the API's base path, for the PDF link */
  apiBasePath?: string;
}

/** a deep page costs a scan; no list goes this far */
const MAX_OFFSET = 10_000;

const requestHash = (body: unknown) => crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** 22 URL-safe characters of 128 random bits: payment and invoice links carry it, so it must not be guessable */
const newSalt = () => crypto.randomBytes(16).toString('base64url');

/** the stay a booking is for, as bookings and invoices show it */
const stayOf = (row: BookingRow) => ({
  room_type: row.room_type,
  rate_plan: row.rate_plan,
  check_in_date: row.check_in,
  check_out_date: row.check_out,
  no_of_nights: nightsBetween(row.check_in, row.check_out),
  rooms: row.rooms,
  guests: row.guests,
});

/** A booking's invoice (no owner check: callers check it, or act for the system, like the confirmation mail). */
export async function invoiceOf(
  repo: Pick<BookingRepository, 'invoiceFacts'>,
  row: BookingRow,
): Promise<Omit<Invoice, 'pdf_url'>> {
  const facts = await repo.invoiceFacts(row.id);
  return {
    invoice_number: `INV-${bookingCode(row.id)}`,
    booking_code: bookingCode(row.id),
    booking_salt: row.booking_salt,
    issued_on: row.created_at.slice(0, 10),
    status: row.status,
    paid_at: facts?.paid_at ?? null,
    payment_method: facts?.method ?? null,
    hotel_name: row.hotel_name,
    hotel_address: [facts?.address, facts?.city].filter(Boolean).join(', '),
    guest_name: row.guest_name,
    guest_email: facts?.email ?? null,
    ...stayOf(row),
    currency: row.currency,
    lines: invoiceLines({
      nights: nightsBetween(row.check_in, row.check_out),
      roomCharge: row.room_charge_minor ?? row.total_minor,
      discount: row.discount_minor ?? 0,
      service: row.service_minor ?? 0,
      taxes: row.taxes_minor ?? 0,
      adjustments: row.adjustments ?? [],
    }),
    total: row.total_minor,
    refund: row.refund_status === null ? null : { amount: row.refund_amount ?? 0, status: row.refund_status },
  };
}

export function createBookingService(deps: BookingServiceDeps) {
  const holdMs = (deps.holdMinutes ?? 15) * 60_000;

  /** `known`: the plan's policy when the caller has it (inside a transaction no other query may run: PGlite has one connection) */
  async function toBooking(row: BookingRow, known?: CancellationPolicy): Promise<Booking> {
    const policy = known ??
      (await deps.pricing?.planPolicy(row.property_id, row.rate_plan_id)) ?? {
        refundable: false,
        free_until_hours_before_check_in: null,
        fee_percent: 100,
        summary: '',
      };
    return {
      id: row.id,
      booking_salt: row.booking_salt,
      status: row.status,
      hold_expires_at: row.status === 'pending' ? row.hold_expires_at : null,
      hotel_name: row.hotel_name,
      hotel_slug: row.hotel_slug,
      ...stayOf(row),
      guest_name: row.guest_name,
      currency: row.currency,
      room_charge: row.room_charge_minor ?? row.total_minor,
      discount: row.discount_minor ?? 0,
      service_charge: row.service_minor ?? 0,
      taxes: row.taxes_minor ?? 0,
      total: row.total_minor,
      adjustments: row.adjustments ?? [],
      cancellation_policy: policy,
      cancel_reason: row.cancel_reason,
      created_at: row.created_at,
      refund:
        row.refund_status === null
          ? null
          : {
              amount: row.refund_amount ?? 0,
              fee: row.refund_fee ?? 0,
              status: row.refund_status,
              requested_at: row.refund_requested_at ?? row.created_at,
              processed_at: row.refund_processed_at,
            },
    };
  }

  async function quoteOf(row: BookingRow) {
    const policy = (await deps.pricing?.planPolicy(row.property_id, row.rate_plan_id)) ?? {
      refundable: false,
      free_until_hours_before_check_in: null,
      fee_percent: 100,
      summary: '',
    };
    return refundQuote({
      policy,
      paid: row.total_minor,
      checkIn: row.check_in,
      checkInTime: row.check_in_time,
      timezone: row.timezone,
      now: deps.now(),
    });
  }

  /**
   * A booking its caller may see: a user's own; a guest booking to whoever holds its salt (the
   * salt is the secret a guest got at booking). Another user's booking is "not found", not
   * "forbidden", so salts cannot be probed for existence.
   */
  async function owned(salt: string, caller: Caller): Promise<BookingRow> {
    const row = await deps.repo.findBySalt(salt);
    if (!row || (row.user_id !== null && row.user_id !== caller.userId))
      throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
    return row;
  }

  return {
    /** A booking's invoice for its owner, with a PDF link signed for a few minutes. */
    async invoice(salt: string, caller: Caller): Promise<Invoice> {
      if (!deps.linkSecret) throw new Error('invoice needs linkSecret');
      const row = await owned(salt, caller);
      const link = signPdfLink(deps.linkSecret, row.booking_salt, deps.now());
      const query = new URLSearchParams({
        booking_salt: row.booking_salt,
        expires: String(link.expires),
        signature: link.signature,
      });
      return {
        ...(await invoiceOf(deps.repo, row)),
        pdf_url: `${deps.apiBasePath ?? ''}${routePath(ENDPOINTS.bookingInvoicePdf)}?${query}`,
      };
    },

    /** The invoice PDF through a signed link; a wrong or expired link is 404, like a booking that is not there. */
    async invoicePdf(link: InvoicePdfQuery): Promise<{ bytes: Uint8Array; filename: string }> {
      if (!deps.linkSecret) throw new Error('invoicePdf needs linkSecret');
      const gone = () =>
        notFound(
          'INVOICE_LINK_INVALID',
          'This invoice link has expired or is not valid. Open the invoice again from your booking.',
        );
      if (!pdfLinkValid(deps.linkSecret, link, deps.now())) throw gone();
      const row = await deps.repo.findBySalt(link.booking_salt);
      if (!row) throw gone();
      const invoice = await invoiceOf(deps.repo, row);
      return { bytes: await invoicePdf(invoice), filename: `${invoice.invoice_number}.pdf` };
    },

    /**
     * book_now: the server prices the chosen room and plan for the stay (the function search and
     * the hotel page use), then, in one transaction, takes the rooms for every night, writes the
     * pending booking with its hold expiry and records the answer under the idempotency key.
     * `guard` (the captcha) runs before any work for a new attempt. `siteOrigin` (sites.stored of the
     * request's site) is required of every caller: mails built later link to the site it was booked on.
     */
    async bookNow(
      body: BookNowBody,
      caller: Sender,
      from: { siteOrigin: string; guard?: () => Promise<void> },
    ): Promise<{ status: number; booking: Booking }> {
      if (!deps.summary || !deps.promos || !deps.transaction)
        throw new Error('bookNow needs the summary, promos and a transaction');
      // the sender's own key: another guest's or user's identical request is a new one, never answered with this booking (its salt opens it)
      const scope = `book_now:${caller.principal}`;
      const hash = requestHash(body);
      const replay = async () => {
        const first = await deps.repo.findIdempotent(scope, body.idempotency_key);
        if (!first) return null;
        if (first.requestHash !== hash)
          throw conflict(
            'IDEMPOTENCY_KEY_REUSED',
            'This booking attempt was already made with other details. Start a new booking to change them.',
          );
        return { status: first.statusCode, booking: first.response as Booking };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      // the captcha (a repeat of an answered attempt above needs none: it holds nothing new)
      await from.guard?.();

      // the summary the guest saw, priced again: its total is what the booking charges
      const email = body.email.toLowerCase();
      const { summary, promo, reward, plan, checkIn, checkOut, country } = await deps.summary.summarize(body, {
        userId: caller.userId,
        email,
      });
      const now = deps.now();
      const salt = newSalt();

      try {
        await deps.transaction(async (tx) => {
          if (promo)
            await deps.summary!.recheckCoupon(tx, promo, {
              userId: caller.userId,
              email,
              country,
              currency: summary.currency,
              stayTotal: summary.stay_total,
            });
          if (reward) {
            // a reward whose booking's hold ran out is free at once, before the sweeper ends that booking: end it
            // here, its row locked first (before any room), so a late payment of it cannot spend the reward too
            const holder = await deps.promos!.lockMktRewardHolder(tx, reward.id, now);
            if (holder?.holdRanOut) await deps.repo.endHold(holder.bookingId, 'hold_expired', now, tx);
          }
          const taken = await deps.repo.takeRooms(tx, {
            roomTypeId: summary.room_type_id,
            checkIn,
            checkOut,
            rooms: summary.rooms,
          });
          if (taken !== summary.no_of_nights) throw soldOut();
          const bookingId = await deps.repo.insertBooking(tx, {
            userId: caller.userId,
            propertyId: summary.property_id,
            roomTypeId: summary.room_type_id,
            ratePlanId: summary.rate_plan_id,
            checkIn,
            checkOut,
            rooms: summary.rooms,
            guests: summary.guest,
            currency: summary.currency,
            bookingSalt: salt,
            guestName: [body.first_name, body.last_name].filter(Boolean).join(' '),
            guestEmail: email,
            guestPhone: body.phone,
            roomChargeMinor: summary.room_charge,
            discountMinor: summary.discount,
            serviceMinor: summary.service_charge,
            taxesMinor: summary.taxes,
            totalMinor: summary.total,
            adjustments: summary.adjustments,
            holdExpiresAt: new Date(now.getTime() + holdMs),
            // on the app's clock, as the hold's end: the reminder measures the hold from here
            createdAt: now,
            // mails built later (confirmation, reminder) link to the site it was booked on
            siteOrigin: from.siteOrigin,
          });
          if (promo) {
            const coupon = summary.adjustments.find((a) => a.kind === 'coupon')!;
            await deps.promos!.recordRedemption(tx, {
              promoId: promo.id,
              bookingId,
              userId: caller.userId,
              email,
              discountMinor: -coupon.amount,
            });
          }
          // the reward is held by this booking (used once it is paid; an unpaid hold that ends gives it back)
          if (
            reward &&
            !(await deps.promos!.takeMktReward(tx, { rewardId: reward.id, userId: caller.userId!, bookingId }))
          ) {
            throw conflict('MKT_REWARD_HELD', `${reward.title}: this reward has just been taken by another booking.`);
          }
          const booking = await toBooking((await deps.repo.findBySalt(salt, tx))!, plan.cancellation_policy);
          await deps.repo.saveIdempotent(tx, {
            scope,
            key: body.idempotency_key,
            requestHash: hash,
            statusCode: 201,
            response: booking,
          });
        });
      } catch (error) {
        // the same key sent twice at once: the other request committed first; answer as it did
        if (isUniqueViolation(error)) {
          const first = await replay();
          if (first) return first;
        }
        if (isCheckViolation(error)) throw soldOut();
        throw error;
      }
      const row = await deps.repo.findBySalt(salt);
      return { status: 201, booking: await toBooking(row!, plan.cancellation_policy) };
    },

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
        total: row.total_minor,
        currency: row.currency,
        created_at: row.created_at,
      }));
      return { bookings, next_page: page < totalPages ? page + 1 : null, total_pages: totalPages, type };
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
