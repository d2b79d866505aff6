/** The texts of the code mails and SMS, in the four UI languages (en, id, vi, th). */
import type { OtpPurpose } from '../../db/schema/account.ts';

type Language = 'en' | 'id' | 'vi' | 'th';

const SUBJECTS: Record<OtpPurpose, Record<Language, string>> = {
  login: {
    en: 'Your RedNest sign-in code',
    id: 'Kode masuk RedNest Anda',
    vi: 'Mã đăng nhập RedNest của bạn',
    th: 'รหัสเข้าสู่ระบบ RedNest ของคุณ',
  },
  verify_email: {
    en: 'Verify your email for RedNest',
    id: 'Verifikasi email Anda untuk RedNest',
    vi: 'Xác minh email của bạn cho RedNest',
    th: 'ยืนยันอีเมลของคุณสำหรับ RedNest',
  },
  reset_password: {
    en: 'Reset your RedNest password',
    id: 'Atur ulang kata sandi RedNest Anda',
    vi: 'Đặt lại mật khẩu RedNest của bạn',
    th: 'ตั้งรหัสผ่าน RedNest ใหม่',
  },
  find_booking: {
    en: 'Your code to open your RedNest booking',
    id: 'Kode untuk membuka pemesanan RedNest Anda',
    vi: 'Mã để mở đặt phòng RedNest của bạn',
    th: 'รหัสสำหรับเปิดการจอง RedNest ของคุณ',
  },
  pay_at_hotel: {
    en: 'Your code to confirm paying at the hotel',
    id: 'Kode untuk konfirmasi bayar di hotel',
    vi: 'Mã xác nhận thanh toán tại khách sạn',
    th: 'รหัสยืนยันการชำระเงินที่โรงแรม',
  },
  bank_details: {
    en: 'Your code to change your RedNest bank account',
    id: 'Kode untuk mengubah rekening bank RedNest Anda',
    vi: 'Mã để thay đổi tài khoản ngân hàng RedNest của bạn',
    th: 'รหัสสำหรับเปลี่ยนบัญชีธนาคาร RedNest ของคุณ',
  },
  verify_phone: {
    en: 'Verify your phone for RedNest',
    id: 'Verifikasi nomor ponsel Anda untuk RedNest',
    vi: 'Xác minh số điện thoại cho RedNest',
    th: 'ยืนยันหมายเลขโทรศัพท์สำหรับ RedNest',
  },
};

const BODY: Record<Language, (code: string) => string> = {
  en: (code) =>
    `Your RedNest code is ${code}. It expires in 5 minutes. Never share it with anyone: RedNest will never ask you for it.`,
  id: (code) =>
    `Kode RedNest Anda adalah ${code}. Berlaku selama 5 menit. Jangan berikan kode ini kepada siapa pun: RedNest tidak pernah memintanya.`,
  vi: (code) =>
    `Mã RedNest của bạn là ${code}. Mã hết hạn sau 5 phút. Không chia sẻ mã này với bất kỳ ai: RedNest không bao giờ hỏi mã của bạn.`,
  th: (code) => `รหัส RedNest ของคุณคือ ${code} รหัสหมดอายุใน 5 นาที ห้ามบอกรหัสนี้กับผู้ใด RedNest จะไม่ขอรหัสจากคุณ`,
};

/** `locale` like en-id or th-th; anything else reads English. */
export function otpMessage(
  purpose: OtpPurpose,
  code: string,
  locale: string | undefined,
): { subject: string; text: string } {
  const language = (locale?.slice(0, 2) ?? 'en') as Language;
  const lang: Language = language in BODY ? language : 'en';
  return { subject: SUBJECTS[purpose][lang], text: BODY[lang](code) };
}
