/** The verification mail and SMS of a corporate client, in the four UI languages (en, id, vi, th). */

type Language = 'en' | 'id' | 'vi' | 'th';

export interface ClientLinkFacts {
  clientName: string;
  companyName: string;
  /** who added the client ('' when unknown) */
  addedBy: string;
  url: string;
  hours: number;
  /** `YYYY-MM-DD HH:mm UTC` */
  until: string;
}

const MAIL: Record<Language, (f: ClientLinkFacts) => { subject: string; lines: string[] }> = {
  en: (f) => ({
    subject: `Confirm your email to book for ${f.companyName} on RedNest`,
    lines: [
      `Hello ${f.clientName},`,
      '',
      `${f.addedBy || 'A colleague'} added you to ${f.companyName} on RedNest, so you can book stays at the company's rate.`,
      `Confirm this address here: ${f.url}`,
      `The link works for ${f.hours} hours (until ${f.until}) and only once.`,
      '',
      `If you do not work with ${f.companyName}, ignore this mail: nothing happens without the link.`,
    ],
  }),
  id: (f) => ({
    subject: `Konfirmasi email Anda untuk memesan atas nama ${f.companyName} di RedNest`,
    lines: [
      `Halo ${f.clientName},`,
      '',
      `${f.addedBy || 'Rekan Anda'} menambahkan Anda ke ${f.companyName} di RedNest, sehingga Anda dapat memesan dengan tarif perusahaan.`,
      `Konfirmasi alamat ini di sini: ${f.url}`,
      `Tautan berlaku ${f.hours} jam (hingga ${f.until}) dan hanya sekali.`,
      '',
      `Jika Anda tidak bekerja dengan ${f.companyName}, abaikan email ini: tidak ada yang terjadi tanpa tautan ini.`,
    ],
  }),
  vi: (f) => ({
    subject: `Xác nhận email để đặt phòng cho ${f.companyName} trên RedNest`,
    lines: [
      `Xin chào ${f.clientName},`,
      '',
      `${f.addedBy || 'Một đồng nghiệp'} đã thêm bạn vào ${f.companyName} trên RedNest để bạn đặt phòng với giá của công ty.`,
      `Xác nhận địa chỉ này tại đây: ${f.url}`,
      `Liên kết có hiệu lực ${f.hours} giờ (đến ${f.until}) và chỉ dùng một lần.`,
      '',
      `Nếu bạn không làm việc với ${f.companyName}, hãy bỏ qua email này: không có gì xảy ra nếu không mở liên kết.`,
    ],
  }),
  th: (f) => ({
    subject: `ยืนยันอีเมลของคุณเพื่อจองในนาม ${f.companyName} บน RedNest`,
    lines: [
      `สวัสดี ${f.clientName}`,
      '',
      `${f.addedBy || 'เพื่อนร่วมงาน'} เพิ่มคุณเข้า ${f.companyName} บน RedNest เพื่อให้คุณจองที่พักในราคาของบริษัทได้`,
      `ยืนยันที่อยู่นี้ที่นี่: ${f.url}`,
      `ลิงก์ใช้ได้ ${f.hours} ชั่วโมง (ถึง ${f.until}) และใช้ได้ครั้งเดียว`,
      '',
      `หากคุณไม่ได้ทำงานกับ ${f.companyName} ไม่ต้องสนใจอีเมลนี้ หากไม่เปิดลิงก์จะไม่มีอะไรเกิดขึ้น`,
    ],
  }),
};

const SMS: Record<Language, (f: ClientLinkFacts) => string> = {
  en: (f) =>
    `RedNest: ${f.companyName} added this number to book at the company's rate. Confirm within ${f.hours} h: ${f.url}`,
  id: (f) =>
    `RedNest: ${f.companyName} menambahkan nomor ini untuk memesan dengan tarif perusahaan. Konfirmasi dalam ${f.hours} jam: ${f.url}`,
  vi: (f) =>
    `RedNest: ${f.companyName} đã thêm số này để đặt phòng với giá công ty. Xác nhận trong ${f.hours} giờ: ${f.url}`,
  th: (f) => `RedNest: ${f.companyName} เพิ่มหมายเลขนี้เพื่อจองในราคาบริษัท ยืนยันภายใน ${f.hours} ชม.: ${f.url}`,
};

const languageOf = (locale: string): Language => {
  const l = locale.slice(0, 2);
  return l === 'id' || l === 'vi' || l === 'th' ? l : 'en';
};

/** `locale` like en-id or th-th; anything else reads English. */
export function clientLinkMail(locale: string, facts: ClientLinkFacts): { subject: string; text: string } {
  const { subject, lines } = MAIL[languageOf(locale)](facts);
  return { subject, text: [...lines, '', 'RedNest'].join('\n') };
}

export function clientLinkSms(locale: string, facts: ClientLinkFacts): string {
  return SMS[languageOf(locale)](facts);
}
