/**
 * Payment links (spec §7 send_payment_link). The owner of a pending booking (a user's own
 * booking, or whoever holds a guest booking's salt, as find-booking gives it) has a link sent to the
 * booking's own email and/or phone through the outbox. The link pays that one booking by card:
 * `payment_link` shows it, `payment_link/card_payment` opens the gateway's page, and the gateway's
 * signed webhook confirms it like any card payment.
 *
 * Decisions where the spec is silent:
 * - The link goes only to the booking's own email / phone, never to an address the caller types,
 *   so the call cannot be used to send mail to strangers.
 * - The token is 256 random bits (base64url); only its SHA-256 is stored. It works for
 *   PAYMENT_LINK_MINUTES, never after the hold ends; a newer link replaces the older ones.
 * - Sends are limited per booking: a new link after 30 s, at most 5 an hour (429 RATE_LIMITED).
 * - The gateway sends the payer back to the link's page, never to a URL carrying the booking's
 *   salt: whoever pays a link does not gain the owner's access to the booking.
 */
import crypto from 'node:crypto';
import type {
  CardPayment,
  LastPayment,
  PaymentLink,
  PaymentLinkCardPaymentBody,
  PaymentLinkChannel,
  PaymentLinkState,
  SendPaymentLink,
  SendPaymentLinkBody,
} from '@rednest/shared/contracts';
import { bookingCode, formatMoney, localeOfCurrency } from '@rednest/shared/format';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, rateLimited, type AppError } from '../../errors.ts';
import { maskEmail } from '../account/otp.service.ts';
import { LOCALE_BY_CURRENCY } from '../booking/confirmation-mail.ts';
import type { OutboxSender } from '../outbox/outbox.service.ts';
import type { PayableBooking } from './payment.service.ts';
import type { LinkBooking, PaymentLinkRepository } from './payment-link.repository.ts';
import { mailDay, mailWords } from '../booking/mail-words.ts';
import { clockTime } from '@rednest/shared/format/clock';
import { siteLink, type SiteOrigin } from '../../http/site-origin.ts';

export const PAYMENT_LINK_LIMITS = { resendAfterSeconds: 30, perBookingPerHour: 5 };

export const hashLinkToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** +62 812 3456 7890 → +6281234567890 (E.164), or null when it is not a phone number */
export function e164(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[\s().-]/g, '');
  return /^\+[1-9][0-9]{6,14}$/.test(digits) ? digits : null;
}
const maskPhone = (phone: string) => `${phone.slice(0, 3)} ••• ${phone.slice(-4)}`;

export interface PaymentLinkDeps {
  repo: PaymentLinkRepository;
  outbox: OutboxSender;
  now: () => Date;
  linkMinutes: number;
  isSiteOrigin(origin: string): boolean;
  /** a card checkout of the booking's total through the link `linkId` (its own: answered again while open) */
  openCheckout(
    booking: PayableBooking,
    method: 'payment_link',
    back: (result: 'return' | 'cancelled') => string,
    linkId: number,
  ): Promise<CardPayment>;
  /** the booking's latest payment attempt (last_payment), so the link's page can say a card was declined */
  lastPayment?(bookingId: number): Promise<LastPayment | null>;
}

