/**
 * A paid membership's invoice for its member (club_membership_invoice) and its one-page PDF through a
 * link signed for a few minutes (club_membership_invoice_pdf), in the page's language. The link signs
 * `club:{id}`, a subject no booking salt can be, so a booking's link never opens a membership's.
 */
import type { ClubInvoice, ClubInvoicePdfQuery } from '@rednest/shared/contracts';
import { ENDPOINTS, routePath } from '@rednest/shared/contracts/endpoints';
import { COUNTRIES, type CountryCode, type Language } from '@rednest/shared/contracts/locales';
import { addDays, bookingCode, calendarDay, formatMoney, localeOfCurrency, todayIn } from '@rednest/shared/format';
import { conflict, notFound } from '../../errors.ts';
import { answerLanguage, inLanguage } from '../../i18n/language.ts';
import { invoiceSheet, pdfLinkValid, signPdfLink } from '../booking/invoice.ts';
import type { MembershipRepository } from './membership.repository.ts';

export interface MembershipInvoiceDeps {
  repo: Pick<MembershipRepository, 'invoiceFacts'>;
  now: () => Date;
  linkSecret: string;
  apiBasePath?: string;
}

interface Words {
  dateTag: string;
  title(n: string): string;
  issued(day: string): string;
  member: string;
  email: string;
  plan: string;
  days(n: number): string;
  period: string;
  range(from: string, to: string): string;
  paidWith(code: string): string;
  total: string;
  footnote: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    dateTag: 'en-GB',
    title: (n) => `Invoice ${n}`,
    issued: (d) => `Paid on ${d}`,
    member: 'Member',
    email: 'Email',
    plan: 'Club plan',
    days: (n) => `${n} days`,
    period: 'Covered',
    range: (a, b) => `${a} to ${b}`,
    paidWith: (c) => `Paid with booking ${c}`,
    total: 'Total paid',
    footnote: 'RedNest Club membership. Prices include taxes.',
  },
  id: {
    dateTag: 'id-ID',
    title: (n) => `Faktur ${n}`,
    issued: (d) => `Dibayar ${d}`,
    member: 'Anggota',
    email: 'Email',
    plan: 'Paket klub',
    days: (n) => `${n} hari`,
    period: 'Berlaku',
    range: (a, b) => `${a} sampai ${b}`,
    paidWith: (c) => `Dibayar bersama pemesanan ${c}`,
    total: 'Total dibayar',
    footnote: 'Keanggotaan RedNest Club. Harga sudah termasuk pajak.',
  },
  vi: {
    dateTag: 'vi-VN',
    title: (n) => `Hóa đơn ${n}`,
    issued: (d) => `Đã thanh toán ${d}`,
    member: 'Thành viên',
    email: 'Email',
    plan: 'Gói câu lạc bộ',
    days: (n) => `${n} ngày`,
    period: 'Hiệu lực',
    range: (a, b) => `${a} đến ${b}`,
    paidWith: (c) => `Thanh toán cùng đặt phòng ${c}`,
    total: 'Tổng đã thanh toán',
    footnote: 'Thành viên RedNest Club. Giá đã gồm thuế.',
  },
  th: {
    dateTag: 'th-TH',
    title: (n) => `ใบแจ้งหนี้ ${n}`,
    issued: (d) => `ชำระเมื่อ ${d}`,
    member: 'สมาชิก',
    email: 'อีเมล',
    plan: 'แพ็กเกจคลับ',
    days: (n) => `${n} วัน`,
    period: 'ระยะเวลา',
    range: (a, b) => `${a} ถึง ${b}`,
    paidWith: (c) => `ชำระพร้อมการจอง ${c}`,
    total: 'ยอดชำระ',
    footnote: 'สมาชิก RedNest Club ราคารวมภาษีแล้ว',
  },
};

const subject = (id: number) => `club:${id}`;

