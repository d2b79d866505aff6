/**
 * The booking confirmation mail: queued through the outbox in the transaction that
 * confirms the booking, so a rollback sends nothing and an event applied once mails once. It
 * carries the booking code, the stay, the total, a link to the invoice page and the invoice PDF;
 * a guest booking (no account) also a signed ota_onboard link to sign up with it.
 */
import type { Invoice } from '@rednest/shared/contracts';
import { formatMoney, localeOfCurrency } from '@rednest/shared/format';
import { cancellationRule } from '@rednest/shared/format/cancellation';
import type { Db } from '../../db/client.ts';
import type { OutboxSender } from '../outbox/outbox.service.ts';
import { createBookingRepository } from './booking.repository.ts';
import { invoiceOf } from './booking.service.ts';
import { invoicePdf } from './invoice.ts';
import { bookingMail } from './booking-mail.ts';
import { signOtaOnboard } from '../account/ota-onboard.ts';
import { mailDay, mailWords } from './mail-words.ts';
import { inLanguage } from '../../i18n/language.ts';
import { isLocale, type Language } from '@rednest/shared/contracts/locales';
import { siteLink, type SiteOrigin, type SiteOrigins } from '../../http/site-origin.ts';

/** the English site's locale for a property's currency (a mail's link opens the booking's language where that country has it) */
export const LOCALE_BY_CURRENCY: Record<string, string> = {
  IDR: 'en-id',
  SGD: 'en-sg',
  PHP: 'en-ph',
  VND: 'en-vn',
  THB: 'en-th',
};

/** sign-up prefilled from a guest booking (spec §2 ota_onboard; api/README.md "ota_onboard") */
export function onboardUrl(site: SiteOrigin, currency: string, token: string, language = 'en'): string {
  return bookingPageUrl(site, currency, 'signUp', { ota_onboard: token }, language);
}

/** the locale of a booking's country in `language` where the country's site speaks it (vi-vn), else its English one */
export function bookingLocale(currency: string, language = 'en'): string {
  const english = LOCALE_BY_CURRENCY[currency] ?? 'en-id';
  const own = `${language}-${english.slice(3)}`;
  return isLocale(own) ? own : english;
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
  /** the booking's language: the page opens in it where the country's site has it */
  language = 'en',
): string {
  const [pathname = '', search = ''] = path.split('?');
  return siteLink(site, `/${bookingLocale(currency, language)}/${pathname.replace(/^\//, '')}`, {
    ...Object.fromEntries(new URLSearchParams(search)),
    ...query,
  });
}

export function invoicePageUrl(site: SiteOrigin, currency: string, salt: string, language = 'en'): string {
  return bookingPageUrl(site, currency, `bookings/invoice/${encodeURIComponent(salt)}`, {}, language);
}

/** subject, text and html of the mail for an invoice, in `language` (the booking's: bookings.language) */
export function confirmationMessage(
  inv: Omit<Invoice, 'pdf_url'>,
  link: string,
  signUpLink?: string,
  /** the plan's cancellation rule in the shared words (the pages say the same) */
  cancellation?: string,
  language = 'en',
  /** what the guest asked of the property, repeated so they see it was kept */
  specialRequest?: string | null,
): { subject: string; text: string; html: string } {
  const w = mailWords(language);
  const atHotel = inv.payment_method === 'pay_at_hotel' && !inv.paid_at;
  const facts: [string, string][] = [
    [w.facts.bookingCode, inv.booking_code],
    [w.facts.hotel, inv.hotel_name],
    [
      w.facts.stay,
      `${w.range(mailDay(inv.check_in_date, w), mailDay(inv.check_out_date, w))} (${w.nights(inv.no_of_nights)})`,
    ],
    [w.facts.room, `${inv.room_type}, ${inv.rate_plan} (${w.rooms(inv.rooms)}, ${w.guests(inv.guests)})`],
    ...(specialRequest ? [[w.facts.request, specialRequest] as [string, string]] : []),
    [
      atHotel ? w.facts.toPayAtHotel : w.facts.totalPaid,
      formatMoney(inv.total, inv.currency, localeOfCurrency(inv.currency), { exact: true }),
    ],
    ...(cancellation ? [[w.facts.cancellation, cancellation] as [string, string]] : []),
  ];
  return {
    subject: w.confirmation.subject(inv.booking_code, inv.hotel_name),
    ...bookingMail({
      greeting: w.hello(inv.guest_name),
      lead: atHotel ? w.confirmation.leadAtHotel : w.confirmation.leadPaid,
      facts,
      paragraphs: [
        {
          text: w.confirmation.invoiceText(link, `${inv.invoice_number}.pdf`),
          link: { href: link, label: w.confirmation.invoiceLabel, after: w.confirmation.invoiceAfter },
        },
        ...(signUpLink
          ? [
              {
                text: w.confirmation.signUpText(signUpLink),
                link: { href: signUpLink, label: w.confirmation.signUpLabel, after: w.confirmation.signUpAfter },
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
  // the mail is in the language of the site it was booked on, its room and plan read in it too
  const language = await repo.languageOf(salt);
  return inLanguage(language, () => queueIn(tx, repo, salt, language, deps));
}

async function queueIn(
  tx: Db,
  repo: ReturnType<typeof createBookingRepository>,
  salt: string,
  language: Language,
  deps: { outbox: OutboxSender; sites: SiteOrigins; onboard?: { secret: string; now: Date } },
): Promise<boolean> {
  const row = await repo.findBySalt(salt);
  if (!row?.guest_email) return false;
  const invoice = await invoiceOf(repo, row);
  const pdf = await invoicePdf(invoice);
  const site = deps.sites.ofBooking(row.site_origin);
  // a booking made without an account offers sign-up with it (ota_onboard)
  const signUp =
    row.user_id === null && deps.onboard
      ? onboardUrl(site, row.currency, signOtaOnboard(deps.onboard.secret, row.id, deps.onboard.now), language)
      : undefined;
  const plan = await repo.planRule(row.rate_plan_id);
  const cancellation = plan
    ? cancellationRule(
        plan.refundable && plan.hours > 0
          ? { refundable: true, free_until_hours_before_check_in: plan.hours, fee_percent: plan.fee }
          : { refundable: false, free_until_hours_before_check_in: null, fee_percent: 100 },
        language,
      )
    : undefined;
  const message = confirmationMessage(
    invoice,
    invoicePageUrl(site, row.currency, row.booking_salt, language),
    signUp,
    cancellation,
    language,
    row.special_request,
  );
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
