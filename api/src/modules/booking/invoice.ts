/**
 * Invoices: a booking's charges as they were priced at booking, as data and as a PDF
 * (pdf-lib), and the signed short-lived link that lets a browser open the PDF without a token.
 */
import crypto from 'node:crypto';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
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
 * The invoice as a one-page A4 PDF in the answer's language (a link's, or the booking's for its
 * confirmation mail), its text in Noto Sans (Latin, Vietnamese, Thai: pdf-text.ts).
 */
export async function invoicePdf(inv: Omit<Invoice, 'pdf_url'>): Promise<Uint8Array> {
  const language = answerLanguage();
  const words = INVOICE_WORDS[language];
  const day = (iso: string) => calendarDay(iso, words.dateTag);
  const doc = await PDFDocument.create();
  doc.setTitle(words.invoice(inv.invoice_number));
  doc.setLanguage(language);
  doc.setAuthor('RedNest');
  doc.setCreationDate(new Date(`${inv.issued_on}T00:00:00Z`));
  const page = doc.addPage([595.28, 841.89]);
  const writer = await pdfTextWriter(doc);
  const left = 56;
  const right = 595.28 - 56;
  let y = 780;
  const text = (p: PDFPage, value: string, x: number, size: number, weight: Weight, alignRight = false) =>
    writer.draw(p, value, { x, y, size, weight, alignRight });
  const row = async (label: string, value: string, weight: Weight = 400) => {
    await text(page, label, left, 11, weight);
    await text(page, value, right, 11, weight, true);
    y -= 18;
  };

  await text(page, 'RedNest', left, 20, 700);
  await text(page, words.invoice(inv.invoice_number), right, 14, 700, true);
  y -= 22;
  await text(page, words.issued(day(inv.issued_on)), right, 10, 400, true);
  await text(page, words.booking(inv.booking_code), left, 10, 400);
  y -= 30;
  await text(page, inv.hotel_name, left, 13, 700);
  y -= 16;
  await text(page, inv.hotel_address, left, 10, 400);
  y -= 28;
  await row(words.guest, inv.guest_name);
  if (inv.guest_email) await row(words.email, inv.guest_email);
  // the range in words ("… to …"): the PDF's fonts have no arrow
  await row(words.stay, words.range(day(inv.check_in_date), day(inv.check_out_date)));
  await row('', [words.nights(inv.no_of_nights), words.rooms(inv.rooms), words.guests(inv.guests)].join(', '));
  await row(words.room, `${inv.room_type} · ${inv.rate_plan}`);
  y -= 10;
  page.drawLine({
    start: { x: left, y: y + 6 },
    end: { x: right, y: y + 6 },
    thickness: 0.6,
    color: rgb(0.8, 0.8, 0.82),
  });
  y -= 8;
  for (const line of inv.lines)
    await row(line.label, line.amount < 0 ? `-${money(-line.amount, inv.currency)}` : money(line.amount, inv.currency));
  page.drawLine({
    start: { x: left, y: y + 6 },
    end: { x: right, y: y + 6 },
    thickness: 0.6,
    color: rgb(0.8, 0.8, 0.82),
  });
  y -= 8;
  await row(words.total, money(inv.total, inv.currency), 700);
  y -= 10;
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
  y = 60;
  await text(page, words.footnote, left, 9, 400);
  return doc.save();
}
