/**
 * A booking as its owner sees it: the Booking answer with its plan's cancellation policy, its
 * refund quote, its invoice, and the owner check every salt-addressed call goes through.
 */
import type { Booking, CancellationPolicy, Invoice } from '@rednest/shared/contracts';
import { bookingCode, nightsBetween } from '@rednest/shared/format';
import { notFound } from '../../errors.ts';
import type { BookingRepository, BookingRow } from './booking.repository.ts';
import type { BookingServiceDeps, Caller } from './booking-deps.ts';
import { paidForStay, refundQuote } from './cancellation-policy.ts';
import { invoiceLines } from './invoice.ts';

/** the stay a booking is for, as bookings and invoices show it */
const stayOf = (row: BookingRow) => ({
  room_type: row.room_type,
  rate_plan: row.rate_plan,
  room_type_lang: row.room_type_lang,
  rate_plan_lang: row.rate_plan_lang,
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

export function createBookingView(deps: Pick<BookingServiceDeps, 'repo' | 'now' | 'pricing'>) {
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
      special_request: row.special_request,
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
      paid: paidForStay(row.total_minor, row.adjustments),
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

  return { toBooking, quoteOf, owned };
}
export type BookingView = ReturnType<typeof createBookingView>;