export function createPaymentLinkService(deps: PaymentLinkDeps) {
  const notPending = (status: string) =>
    conflict(
      'BOOKING_NOT_PENDING',
      status === 'cancelled'
        ? 'This booking has ended: its rooms were released. Please book again.'
        : 'This booking is already paid.',
    );

  function holdEnded(b: { status: string; holdExpiresAt: Date | null }, now: Date): boolean {
    return b.status !== 'pending' || (b.holdExpiresAt !== null && b.holdExpiresAt.getTime() <= now.getTime());
  }

  function stateOf(
    link: { expiresAt: Date; replacedAt: Date | null },
    booking: LinkBooking,
    now: Date,
  ): PaymentLinkState {
    if (booking.status !== 'pending' && booking.status !== 'cancelled') return 'paid';
    if (link.replacedAt) return 'replaced';
    if (booking.status === 'cancelled') return 'ended';
    if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
    if (holdEnded(booking, now)) return 'ended';
    return 'payable';
  }

  /** the mail and SMS in the language of the locale the link opens in; its end on the hotel's clock, named */
  function message(booking: LinkBooking, url: string, expiresAt: Date, language: string) {
    const w = mailWords(language);
    const code = bookingCode(booking.id);
    const total = formatMoney(booking.totalMinor, booking.currency, localeOfCurrency(booking.currency), {
      exact: true,
    });
    const day = new Intl.DateTimeFormat(w.dateTag, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: booking.timezone,
    }).format(expiresAt);
    const until = `${day} ${clockTime(expiresAt, w.dateTag, { hotelTimeZone: booking.timezone })}`;
    const stay = w.range(mailDay(booking.checkIn, w), mailDay(booking.checkOut, w));
    const mail = {
      subject: w.paymentLink.subject(code, booking.hotelName),
      text: [
        w.hello(booking.guestName),
        '',
        w.paymentLink.held(code, booking.hotelName, stay),
        `${w.facts.total}: ${total}`,
        '',
        w.paymentLink.payHere(url),
        w.paymentLink.until(until),
        '',
        'RedNest',
      ].join('\n'),
    };
    const sms = w.paymentLink.sms(total, code, booking.hotelName, until, url);
    return { mail, sms };
  }

  return {
    /** `site`: the site the request came through (sites.ofRequest): the link opens there */
    async send(
      body: SendPaymentLinkBody,
      caller: { userId: number | null },
      site: SiteOrigin,
    ): Promise<SendPaymentLink> {
      const booking = await deps.repo.bookingBySalt(body.booking_salt);
      if (!booking || (booking.userId !== null && booking.userId !== caller.userId))
        throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
      const now = deps.now();
      if (holdEnded(booking, now)) throw notPending(booking.status);
      const channels = [...new Set(body.channels)] as PaymentLinkChannel[];
      const phone = e164(booking.phone);
      if (channels.includes('email') && !booking.email)
        throw badRequest('PAYMENT_LINK_NO_EMAIL', 'This booking has no email address to send the link to.', [
          { field: 'channels', message: 'the booking has no email' },
        ]);
      if (channels.includes('sms') && !phone)
        throw badRequest('PAYMENT_LINK_NO_PHONE', 'This booking has no mobile number to send the link to.', [
          { field: 'channels', message: 'the booking has no phone number' },
        ]);

      const token = crypto.randomBytes(32).toString('base64url');
      const locale = body.locale ?? LOCALE_BY_CURRENCY[booking.currency] ?? 'en-id';
      const url = siteLink(site, `/${locale}/link-payment/${token}`);
      const wanted = now.getTime() + deps.linkMinutes * 60_000;
      const expiresAt = await deps.repo.create({
        bookingId: booking.id,
        tokenHash: hashLinkToken(token),
        channels,
        locale,
        now,
        since: new Date(now.getTime() - 3_600_000),
        check: (recent, locked) => {
          if (holdEnded(locked, now)) throw notPending(locked.status);
          const last = recent.at(-1);
          const sinceLast = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
          if (sinceLast < PAYMENT_LINK_LIMITS.resendAfterSeconds)
            throw rateLimited(Math.ceil(PAYMENT_LINK_LIMITS.resendAfterSeconds - sinceLast));
          if (recent.length >= PAYMENT_LINK_LIMITS.perBookingPerHour) {
            throw rateLimited(
              Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() + 3_600_000 - now.getTime()) / 1000)),
            );
          }
          // never after the hold ends (as it stands in the locked row)
          return locked.holdExpiresAt && locked.holdExpiresAt.getTime() < wanted
            ? locked.holdExpiresAt
            : new Date(wanted);
        },
        inTx: async (tx: Db, expiresAt: Date) => {
          const { mail, sms } = message(booking, url, expiresAt, locale.slice(0, 2));
          if (channels.includes('email'))
            await deps.outbox.enqueueMail({ to: booking.email!, ...mail, kind: 'payment_link', sensitive: true }, tx);
          if (channels.includes('sms'))
            await deps.outbox.enqueueSms({ to: phone!, text: sms, kind: 'payment_link', sensitive: true }, tx);
        },
      });
      return {
        sent_to: channels.map((channel) => ({
          channel,
          to: channel === 'email' ? maskEmail(booking.email!) : maskPhone(phone!),
        })),
        expires_at: expiresAt.toISOString(),
        resend_after: PAYMENT_LINK_LIMITS.resendAfterSeconds,
      };
    },

    async view(token: string): Promise<PaymentLink> {
      const found = await deps.repo.byTokenHash(hashLinkToken(token));
      if (!found)
        throw notFound(
          'PAYMENT_LINK_NOT_FOUND',
          'This payment link does not exist. Check that the whole link was copied.',
        );
      const { link, booking } = found;
      // whoever paid through the link cannot read the booking: what became of their money is said here
      const givenBack = await deps.repo.givenBack(link.id);
      return {
        state: stateOf(link, booking, deps.now()),
        expires_at: link.expiresAt.toISOString(),
        booking: {
          booking_code: bookingCode(booking.id),
          hotel_name: booking.hotelName,
          hotel_slug: booking.hotelSlug,
          room_type: booking.roomType,
          rate_plan: booking.ratePlan,
          check_in_date: booking.checkIn,
          check_out_date: booking.checkOut,
          no_of_nights: Math.round((Date.parse(booking.checkOut) - Date.parse(booking.checkIn)) / 86_400_000),
          rooms: booking.rooms,
          guests: booking.guests,
          guest_name: booking.guestName,
          total: booking.totalMinor,
          currency: booking.currency,
        },
        last_payment: (await deps.lastPayment?.(booking.id)) ?? null,
        given_back: givenBack && {
          reason: givenBack.reason,
          amount: givenBack.amountMinor,
          currency: givenBack.currency,
          paid_at: givenBack.paidAt.toISOString(),
          refund_status: givenBack.refundStatus,
          refunded_at: givenBack.refundedAt?.toISOString() ?? null,
        },
      };
    },

    async cardPayment(body: PaymentLinkCardPaymentBody): Promise<CardPayment> {
      const found = await deps.repo.byTokenHash(hashLinkToken(body.token));
      if (!found)
        throw notFound(
          'PAYMENT_LINK_NOT_FOUND',
          'This payment link does not exist. Check that the whole link was copied.',
        );
      const { link, booking } = found;
      const state = stateOf(link, booking, deps.now());
      if (state !== 'payable') {
        const refusals: Record<Exclude<PaymentLinkState, 'payable'>, AppError> = {
          expired: conflict(
            'PAYMENT_LINK_EXPIRED',
            'This payment link has expired. Ask the person who booked for a new one.',
          ),
          replaced: conflict(
            'PAYMENT_LINK_REPLACED',
            'A newer payment link was sent for this booking: please use that one.',
          ),
          paid: conflict('PAYMENT_LINK_PAID', 'This booking is already paid.'),
          ended: conflict('PAYMENT_LINK_ENDED', 'This booking has ended: its rooms were released.'),
        };
        throw refusals[state];
      }
      let returnUrl: URL;
      try {
        returnUrl = new URL(body.return_url);
      } catch {
        throw badRequest('INVALID_RETURN_URL', 'The return address is not valid.', [
          { field: 'return_url', message: 'must be an absolute URL of this site' },
        ]);
      }
      if (!deps.isSiteOrigin(returnUrl.origin))
        throw badRequest('INVALID_RETURN_URL', 'The return address must be a page of this site.', [
          { field: 'return_url', message: 'must be a URL of this site' },
        ]);
      const payable: PayableBooking = {
        id: booking.id,
        booking_salt: booking.salt,
        user_id: booking.userId,
        status: booking.status,
        total_minor: booking.totalMinor,
        currency: booking.currency,
        hotel_name: booking.hotelName,
        check_in: booking.checkIn,
        check_out: booking.checkOut,
      };
      return deps.openCheckout(
        payable,
        'payment_link',
        (result) => {
          const u = new URL(returnUrl);
          u.search = '';
          u.searchParams.set('result', result);
          return u.href;
        },
        link.id,
      );
    },
  };
}
export type PaymentLinkService = ReturnType<typeof createPaymentLinkService>;
