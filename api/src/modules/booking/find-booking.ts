/**
 * Finding a guest's booking without an account: the booking code of the confirmation
 * mail and the email OR the phone the booking was made with; when they match a guest booking, a
 * one-time code is mailed, or sent by SMS to that phone (the account module's codes: hashed, 5
 * minutes, single use, locked after 5 wrong tries, sends limited per recipient and per booking
 * (code-limits.ts); both go through the outbox). The answer is the same whether or not such a booking exists. The
 * right code answers the booking's salt, which opens its page, invoice and cancel button like the
 * link of the confirmation mail.
 */
import type { FindBookingSendBody, FindBookingVerifyBody, FoundBooking, OtpSent } from '@rednest/shared/contracts/dto';
import { COUNTRIES, COUNTRY_CODES, isLocale, type CountryCode } from '@rednest/shared/contracts/locales';
import { normalisePhone } from '@rednest/shared/format';
import type { BookingRepository } from './booking.repository.ts';
import { AppError, validationFailed } from '../../errors.ts';
import { maskEmail, maskPhone, subscriberNumber, type OneTimeCodes } from '../account/otp.service.ts';
import { otpMessage } from '../account/otp-messages.ts';

/** RN000123 → 123; null when it is not a booking code */
export function bookingIdOf(code: string): number | null {
  const m = /^RN(\d{1,12})$/i.exec(code.trim());
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The phone a guest types to find a booking, in E.164: the shared phone helper's digits, without
 * the country code when typed in international form, after the site's country code. 400 when it
 * is not a phone number.
 */
export function findPhone(raw: string, country: CountryCode): { e164: string; masked: string } {
  const { phoneCode } = COUNTRIES[country];
  const subscriber = subscriberNumber(raw, phoneCode);
  if (subscriber.length < 6 || subscriber.length > 13)
    throw validationFailed([{ field: 'phone', message: 'must be a phone number of 6 to 13 digits' }]);
  return { e164: `+${phoneCode}${subscriber}`, masked: maskPhone(phoneCode, subscriber) };
}

/**
 * Is the phone a booking was made with this E.164 number? Typed with +country code at booking, its
 * digits must be the same (a 0 after the country code is dropped); typed without one, it is read
 * in the country of the number asked about.
 */
export function samePhone(bookingPhone: string | null, e164: string): boolean {
  if (!bookingPhone) return false;
  const raw = bookingPhone.trim();
  if (raw.startsWith('+')) {
    const digits = normalisePhone(raw);
    return Object.values(COUNTRIES).some(
      ({ phoneCode }) =>
        digits.startsWith(phoneCode) && `+${phoneCode}${normalisePhone(digits.slice(phoneCode.length))}` === e164,
    );
  }
  const local = normalisePhone(raw);
  return local.length > 0 && Object.values(COUNTRIES).some(({ phoneCode }) => e164 === `+${phoneCode}${local}`);
}

function countryOf(countryCode: string | undefined, locale: string | undefined): CountryCode {
  if (countryCode !== undefined) {
    const cc = countryCode.trim().toLowerCase();
    if (!(COUNTRY_CODES as readonly string[]).includes(cc))
      throw validationFailed([{ field: 'country_code', message: `must be one of ${COUNTRY_CODES.join(', ')}` }]);
    return cc as CountryCode;
  }
  return locale && isLocale(locale) ? (locale.slice(3) as CountryCode) : 'id';
}

export function createFindBookingService(deps: { bookings: Pick<BookingRepository, 'ownerOf'>; codes: OneTimeCodes }) {
  /** the guest booking (no account) with this code and email or phone (E.164), or null */
  async function guestBooking(code: string, contact: { email: string } | { phone: string }) {
    const id = bookingIdOf(code);
    if (id === null) return null;
    const row = await deps.bookings.ownerOf(id);
    if (!row || row.userId !== null) return null;
    const matches =
      'email' in contact
        ? row.guestEmail?.trim().toLowerCase() === contact.email
        : samePhone(row.guestPhone, contact.phone);
    return matches ? row : null;
  }

  return {
    async sendCode(body: FindBookingSendBody, ip: string): Promise<OtpSent> {
      const hasEmail = Boolean(body.email?.trim());
      const hasPhone = Boolean(body.phone?.trim());
      if (hasEmail === hasPhone)
        throw validationFailed([
          {
            field: hasPhone ? 'email' : 'phone',
            message: 'give either the email or the phone number the booking was made with',
          },
        ]);
      const locale = body.locale && isLocale(body.locale) ? body.locale : undefined;
      if (hasEmail) {
        const email = body.email!.trim().toLowerCase();
        const found = await guestBooking(body.booking_code, { email });
        return deps.codes.issue({
          purpose: 'find_booking',
          channel: 'email',
          recipient: email,
          sentTo: maskEmail(email),
          userId: null,
          bookingId: bookingIdOf(body.booking_code),
          message: (code) => (found ? otpMessage('find_booking', code, locale) : undefined),
          lastRequestId: body.last_request_id,
          ip,
        });
      }
      const phone = findPhone(body.phone!, countryOf(body.country_code, body.locale));
      const found = await guestBooking(body.booking_code, { phone: phone.e164 });
      return deps.codes.issue({
        purpose: 'find_booking',
        channel: 'sms',
        recipient: phone.e164,
        sentTo: phone.masked,
        userId: null,
        bookingId: bookingIdOf(body.booking_code),
        message: (code) => (found ? otpMessage('find_booking', code, locale) : undefined),
        lastRequestId: body.last_request_id,
        ip,
      });
    },

    async verify(body: FindBookingVerifyBody, ip: string): Promise<FoundBooking> {
      const row = await deps.codes.verify(
        { request_id: body.request_id, otp: body.otp },
        { purpose: 'find_booking' },
        ip,
      );
      const found = await guestBooking(
        body.booking_code,
        row.channel === 'sms' ? { phone: row.recipient } : { email: row.recipient },
      );
      if (!found)
        throw new AppError(
          'BOOKING_NOT_FOUND',
          `No booking with this code was made with this ${row.channel === 'sms' ? 'phone number' : 'email'}.`,
          404,
        );
      return { booking_salt: found.salt };
    },
  };
}
