/**
 * The ways to pay an order and pay at hotel. An order is resolved by kind and id
 * (`booking` + its salt, or `membership` + its id: a club plan bought alone) to what the payment screens need; its owner is checked the
 * way booking pages check it (a user's own booking, or whoever holds a guest booking's salt;
 * anyone else gets 404). Pay at hotel: a held booking whose stay passes the rule
 * (payment-options.ts) is confirmed without a charge once its guest enters the code mailed to
 * the booking's email and picks an arrival hour; the total is then due at the hotel.
 */
import crypto from 'node:crypto';
import type {
  ArrivalTimeSlots,
  Booking,
  DelayedPaymentsOtpBody,
  OrderQuery,
  OtpSent,
  PayAtHotelBody,
  PayAtHotelResult,
  PaymentOptions,
  VerifyPah,
} from '@rednest/shared/contracts/dto';
import { isLocale } from '@rednest/shared/contracts/locales';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { maskEmail, type OneTimeCodes } from '../account/otp.service.ts';
import { otpMessage } from '../account/otp-messages.ts';
import type { BookingRepository, BookingRow } from '../booking/booking.repository.ts';
import { arrivalSlots, membershipPaymentOptions, pahVerdict, paymentOptions } from './payment-options.ts';
import type { PayableMembership } from './payment.service.ts';
import { toLastPayment } from './last-payment.ts';
import type { PaymentRepository } from './payment.repository.ts';

interface Caller {
  userId: number | null;
}
/** a caller named for what is kept per sender (auth principalOf): idempotency keys */
interface Sender extends Caller {
  principal: string;
}

export interface PayAtHotelDeps {
  bookings: Pick<BookingRepository, 'findBySalt' | 'findIdempotent' | 'saveIdempotent'>;
  payments: Pick<
    PaymentRepository,
    'stayFacts' | 'payAtHotelOf' | 'confirmPayAtHotel' | 'lastPayment' | 'lastMembershipPayment'
  >;
  codes: OneTimeCodes;
  /** the booking as get_booking answers it (an ended hold reads as cancelled) */
  bookingView(salt: string, caller: Caller): Promise<Booking>;
  now: () => Date;
  /** runs inside the confirming transaction (the confirmation mail) */
  onConfirmed?: (tx: Db, salt: string) => Promise<void>;
  /** after the confirmation has committed: the booking's card checkouts and virtual account still open are closed at the provider */
  closeOtherPayments?: (bookingId: number) => Promise<void>;
  /** the signed-in caller's preferred way to pay (save_user_payment_options), or null */
  preferredMethod?: (userId: number) => Promise<string | null>;
  /** a club plan ordered alone (payment_options order_kind membership), or null for an unknown id */
  membershipOrder?: (id: number) => Promise<PayableMembership | null>;
  /** a user's pay-at-hotel no-shows (user-facts: the profile's pay_at_hotel turns off at PAH_NO_SHOW_LIMIT) */
  noShows?: (userId: number) => Promise<number>;
}

const pahNotAvailable = (reason: string) => {
  const messages: Record<string, string> = {
    PAH_NOT_OFFERED: 'This property does not take payment at the hotel. Please pay by card.',
    PAH_NON_REFUNDABLE: 'A non-refundable rate is paid when booking, not at the hotel. Please pay by card.',
    PAH_NOT_FOR_GUEST:
      'After a stay that was to be paid at the hotel was missed, bookings on this account are paid when booking. Please pay by card.',
    PAH_TOO_FAR_AHEAD: 'Pay at hotel is open to stays that start within 30 days. Please pay by card.',
    PAH_TOO_LATE: 'It is too late today to arrive and pay at the hotel.',
    PAH_CLUB_PLAN: 'A club plan is paid when booking, not at the hotel. Please pay by card or bank transfer.',
    ORDER_NOT_PENDING: 'This booking is no longer waiting for payment.',
  };
  return new AppError('PAH_NOT_AVAILABLE', messages[reason] ?? 'Pay at hotel is not available for this booking.', 409, [
    { field: 'reason', message: reason },
  ]);
};

