/**
 * The words of an invoice (its lines, the PDF's labels) in each site language. They read as
 * mf-booking's invoice page reads them, so the page, its PDF and the mails say the same thing;
 * numbers of nights, rooms and guests take their plural form from the mails' words.
 */
import type { Language } from '@rednest/shared/contracts/locales';
import type { Invoice } from '@rednest/shared/contracts';
import { MAIL_WORDS } from './mail-words.ts';

type RefundStatus = NonNullable<Invoice['refund']>['status'];

export interface InvoiceWords {
  /** the BCP 47 tag dates are written with */
  dateTag: string;
  roomCharge(nights: number): string;
  discount: string;
  service: string;
  taxes: string;
  promoCode(code: string): string;
  /** points paid with, their count */
  points(count: number): string;
  /** a club plan bought with the stay, its name */
  membership(plan: string): string;
  /** a club member's price off the stay */
  clubDiscount: string;
  stayReward: string;
  invoice(number: string): string;
  issued(date: string): string;
  booking(code: string): string;
  guest: string;
  email: string;
  stay: string;
  room: string;
  total: string;
  status: string;
  paid(date: string, method: string | null): string;
  unpaid: string;
  payAtHotel: string;
  cancelled: string;
  refund(amount: string, status: RefundStatus): string;
  footnote: string;
  nights(n: number): string;
  rooms(n: number): string;
  guests(n: number): string;
  /** "12 Jan 2027 to 14 Jan 2027" */
  range(from: string, to: string): string;
}

const REFUND: Record<Language, Record<RefundStatus, string>> = {
  en: { requested: 'requested', processing: 'on its way', refunded: 'refunded', failed: 'failed, our team is on it' },
  id: {
    requested: 'diajukan',
    processing: 'sedang diproses',
    refunded: 'sudah dikembalikan',
    failed: 'gagal, tim kami sedang menanganinya',
  },
  vi: {
    requested: 'đã yêu cầu',
    processing: 'đang xử lý',
    refunded: 'đã hoàn',
    failed: 'thất bại, chúng tôi đang xử lý',
  },
  th: { requested: 'ส่งคำขอแล้ว', processing: 'กำลังดำเนินการ', refunded: 'คืนเงินแล้ว', failed: 'ไม่สำเร็จ ทีมงานกำลังดูแล' },
};

/** how a payment method reads after "paid … by" */
const METHOD: Record<Language, (method: string) => string> = {
  en: (m) => ` by ${m.replace(/_/g, ' ')}`,
  id: (m) => ` via ${m.replace(/_/g, ' ')}`,
  vi: (m) => ` qua ${m.replace(/_/g, ' ')}`,
  th: (m) => ` ผ่าน ${m.replace(/_/g, ' ')}`,
};

const counts = (language: Language) => ({
  dateTag: MAIL_WORDS[language].dateTag,
  nights: MAIL_WORDS[language].nights,
  rooms: MAIL_WORDS[language].rooms,
  guests: MAIL_WORDS[language].guests,
  range: MAIL_WORDS[language].range,
});

