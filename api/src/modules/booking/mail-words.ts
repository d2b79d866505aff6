/**
 * The words of the mails about a booking (its confirmation, the unpaid-booking reminder, a payment
 * link) in each site language: a booking's mails are written in the language of the site it was
 * booked on (bookings.language), a payment link's in the language of the locale it opens in.
 * Numbers of nights, rooms and guests take their plural form from Intl.PluralRules.
 */
import type { Language } from '@rednest/shared/contracts/locales';
import { calendarDay, plural } from '@rednest/shared/format';

export interface MailWords {
  /** the BCP 47 tag dates are written with */
  dateTag: string;
  hello(name: string): string;
  facts: {
    bookingCode: string;
    hotel: string;
    stay: string;
    room: string;
    total: string;
    totalPaid: string;
    toPayAtHotel: string;
    cancellation: string;
    /** the guest's special request to the property */
    request: string;
  };
  /** "12 Jan 2027 to 14 Jan 2027" */
  range(from: string, to: string): string;
  nights(n: number): string;
  rooms(n: number): string;
  guests(n: number): string;
  confirmation: {
    subject(code: string, hotel: string): string;
    leadPaid: string;
    leadAtHotel: string;
    invoiceText(link: string, file: string): string;
    invoiceLabel: string;
    invoiceAfter: string;
    signUpText(link: string): string;
    signUpLabel: string;
    signUpAfter: string;
  };
  reminder: {
    subject(hotel: string, day: string): string;
    lead(hotel: string, until: string): string;
    finishText(link: string): string;
    finishLabel: string;
    nothingToDo: string;
  };
  paymentLink: {
    subject(code: string, hotel: string): string;
    held(code: string, hotel: string, stay: string): string;
    payHere(link: string): string;
    until(when: string): string;
    sms(total: string, code: string, hotel: string, when: string, link: string): string;
  };
}

const count = (language: Language, n: number, one: string, other: string) =>
  plural(n, language, { one: `${n} ${one}`, other: `${n} ${other}` });

