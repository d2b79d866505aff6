/**
 * Invoices: a booking's charges as they were priced at booking, as data and as a PDF
 * (pdf-lib), and the signed short-lived link that lets a browser open the PDF without a token.
 */
import crypto from 'node:crypto';
import { PDFDocument, rgb } from 'pdf-lib';
import { pdfTextWriter, type Weight } from './pdf-text.ts';
import type { BookingAdjustment, Invoice } from '@rednest/shared/contracts';
import { calendarDay, formatMoney, localeOfCurrency } from '@rednest/shared/format';
import { answerLanguage } from '../../i18n/language.ts';
import { INVOICE_WORDS } from './invoice-words.ts';

/** how long a PDF link works */
export const PDF_LINK_SECONDS = 10 * 60;

const signatureOf = (secret: string, salt: string, expires: number) =>
  crypto.createHmac('sha256', secret).update(`invoice-pdf:${salt}:${expires}`).digest('hex');

export function signPdfLink(secret: string, salt: string, now: Date): { expires: number; signature: string } {
  const expires = Math.floor(now.getTime() / 1000) + PDF_LINK_SECONDS;
  return { expires, signature: signatureOf(secret, salt, expires) };
}

/** a link is good until it expires, and only with its own signature (compared in constant time) */
export function pdfLinkValid(
  secret: string,
  link: { booking_salt: string; expires: number; signature: string },
  now: Date,
): boolean {
  if (link.expires * 1000 < now.getTime()) return false;
  const want = Buffer.from(signatureOf(secret, link.booking_salt, link.expires), 'hex');
  const got = Buffer.from(link.signature, 'hex');
  return got.length === want.length && crypto.timingSafeEqual(got, want);
}

/** The booking's lines: the stay as priced (room, discount, service, taxes), then each adjustment; in the answer's language. */
export function invoiceLines(b: {
  nights: number;
  roomCharge: number;
  discount: number;
  service: number;
  taxes: number;
  adjustments: BookingAdjustment[];
}): Invoice['lines'] {
  const words = INVOICE_WORDS[answerLanguage()];
  const lines: Invoice['lines'] = [{ label: words.roomCharge(b.nights), amount: b.roomCharge }];
  if (b.discount > 0) lines.push({ label: words.discount, amount: -b.discount });
  lines.push({ label: words.service, amount: b.service }, { label: words.taxes, amount: b.taxes });
  for (const a of b.adjustments) {
    lines.push({
      label:
        a.kind === 'coupon'
          ? words.promoCode(a.code)
          : a.kind === 'add_on'
            ? `${a.label} × ${a.quantity}`
            : a.kind === 'points'
              ? words.points(a.quantity)
              : a.kind === 'membership'
                ? words.membership(a.label)
                : a.kind === 'club_discount'
                  ? words.clubDiscount
                  : a.kind === 'stay_reward'
                    ? words.stayReward
                    : a.label,
      amount: a.amount,
    });
  }
  return lines;
}

/** an invoice is exact money (satang, centavos shown), written the way the property's country writes it */
const money = (amount: number, currency: string) =>
  formatMoney(amount, currency, localeOfCurrency(currency), { exact: true });

/**
 * A one-page A4 invoice sheet in the answer's language: text in Noto Sans (Latin, Vietnamese, Thai:
 * pdf-text.ts) written from the top down (`y` moves as rows are added), label/value rows and rules.
 * The booking's and the club membership's invoices are drawn on it.
 */
export async function invoiceSheet(meta: { title: string; issuedOn: string }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setLanguage(answerLanguage());
  doc.setAuthor('RedNest');
  doc.setCreationDate(new Date(`${meta.issuedOn}T00:00:00Z`));
  const page = doc.addPage([595.28, 841.89]);
  const writer = await pdfTextWriter(doc);
  const left = 56;
  const right = 595.28 - 56;
  const sheet = {
    y: 780,
    left,
    right,
    text: (value: string, x: number, size: number, weight: Weight, alignRight = false) =>
      writer.draw(page, value, { x, y: sheet.y, size, weight, alignRight }),
    async row(label: string, value: string, weight: Weight = 400) {
      await sheet.text(label, left, 11, weight);
      await sheet.text(value, right, 11, weight, true);
      sheet.y -= 18;
    },
    rule() {
      page.drawLine({
        start: { x: left, y: sheet.y + 6 },
        end: { x: right, y: sheet.y + 6 },
        thickness: 0.6,
        color: rgb(0.8, 0.8, 0.82),
      });
      sheet.y -= 8;
    },
    save: () => doc.save(),
  };
  return sheet;
}

/**
 * The invoice as a one-page A4 PDF in the answer's language (a link's, or the booking's for its
 * confirmation mail).
 */
export async function invoicePdf(inv: Omit<Invoice, 'pdf_url'>): Promise<Uint8Array> {
  const words = INVOICE_WORDS[answerLanguage()];
  const day = (iso: string) => calendarDay(iso, words.dateTag);
  const sheet = await invoiceSheet({ title: words.invoice(inv.invoice_number), issuedOn: inv.issued_on });
  const { left, right, row } = sheet;

  await sheet.text('RedNest', left, 20, 700);
  await sheet.text(words.invoice(inv.invoice_number), right, 14, 700, true);
  sheet.y -= 22;
  await sheet.text(words.issued(day(inv.issued_on)), right, 10, 400, true);
  await sheet.text(words.booking(inv.booking_code), left, 10, 400);
  sheet.y -= 30;
  await sheet.text(inv.hotel_name, left, 13, 700);
  sheet.y -= 16;
  await sheet.text(inv.hotel_address, left, 10, 400);
  sheet.y -= 28;
  await row(words.guest, inv.guest_name);
  if (inv.guest_email) await row(words.email, inv.guest_email);
  // the range in words ("… to …"): the PDF's fonts have no arrow
  await row(words.stay, words.range(day(inv.check_in_date), day(inv.check_out_date)));
  await row('', [words.nights(inv.no_of_nights), words.rooms(inv.rooms), words.guests(inv.guests)].join(', '));
  await row(words.room, `${inv.room_type} · ${inv.rate_plan}`);
  sheet.y -= 10;
  sheet.rule();
  for (const line of inv.lines)
    await row(line.label, line.amount < 0 ? `-${money(-line.amount, inv.currency)}` : money(line.amount, inv.currency));
  sheet.rule();
  await row(words.total, money(inv.total, inv.currency), 700);
  sheet.y -= 10;
  await row(
    words.status,
    inv.paid_at
      ? words.paid(day(inv.paid_at), inv.payment_method)
      : inv.status === 'cancelled'
        ? words.cancelled
        : inv.payment_method === 'pay_at_hotel'
          ? words.payAtHotel
          : words.unpaid,
  );
  if (inv.paid_at && inv.status === 'cancelled') await row('', words.cancelled);
  if (inv.refund) await row('', words.refund(money(inv.refund.amount, inv.currency), inv.refund.status));
  sheet.y = 60;
  await sheet.text(words.footnote, left, 9, 400);
  return sheet.save();
}