export const INVOICE_WORDS: Record<Language, InvoiceWords> = {
  en: {
    ...counts('en'),
    roomCharge: (n) => `Room, ${n} ${n === 1 ? 'night' : 'nights'}`,
    discount: 'Discount',
    service: 'Service charge',
    taxes: 'Taxes',
    promoCode: (code) => `Promo code ${code}`,
    points: (n) => `Points (${n})`,
    membership: (plan) => `Club membership (${plan})`,
    clubDiscount: 'Club member price',
    stayReward: 'Stay reward',
    invoice: (number) => `Invoice ${number}`,
    issued: (date) => `Issued ${date}`,
    booking: (code) => `Booking ${code}`,
    guest: 'Guest',
    email: 'Email',
    stay: 'Stay',
    room: 'Room',
    total: 'Total',
    status: 'Status',
    paid: (date, method) => `Paid on ${date}${method ? METHOD.en(method) : ''}`,
    unpaid: 'Not paid yet',
    payAtHotel: 'To pay at the hotel when you check in',
    cancelled: 'Cancelled',
    refund: (amount, status) => `Refund ${amount}: ${REFUND.en[status]}`,
    footnote: "Prices include taxes and fees. Amounts are in the property's currency.",
  },
  id: {
    ...counts('id'),
    roomCharge: (n) => `Kamar, ${n} malam`,
    discount: 'Diskon',
    service: 'Biaya layanan',
    taxes: 'Pajak',
    promoCode: (code) => `Kode promo ${code}`,
    points: (n) => `Poin (${n})`,
    membership: (plan) => `Keanggotaan klub (${plan})`,
    clubDiscount: 'Harga anggota klub',
    stayReward: 'Hadiah menginap',
    invoice: (number) => `Faktur ${number}`,
    issued: (date) => `Diterbitkan ${date}`,
    booking: (code) => `Pesanan ${code}`,
    guest: 'Tamu',
    email: 'Email',
    stay: 'Menginap',
    room: 'Kamar',
    total: 'Total',
    status: 'Status',
    paid: (date, method) => `Dibayar pada ${date}${method ? METHOD.id(method) : ''}`,
    unpaid: 'Belum dibayar',
    payAtHotel: 'Dibayar di hotel saat check-in',
    cancelled: 'Dibatalkan',
    refund: (amount, status) => `Pengembalian dana ${amount}: ${REFUND.id[status]}`,
    footnote: 'Harga sudah termasuk pajak dan biaya. Jumlah dalam mata uang properti.',
  },
  vi: {
    ...counts('vi'),
    roomCharge: (n) => `Phòng, ${n} đêm`,
    discount: 'Giảm giá',
    service: 'Phí dịch vụ',
    taxes: 'Thuế',
    promoCode: (code) => `Mã khuyến mãi ${code}`,
    points: (n) => `Điểm (${n})`,
    membership: (plan) => `Thành viên câu lạc bộ (${plan})`,
    clubDiscount: 'Giá thành viên câu lạc bộ',
    stayReward: 'Phần thưởng lưu trú',
    invoice: (number) => `Hóa đơn ${number}`,
    issued: (date) => `Ngày lập ${date}`,
    booking: (code) => `Đặt phòng ${code}`,
    guest: 'Khách',
    email: 'Email',
    stay: 'Lưu trú',
    room: 'Phòng',
    total: 'Tổng cộng',
    status: 'Trạng thái',
    paid: (date, method) => `Đã thanh toán ngày ${date}${method ? METHOD.vi(method) : ''}`,
    unpaid: 'Chưa thanh toán',
    payAtHotel: 'Thanh toán tại khách sạn khi nhận phòng',
    cancelled: 'Đã hủy',
    refund: (amount, status) => `Hoàn tiền ${amount}: ${REFUND.vi[status]}`,
    footnote: 'Giá đã gồm thuế và phí. Số tiền tính theo đơn vị tiền tệ của chỗ nghỉ.',
  },
  th: {
    ...counts('th'),
    roomCharge: (n) => `ห้องพัก ${n} คืน`,
    discount: 'ส่วนลด',
    service: 'ค่าบริการ',
    taxes: 'ภาษี',
    promoCode: (code) => `โค้ดส่วนลด ${code}`,
    points: (n) => `คะแนน (${n})`,
    membership: (plan) => `สมาชิกคลับ (${plan})`,
    clubDiscount: 'ราคาสมาชิกคลับ',
    stayReward: 'รางวัลการเข้าพัก',
    invoice: (number) => `ใบแจ้งหนี้ ${number}`,
    issued: (date) => `ออกเมื่อ ${date}`,
    booking: (code) => `การจอง ${code}`,
    guest: 'ผู้เข้าพัก',
    email: 'อีเมล',
    stay: 'เข้าพัก',
    room: 'ห้อง',
    total: 'ยอดรวม',
    status: 'สถานะ',
    paid: (date, method) => `ชำระแล้วเมื่อ ${date}${method ? METHOD.th(method) : ''}`,
    unpaid: 'ยังไม่ได้ชำระ',
    payAtHotel: 'ชำระที่โรงแรมเมื่อเช็กอิน',
    cancelled: 'ยกเลิกแล้ว',
    refund: (amount, status) => `คืนเงิน ${amount}: ${REFUND.th[status]}`,
    footnote: 'ราคารวมภาษีและค่าธรรมเนียมแล้ว จำนวนเงินเป็นสกุลเงินของที่พัก',
  },
};