export function createMembershipInvoices(deps: MembershipInvoiceDeps) {
  const missing = () => notFound('MEMBERSHIP_NOT_FOUND', 'We could not find this membership in your account.');

  async function facts(userId: number | null, membershipId: number): Promise<Omit<ClubInvoice, 'pdf_url'>> {
    const row = await deps.repo.invoiceFacts(membershipId);
    if (!row || (userId !== null && row.userId !== userId) || row.status === 'void') throw missing();
    if (row.status !== 'active' || !row.startsOn || !row.endsOn || !row.paidAt)
      throw conflict(
        'MEMBERSHIP_NOT_PAID',
        row.bookingId === null
          ? 'This membership is waiting for its payment: its invoice is made once it is paid.'
          : 'This membership is waiting for the payment of its booking: its invoice is made once it is paid.',
      );
    return {
      invoice_number: `INV-CLUB-${String(row.id).padStart(6, '0')}`,
      membership_id: row.id,
      plan_name: row.planName,
      duration_days: row.durationDays,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      // the day it was paid on the member's home calendar, as its days are counted
      issued_on: todayIn((COUNTRIES[row.countryCode as CountryCode] ?? COUNTRIES.id).timezone, new Date(row.paidAt)),
      member_name: row.memberName,
      member_email: row.memberEmail,
      currency: row.currency,
      total: row.priceMinor,
      paid_with:
        row.bookingId !== null && row.bookingSalt !== null
          ? { booking_code: bookingCode(row.bookingId), booking_salt: row.bookingSalt }
          : null,
    };
  }

  return {
    /** a paid membership's invoice for its member; another user's reads as unknown */
    async invoice(userId: number, membershipId: number): Promise<ClubInvoice> {
      const invoice = await facts(userId, membershipId);
      const link = signPdfLink(deps.linkSecret, subject(membershipId), deps.now());
      const query = new URLSearchParams({
        membership_id: String(membershipId),
        expires: String(link.expires),
        signature: link.signature,
        language: answerLanguage(),
      });
      return { ...invoice, pdf_url: `${deps.apiBasePath ?? ''}${routePath(ENDPOINTS.clubInvoicePdf)}?${query}` };
    },

    /** the PDF through a signed link; a wrong or expired link is 404, like a membership that is not there */
    async invoicePdf(link: ClubInvoicePdfQuery): Promise<{ bytes: Uint8Array; filename: string }> {
      const signed = { booking_salt: subject(link.membership_id), expires: link.expires, signature: link.signature };
      if (!pdfLinkValid(deps.linkSecret, signed, deps.now()))
        throw notFound(
          'INVOICE_LINK_INVALID',
          'This invoice link has expired or is not valid. Open the invoice again from your club history.',
        );
      return inLanguage(link.language ?? 'en', async () => {
        const invoice = await facts(null, link.membership_id);
        return { bytes: await membershipInvoicePdf(invoice), filename: `${invoice.invoice_number}.pdf` };
      });
    },
  };
}
export type MembershipInvoices = ReturnType<typeof createMembershipInvoices>;

/** The invoice as a one-page A4 PDF in the answer's language, on the booking invoice's sheet. */
export async function membershipInvoicePdf(inv: Omit<ClubInvoice, 'pdf_url'>): Promise<Uint8Array> {
  const w = WORDS[answerLanguage()];
  const day = (iso: string) => calendarDay(iso, w.dateTag);
  const money = (minor: number) => formatMoney(minor, inv.currency, localeOfCurrency(inv.currency), { exact: true });
  const sheet = await invoiceSheet({ title: w.title(inv.invoice_number), issuedOn: inv.issued_on });
  const { left, right, row } = sheet;

  await sheet.text('RedNest Club', left, 20, 700);
  await sheet.text(w.title(inv.invoice_number), right, 14, 700, true);
  sheet.y -= 22;
  await sheet.text(w.issued(day(inv.issued_on)), right, 10, 400, true);
  sheet.y -= 36;
  await row(w.member, inv.member_name);
  await row(w.email, inv.member_email);
  sheet.y -= 10;
  sheet.rule();
  await row(w.plan, `${inv.plan_name} (${w.days(inv.duration_days)})`);
  // ends_on is the first day no longer covered: the member reads the day before it
  await row(w.period, w.range(day(inv.starts_on), day(addDays(inv.ends_on, -1))));
  if (inv.paid_with) await row('', w.paidWith(inv.paid_with.booking_code));
  sheet.rule();
  await row(w.total, money(inv.total), 700);
  sheet.y = 60;
  await sheet.text(w.footnote, left, 9, 400);
  return sheet.save();
}
