/**
 * Finding a guest's booking without an account (issue 10): the booking code of the confirmation
 * mail and the email the booking was made with; when they match a guest booking, a one-time code
 * is mailed (the account module's codes: hashed, 5 minutes, single use, locked after 5 wrong tries,
 * sends throttled per address and per recipient). The answer is the same whether or not such a
 * booking exists. The right code answers the booking's salt, which opens its page, invoice and
 * cancel button like the link of the confirmation mail.
 */
import type { FindBookingSendBody, FindBookingVerifyBody, FoundBooking, OtpSent } from '@rednest/shared/contracts/dto';
import { isLocale } from '@rednest/shared/contracts/locales';
import type { BookingRepository } from './booking.repository.ts';
import { AppError } from '../../errors.ts';
import { maskEmail, type OneTimeCodes } from '../account/otp.service.ts';
import { otpMessage } from '../account/otp-messages.ts';

/** RN000123 → 123; null when it is not a booking code */
export function bookingIdOf(code: string): number | null {
  const m = /^RN(\d{1,12})$/i.exec(code.trim());
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export function createFindBookingService(deps: { bookings: Pick<BookingRepository, 'ownerOf'>; codes: OneTimeCodes }) {
  /** the guest booking (no account) with this code and email, or null */
  async function guestBooking(code: string, email: string) {
    const id = bookingIdOf(code);
    if (id === null) return null;
    const row = await deps.bookings.ownerOf(id);
    if (!row || row.userId !== null || row.guestEmail?.trim().toLowerCase() !== email) return null;
    return row;
  }

  return {
    async sendCode(body: FindBookingSendBody, ip: string): Promise<OtpSent> {
      const email = body.email.trim().toLowerCase();
      const found = await guestBooking(body.booking_code, email);
      const locale = body.locale && isLocale(body.locale) ? body.locale : undefined;
      return deps.codes.issue({
        purpose: 'find_booking', channel: 'email', recipient: email, sentTo: maskEmail(email), userId: null,
        message: (code) => (found ? otpMessage('find_booking', code, locale) : undefined), lastRequestId: body.last_request_id, ip,
      });
    },

    async verify(body: FindBookingVerifyBody, ip: string): Promise<FoundBooking> {
      const row = await deps.codes.verify({ request_id: body.request_id, otp: body.otp }, { purpose: 'find_booking', channel: 'email' }, ip);
      const found = await guestBooking(body.booking_code, row.recipient);
      if (!found) throw new AppError('BOOKING_NOT_FOUND', 'No booking with this code was made with this email.', 404);
      return { booking_salt: found.salt };
    },
  };
}