export const MAIL_WORDS: Record<Language, MailWords> = {
  en: {
    dateTag: 'en-GB',
    hello: (name) => `Hello ${name},`,
    facts: {
      bookingCode: 'Booking code',
      hotel: 'Hotel',
      stay: 'Stay',
      room: 'Room',
      total: 'Total',
      totalPaid: 'Total paid',
      toPayAtHotel: 'To pay at the hotel',
      cancellation: 'Cancellation',
      request: 'Your request',
    },
    range: (from, to) => `${from} to ${to}`,
    nights: (n) => count('en', n, 'night', 'nights'),
    rooms: (n) => count('en', n, 'room', 'rooms'),
    guests: (n) => count('en', n, 'guest', 'guests'),
    confirmation: {
      subject: (code, hotel) => `Booking confirmed: ${code}, ${hotel}`,
      leadPaid: 'Your booking is confirmed and paid. Keep your booking code: the hotel finds your booking with it.',
      leadAtHotel:
        'Your booking is confirmed. You pay the total at the hotel when you check in. Keep your booking code: the hotel finds your booking with it.',
      invoiceText: (link, file) => `Your invoice: ${link}\nThe invoice is attached as a PDF (${file}).`,
      invoiceLabel: 'View your invoice',
      invoiceAfter: ' (also attached as a PDF).',
      signUpText: (link) => `Create an account with this booking in it (your details are filled in for you): ${link}`,
      signUpLabel: 'Create an account with this booking in it',
      signUpAfter: ' (your details are filled in for you).',
    },
    reminder: {
      subject: (hotel, day) => `Your room is still held: ${hotel}, ${day}`,
      lead: (hotel, until) =>
        `Your room at ${hotel} is held for you until ${until}, but the booking is not paid yet. Finish paying before then and the room is yours; after that it goes back on sale.`,
      finishText: (link) => `Finish paying: ${link}`,
      finishLabel: 'Finish paying',
      nothingToDo:
        'If you no longer want the room, do nothing: it is released when the hold ends and nothing is charged.',
    },
    paymentLink: {
      subject: (code, hotel) => `Pay for your booking ${code}, ${hotel}`,
      held: (code, hotel, stay) => `Your booking ${code} at ${hotel} (${stay}) is held for you until it is paid.`,
      payHere: (link) => `Pay by card here: ${link}`,
      until: (when) => `The link works until ${when}. After that the rooms may go to someone else.`,
      sms: (total, code, hotel, when, link) =>
        `RedNest: pay ${total} for booking ${code} at ${hotel} before ${when}: ${link}`,
    },
  },
  id: {
    dateTag: 'id-ID',
    hello: (name) => `Halo ${name},`,
    facts: {
      bookingCode: 'Kode pemesanan',
      hotel: 'Hotel',
      stay: 'Menginap',
      room: 'Kamar',
      total: 'Total',
      totalPaid: 'Total dibayar',
      toPayAtHotel: 'Dibayar di hotel',
      cancellation: 'Pembatalan',
      request: 'Permintaan Anda',
    },
    range: (from, to) => `${from} sampai ${to}`,
    nights: (n) => `${n} malam`,
    rooms: (n) => `${n} kamar`,
    guests: (n) => `${n} tamu`,
    confirmation: {
      subject: (code, hotel) => `Pemesanan dikonfirmasi: ${code}, ${hotel}`,
      leadPaid:
        'Pemesanan Anda sudah dikonfirmasi dan dibayar. Simpan kode pemesanan Anda: hotel akan mencari pemesanan Anda dengan kode ini.',
      leadAtHotel:
        'Pemesanan Anda sudah dikonfirmasi. Anda membayar totalnya di hotel saat check-in. Simpan kode pemesanan Anda: hotel akan mencari pemesanan Anda dengan kode ini.',
      invoiceText: (link, file) => `Faktur Anda: ${link}\nFaktur terlampir sebagai PDF (${file}).`,
      invoiceLabel: 'Lihat faktur Anda',
      invoiceAfter: ' (juga terlampir sebagai PDF).',
      signUpText: (link) => `Buat akun dengan pemesanan ini di dalamnya (data Anda sudah terisi): ${link}`,
      signUpLabel: 'Buat akun dengan pemesanan ini di dalamnya',
      signUpAfter: ' (data Anda sudah terisi).',
    },
    reminder: {
      subject: (hotel, day) => `Kamar Anda masih kami tahan: ${hotel}, ${day}`,
      lead: (hotel, until) =>
        `Kamar Anda di ${hotel} kami tahan sampai ${until}, tetapi pemesanannya belum dibayar. Selesaikan pembayaran sebelum itu dan kamar menjadi milik Anda; setelahnya kamar dijual kembali.`,
      finishText: (link) => `Selesaikan pembayaran: ${link}`,
      finishLabel: 'Selesaikan pembayaran',
      nothingToDo:
        'Jika Anda tidak lagi menginginkan kamar ini, abaikan saja: kamar dilepas saat masa tahan berakhir dan tidak ada biaya.',
    },
    paymentLink: {
      subject: (code, hotel) => `Bayar pemesanan ${code}, ${hotel}`,
      held: (code, hotel, stay) => `Pemesanan ${code} Anda di ${hotel} (${stay}) kami tahan sampai dibayar.`,
      payHere: (link) => `Bayar dengan kartu di sini: ${link}`,
      until: (when) => `Tautan berlaku sampai ${when}. Setelah itu kamar bisa dipesan orang lain.`,
      sms: (total, code, hotel, when, link) =>
        `RedNest: bayar ${total} untuk pemesanan ${code} di ${hotel} sebelum ${when}: ${link}`,
    },
  },
  vi: {
    dateTag: 'vi-VN',
    hello: (name) => `Xin chào ${name},`,
    facts: {
      bookingCode: 'Mã đặt phòng',
      hotel: 'Khách sạn',
      stay: 'Thời gian lưu trú',
      room: 'Phòng',
      total: 'Tổng cộng',
      totalPaid: 'Đã thanh toán',
      toPayAtHotel: 'Thanh toán tại khách sạn',
      cancellation: 'Hủy phòng',
      request: 'Yêu cầu của bạn',
    },
    range: (from, to) => `${from} đến ${to}`,
    nights: (n) => `${n} đêm`,
    rooms: (n) => `${n} phòng`,
    guests: (n) => `${n} khách`,
    confirmation: {
      subject: (code, hotel) => `Đã xác nhận đặt phòng: ${code}, ${hotel}`,
      leadPaid:
        'Đặt phòng của bạn đã được xác nhận và thanh toán. Hãy giữ mã đặt phòng: khách sạn tìm đặt phòng của bạn bằng mã này.',
      leadAtHotel:
        'Đặt phòng của bạn đã được xác nhận. Bạn thanh toán toàn bộ tại khách sạn khi nhận phòng. Hãy giữ mã đặt phòng: khách sạn tìm đặt phòng của bạn bằng mã này.',
      invoiceText: (link, file) => `Hóa đơn của bạn: ${link}\nHóa đơn được đính kèm dưới dạng PDF (${file}).`,
      invoiceLabel: 'Xem hóa đơn',
      invoiceAfter: ' (cũng được đính kèm dưới dạng PDF).',
      signUpText: (link) => `Tạo tài khoản có sẵn đặt phòng này (thông tin của bạn đã được điền sẵn): ${link}`,
      signUpLabel: 'Tạo tài khoản có sẵn đặt phòng này',
      signUpAfter: ' (thông tin của bạn đã được điền sẵn).',
    },
    reminder: {
      subject: (hotel, day) => `Phòng của bạn vẫn đang được giữ: ${hotel}, ${day}`,
      lead: (hotel, until) =>
        `Phòng của bạn tại ${hotel} được giữ đến ${until}, nhưng đặt phòng chưa được thanh toán. Hãy thanh toán trước thời điểm đó để giữ phòng; sau đó phòng sẽ được mở bán lại.`,
      finishText: (link) => `Hoàn tất thanh toán: ${link}`,
      finishLabel: 'Hoàn tất thanh toán',
      nothingToDo:
        'Nếu bạn không cần phòng nữa, bạn không cần làm gì: phòng được trả lại khi hết thời gian giữ và bạn không bị tính phí.',
    },
    paymentLink: {
      subject: (code, hotel) => `Thanh toán đặt phòng ${code}, ${hotel}`,
      held: (code, hotel, stay) => `Đặt phòng ${code} của bạn tại ${hotel} (${stay}) được giữ cho đến khi thanh toán.`,
      payHere: (link) => `Thanh toán bằng thẻ tại đây: ${link}`,
      until: (when) => `Liên kết có hiệu lực đến ${when}. Sau đó phòng có thể được bán cho người khác.`,
      sms: (total, code, hotel, when, link) =>
        `RedNest: thanh toán ${total} cho đặt phòng ${code} tại ${hotel} trước ${when}: ${link}`,
    },
  },
  th: {
    dateTag: 'th-TH',
    hello: (name) => `สวัสดีคุณ${name}`,
    facts: {
      bookingCode: 'รหัสการจอง',
      hotel: 'โรงแรม',
      stay: 'การเข้าพัก',
      room: 'ห้องพัก',
      total: 'ยอดรวม',
      totalPaid: 'ยอดที่ชำระแล้ว',
      toPayAtHotel: 'ชำระที่โรงแรม',
      cancellation: 'การยกเลิก',
      request: 'คำขอของคุณ',
    },
    range: (from, to) => `${from} ถึง ${to}`,
    nights: (n) => `${n} คืน`,
    rooms: (n) => `${n} ห้อง`,
    guests: (n) => `ผู้เข้าพัก ${n} คน`,
    confirmation: {
      subject: (code, hotel) => `ยืนยันการจองแล้ว: ${code}, ${hotel}`,
      leadPaid: 'การจองของคุณได้รับการยืนยันและชำระเงินแล้ว โปรดเก็บรหัสการจองไว้ โรงแรมจะค้นหาการจองของคุณด้วยรหัสนี้',
      leadAtHotel:
        'การจองของคุณได้รับการยืนยันแล้ว คุณชำระยอดรวมที่โรงแรมเมื่อเช็กอิน โปรดเก็บรหัสการจองไว้ โรงแรมจะค้นหาการจองของคุณด้วยรหัสนี้',
      invoiceText: (link, file) => `ใบแจ้งหนี้ของคุณ: ${link}\nแนบใบแจ้งหนี้เป็นไฟล์ PDF (${file}) แล้ว`,
      invoiceLabel: 'ดูใบแจ้งหนี้',
      invoiceAfter: ' (แนบเป็นไฟล์ PDF ด้วย)',
      signUpText: (link) => `สร้างบัญชีพร้อมการจองนี้ (กรอกข้อมูลของคุณไว้ให้แล้ว): ${link}`,
      signUpLabel: 'สร้างบัญชีพร้อมการจองนี้',
      signUpAfter: ' (กรอกข้อมูลของคุณไว้ให้แล้ว)',
    },
    reminder: {
      subject: (hotel, day) => `เรายังกันห้องไว้ให้คุณ: ${hotel}, ${day}`,
      lead: (hotel, until) =>
        `เรากันห้องพักที่${hotel}ไว้ให้คุณถึง ${until} แต่การจองยังไม่ได้ชำระเงิน ชำระให้เสร็จก่อนเวลานั้นแล้วห้องจะเป็นของคุณ หลังจากนั้นห้องจะกลับมาเปิดขาย`,
      finishText: (link) => `ชำระเงินให้เสร็จ: ${link}`,
      finishLabel: 'ชำระเงินให้เสร็จ',
      nothingToDo: 'หากไม่ต้องการห้องนี้แล้ว ไม่ต้องทำอะไร ห้องจะถูกปล่อยเมื่อหมดเวลากันห้องและไม่มีการเรียกเก็บเงิน',
    },
    paymentLink: {
      subject: (code, hotel) => `ชำระเงินสำหรับการจอง ${code}, ${hotel}`,
      held: (code, hotel, stay) => `เรากันการจอง ${code} ที่${hotel} (${stay}) ไว้ให้คุณจนกว่าจะชำระเงิน`,
      payHere: (link) => `ชำระด้วยบัตรที่นี่: ${link}`,
      until: (when) => `ลิงก์ใช้ได้ถึง ${when} หลังจากนั้นห้องอาจถูกจองโดยผู้อื่น`,
      sms: (total, code, hotel, when, link) =>
        `RedNest: ชำระ ${total} สำหรับการจอง ${code} ที่${hotel} ก่อน ${when}: ${link}`,
    },
  },
};

/** the words of `language`, English for anything else */
export function mailWords(language: string): MailWords {
  return MAIL_WORDS[language as Language] ?? MAIL_WORDS.en;
}

/** a stay day (YYYY-MM-DD) as the language writes it: "Tue, 12 Jan 2027", "Sel, 12 Jan 2027" */
export function mailDay(iso: string, words: MailWords): string {
  return calendarDay(iso, words.dateTag);
}
