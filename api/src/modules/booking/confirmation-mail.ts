/**
 * The booking confirmation mail: queued through the outbox in the transaction that
 * confirms the booking, so a rollback sends nothing and an event applied once mails once. It
 * carries the booking code, the stay, the total, a link to the invoice page and the invoice PDF;
 * a guest booking (no account) also a signed ota_onboard link to sign up with it.
 */
import type { Invoice } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import type { Db } from '../../db/client.ts';
import type { OutboxSender } from '../outbox/outbox.service.ts';
import { createBookingRepository } from './booking.repository.ts';
import { invoiceOf } from './booking.service.ts';
import { invoicePdf } from './invoice.ts';
import { bookingMail } from './booking-mail.ts';
import { signOtaOnboard } from '../account/ota-onboard.ts';
import { siteLink, type SiteOrigin, type SiteOrigins } from '../../http/site-origin.ts';

/** the site's locale for a property's currency (the mail is in English; the link opens that country's site) */
export const LOCALE_BY_CURRENCY: Record<string, string> = {
  IDR: 'en-id',
  SGD: 'en-sg',
  PHP: 'en-ph',
  VND: 'en-vn',
  THB: 'en-th',
};

/** sign-up prefilled from a guest booking (spec §2 ota_onboard; api/README.md "ota_onboard") */
export function onboardUrl(site: SiteOrigin, currency: string, token: string): string {
  return bookingPageUrl(site, currency, 'signUp', { ota_onboard: token });
}

/**
 * A page of a booking's site, `path` after the locale (the invoice, the abandoned-booking screen):
 * `site` is where the booking was made (`sites.ofBooking(row.site_origin)`), so a mail built
 * later links to that site. A query may come in `path` after `?` or in `query`.
 */
export function bookingPageUrl(
  site: SiteOrigin,
  currency: string,
  path: string,
  query: Record<string, string> = {},
): string {
  const [pathname = '', search = ''] = path.split('?');
  return siteLink(site, `/${LOCALE_BY_CURRENCY[currency] ?? 'en-id'}/${pathname.replace(/^\//, '')}`, {
    ...Object.fromEntries(new URLSearchParams(search)),
    ...query,
  });
}

export function invoicePageUrl(site: SiteOrigin, currency: string, salt: string): string {
  return bookingPageUrl(site, currency, `bookings/invoice/${encodeURIComponent(salt)}`);
}

/** subject, text and html of the mail for an invoice */
export function confirmationMessage(
  inv: Omit<Invoice, 'pdf_url'>,
  link: string,
  signUpLink?: string,
): { subject: string; text: string; html: string } {
  const atHotel = inv.payment_method === 'pay_at_hotel' && !inv.paid_at;
  const lead = atHotel
    ? 'Your booking is confirmed. You pay the total at the hotel when you check in. Keep your booking code: the hotel finds your booking with it.'
    : 'Your booking is confirmed and paid. Keep your booking code: the hotel finds your booking with it.';
  const nights = `${inv.no_of_nights} night${inv.no_of_nights === 1 ? '' : 's'}`;
  const facts: [string, string][] = [
    ['Booking code', inv.booking_code],
    ['Hotel', inv.hotel_name],
    ['Stay', `${inv.check_in_date} to ${inv.check_out_date} (${nights})`],
    [
      'Room',
      `${inv.room_type}, ${inv.rate_plan} (${inv.rooms} room${inv.rooms === 1 ? '' : 's'}, ${inv.guests} guest${inv.guests === 1 ? '' : 's'})`,
    ],
    [atHotel ? 'To pay at the hotel' : 'Total paid', formatMoney(inv.total, inv.currency, 'en-id')],
  ];
  const subject = `Booking confirmed: ${inv.booking_code}, ${inv.hotel_name}`;
  return {
    subject,
    ...bookingMail({
      name: inv.guest_name,
      lead,
      facts,
      paragraphs: [
        {
          text: `Your invoice: ${link}\nThe invoice is attached as a PDF (${inv.invoice_number}.pdf).`,
          link: { href: link, label: 'View your invoice', after: ' (also attached as a PDF).' },
        },
        ...(signUpLink
          ? [
              {
                text: `Create an account with this booking in it (your details are filled in for you): ${signUpLink}`,
                link: {
                  href: signUpLink,
                  label: 'Create an account with this booking in it',
                  after: ' (your details are filled in for you).',
                },
              },
            ]
          : []),
      ],
    }),
  };
}

/**
 * Queues the confirmation mail of a booking inside `tx` (the confirming transaction: every read
 * goes through it, PGlite has one connection). A booking without an email address gets none. Its
 * links lead to the site the booking was made on, whatever request confirms it (often the
 * gateway's webhook).
 */
export async function queueConfirmationMail(
  tx: Db,
  salt: string,
  deps: { outbox: OutboxSender; sites: SiteOrigins; onboard?: { secret: string; now: Date } },
): Promise<boolean> {
  const repo = createBookingRepository(tx);
  const row = await repo.findBySalt(salt);
  if (!row?.guest_email) return false;
  const invoice = await invoiceOf(repo, row);
  const pdf = await invoicePdf(invoice);
  const site = deps.sites.ofBooking(row.site_origin);
  // a booking made without an account offers sign-up with it (ota_onboard)
  const signUp =
    row.user_id === null && deps.onboard
      ? onboardUrl(site, row.currency, signOtaOnboard(deps.onboard.secret, row.id, deps.onboard.now))
      : undefined;
  const message = confirmationMessage(invoice, invoicePageUrl(site, row.currency, row.booking_salt), signUp);
  await deps.outbox.enqueueMail(
    {
      to: row.guest_email,
      ...message,
      attachments: [
        {
          filename: `${invoice.invoice_number}.pdf`,
          contentType: 'application/pdf',
          contentBase64: Buffer.from(pdf).toString('base64'),
        },
      ],
      kind: 'booking_confirmation',
    },
    tx,
  );
  return true;
}