export function createPayAtHotelService(deps: PayAtHotelDeps) {
  async function owned(salt: string, caller: Caller): Promise<BookingRow> {
    const row = await deps.bookings.findBySalt(salt);
    if (!row || (row.user_id !== null && row.user_id !== caller.userId))
      throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
    return row;
  }
  const holdRunning = (row: BookingRow) =>
    row.status === 'pending' && (!row.hold_expires_at || Date.parse(row.hold_expires_at) > deps.now().getTime());
  async function facts(row: BookingRow) {
    const stay = await deps.payments.stayFacts({ propertyId: row.property_id }, row.rate_plan_id);
    return {
      status: holdRunning(row) ? 'pending' : row.status === 'pending' ? 'cancelled' : row.status,
      total: row.total_minor,
      currency: row.currency,
      payAtHotel: stay?.payAtHotel ?? false,
      refundable: stay?.refundable ?? false,
      checkIn: row.check_in,
      checkInTime: row.check_in_time,
      timezone: row.timezone,
      now: deps.now(),
      noShows: row.user_id !== null && deps.noShows ? await deps.noShows(row.user_id) : 0,
      clubPlan: (row.adjustments ?? []).some((a) => a.kind === 'membership'),
    };
  }
  /** the pay-at-hotel verdict of a booking its caller owns: null when it may be paid at the hotel */
  async function verdict(row: BookingRow): Promise<string | null> {
    const f = await facts(row);
    return f.status === 'pending' ? pahVerdict(f) : 'ORDER_NOT_PENDING';
  }
  const resultOf = async (row: BookingRow, caller: Caller): Promise<PayAtHotelResult> => {
    const pah = await deps.payments.payAtHotelOf(row.id);
    if (!pah) throw conflict('BOOKING_NOT_PENDING', 'This booking is no longer waiting for payment.');
    return {
      booking: await deps.bookingView(row.booking_salt, caller),
      payment_method: 'pay_at_hotel',
      arrival_slot: pah.details.arrival_slot ?? '',
      amount_due_at_hotel: pah.amountMinor,
      currency: pah.currency,
    };
  };

  /** a club plan ordered alone: its owner's only (anyone else gets 404, like an unknown one); card only */
  async function membershipOptions(orderId: string, caller: Caller): Promise<PaymentOptions> {
    const id = /^[0-9]{1,9}$/.test(orderId) ? Number(orderId) : NaN;
    const order = Number.isInteger(id) && deps.membershipOrder ? await deps.membershipOrder(id) : null;
    if (!order || caller.userId === null || order.userId !== caller.userId)
      throw notFound('MEMBERSHIP_NOT_FOUND', 'We could not find this club membership order.');
    const status = order.status === 'active' ? 'confirmed' : order.status === 'void' ? 'cancelled' : 'pending';
    const { options, default_method } = membershipPaymentOptions({ status, total: order.priceMinor });
    return {
      order: {
        kind: 'membership',
        id: String(order.id),
        status,
        title: order.planName,
        amount: order.priceMinor,
        currency: order.currency,
        expires_at: null,
        last_payment: toLastPayment(await deps.payments.lastMembershipPayment(order.id), deps.now()),
      },
      default_method,
      options,
    };
  }

  return {
    /** payment_options: which ways to pay the order offers, each available or why not */
    async options(query: OrderQuery, caller: Caller): Promise<PaymentOptions> {
      if (query.order_kind === 'membership') return membershipOptions(query.order_id, caller);
      const row = await owned(query.order_id, caller);
      const f = await facts(row);
      const { options, default_method: first } = paymentOptions(f);
      // the caller's saved preference wins when this order offers it (save_user_payment_options)
      const preferred =
        caller.userId !== null && deps.preferredMethod ? await deps.preferredMethod(caller.userId) : null;
      const default_method = options.find((o) => o.available && o.method === preferred)?.method ?? first;
      return {
        order: {
          kind: 'booking',
          id: row.booking_salt,
          status: f.status,
          title: `${row.hotel_name}, ${row.room_type}`,
          amount: row.total_minor,
          currency: row.currency,
          expires_at: f.status === 'pending' ? row.hold_expires_at : null,
          // a card declined a moment ago is said above the ways to pay
          last_payment: toLastPayment(await deps.payments.lastPayment(row.id), deps.now()),
        },
        default_method,
        options,
      };
    },

    async verify(salt: string, caller: Caller): Promise<VerifyPah> {
      const row = await owned(salt, caller);
      const reason = await verdict(row);
      return {
        eligible: reason === null,
        reason,
        otp_channel: 'email',
        sent_to: row.guest_email ? maskEmail(row.guest_email) : '',
        amount_due_at_hotel: row.total_minor,
        currency: row.currency,
      };
    },

    /** delayed_payments_otp: the code goes to the email the booking was made with, never to one the caller names */
    async sendCode(body: DelayedPaymentsOtpBody, caller: Caller, ip: string): Promise<OtpSent> {
      const row = await owned(body.booking_salt, caller);
      const reason = await verdict(row);
      if (reason) throw pahNotAvailable(reason);
      const email = row.guest_email?.trim().toLowerCase();
      if (!email) throw conflict('BOOKING_HAS_NO_EMAIL', 'This booking has no email address to send the code to.');
      const locale = body.locale && isLocale(body.locale) ? body.locale : undefined;
      return deps.codes.issue({
        purpose: 'pay_at_hotel',
        channel: 'email',
        recipient: email,
        sentTo: maskEmail(email),
        userId: null,
        bookingId: row.id,
        message: (code) => otpMessage('pay_at_hotel', code, locale),
        lastRequestId: body.last_request_id,
        ip,
      });
    },

    async slots(salt: string, caller: Caller): Promise<ArrivalTimeSlots> {
      const row = await owned(salt, caller);
      return {
        timezone: row.timezone,
        check_in_date: row.check_in,
        check_in_time: row.check_in_time,
        slots: arrivalSlots({
          checkIn: row.check_in,
          checkInTime: row.check_in_time,
          timezone: row.timezone,
          now: deps.now(),
        }),
      };
    },

    /**
     * pay_at_hotel_payment: the code, the arrival slot, then one transaction confirms the booking
     * with a due_at_hotel payment. The same idempotency key and body answer the first result again
     * without asking for the (used) code; another body with the key is 409 IDEMPOTENCY_KEY_REUSED.
     * The key is the sender's own: another guest holding the salt and sending it is a new attempt.
     */
    async confirm(body: PayAtHotelBody, caller: Sender, ip: string): Promise<PayAtHotelResult> {
      const row = await owned(body.booking_salt, caller);
      const scope = `pay_at_hotel:${row.booking_salt}:${caller.principal}`;
      const { otp: _otp, request_id: _requestId, ...rest } = body;
      const hash = crypto
        .createHash('sha256')
        .update(JSON.stringify(rest, Object.keys(rest).sort()))
        .digest('hex');
      const first = await deps.bookings.findIdempotent(scope, body.idempotency_key);
      if (first) {
        if (first.requestHash !== hash)
          throw conflict('IDEMPOTENCY_KEY_REUSED', 'This payment attempt was already made with other details.');
        return resultOf(row, caller);
      }
      if (row.status === 'confirmed' && (await deps.payments.payAtHotelOf(row.id)))
        throw conflict('BOOKING_NOT_PENDING', 'This booking is already confirmed to be paid at the hotel.');
      const reason = await verdict(row);
      if (reason) throw pahNotAvailable(reason);
      const slot = arrivalSlots({
        checkIn: row.check_in,
        checkInTime: row.check_in_time,
        timezone: row.timezone,
        now: deps.now(),
      }).find((s) => s.id === body.arrival_slot);
      if (!slot?.available)
        throw badRequest(
          'INVALID_ARRIVAL_SLOT',
          slot
            ? 'This arrival time has passed. Please pick a later one.'
            : 'Please pick one of the arrival times offered.',
          [{ field: 'arrival_slot', message: 'must be an available slot of arrival_time_slots' }],
        );
      const code = await deps.codes.verify(
        { request_id: body.request_id, otp: body.otp },
        { purpose: 'pay_at_hotel', channel: 'email' },
        ip,
      );
      if (code.recipient !== row.guest_email?.trim().toLowerCase())
        throw new AppError('INVALID_CODE', 'This code was not sent for this booking.', 400);
      const details: Record<string, string> = { arrival_slot: slot.id };
      if (body.sun_referer_url) details.sun_referer_url = body.sun_referer_url;
      if (body.shopback_transaction_id) details.shopback_transaction_id = body.shopback_transaction_id;
      let confirmed: boolean;
      try {
        confirmed = await deps.payments.confirmPayAtHotel({
          bookingId: row.id,
          amountMinor: row.total_minor,
          currency: row.currency,
          details,
          now: deps.now(),
          inTx: async (tx, salt) => {
            await deps.bookings.saveIdempotent(tx, {
              scope,
              key: body.idempotency_key,
              requestHash: hash,
              statusCode: 200,
              response: { booking_salt: salt },
            });
            await deps.onConfirmed?.(tx, salt);
          },
        });
      } catch (error) {
        // a concurrent confirmation of the same booking won (one pay-at-hotel payment per booking)
        if (
          (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
          (error as { cause?: { code?: string } }).cause?.code === '23505'
        )
          return resultOf(row, caller);
        throw error;
      }
      if (!confirmed)
        throw conflict(
          'BOOKING_NOT_PENDING',
          'This booking is no longer waiting for payment: its hold may have ended. Please book again.',
        );
      // the total is due at the hotel: a card or transfer still open would only be given back
      await deps.closeOtherPayments?.(row.id);
      return resultOf(row, caller);
    },

    /** book_now_pah's gate: the stay must be payable at the hotel before any room is held */
    async checkStay(
      input: { hotel: string; rate_plan_id: number; check_in_date: string; club_plan_id?: number },
      caller: Caller,
    ): Promise<void> {
      const stay = await deps.payments.stayFacts({ slug: input.hotel }, input.rate_plan_id);
      if (!stay) return; // unknown hotel or plan: book_now answers its 404
      const date = /^(\d{2})-(\d{2})-(\d{4})$/.exec(input.check_in_date.trim());
      if (!date) return; // book_now answers the bad date
      const [, d, m, y] = date;
      const noShows = caller.userId !== null && deps.noShows ? await deps.noShows(caller.userId) : 0;
      const reason = pahVerdict({
        ...stay,
        checkIn: `${y}-${m}-${d}`,
        now: deps.now(),
        noShows,
        clubPlan: input.club_plan_id !== undefined,
      });
      if (reason) throw pahNotAvailable(reason);
    },
  };
}
export type PayAtHotelService = ReturnType<typeof createPayAtHotelService>;
