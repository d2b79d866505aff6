import type { CancellationPolicy, Language } from '@rednest/shared/contracts';
import { plural } from './plural';

type Rule = Pick<CancellationPolicy, 'refundable' | 'free_until_hours_before_check_in' | 'fee_percent'>;

interface Words {
  none: string;
  partial: (percent: number) => string;
  untilCheckIn: string;
  daysBefore: (count: number) => string;
  hoursBefore: (count: number) => string;
  free: (when: string) => string;
  afterFull: string;
  afterPercent: (percent: number) => string;
}

/**
 * The cancellation rule's words, made here once for the hotel page, the booking summary, the
 * booking page, the API's `summary` and the mails, so a rule reads the same wherever a guest meets it.
 */
const WORDS: Record<Language, Words> = {
  en: {
    none: 'Non-refundable: cancelling costs the whole stay.',
    partial: (p) => `Cancelling costs ${p}% of the stay.`,
    untilCheckIn: 'until check-in',
    daysBefore: (n) =>
      plural(n, 'en', { one: `until ${n} day before check-in`, other: `until ${n} days before check-in` }),
    hoursBefore: (n) =>
      plural(n, 'en', { one: `until ${n} hour before check-in`, other: `until ${n} hours before check-in` }),
    free: (when) => `Free cancellation ${when}.`,
    afterFull: 'After that, the whole stay is charged.',
    afterPercent: (p) => `After that, ${p}% of the stay is charged.`,
  },
  id: {
    none: 'Tidak dapat dikembalikan: pembatalan dikenakan biaya seluruh masa menginap.',
    partial: (p) => `Pembatalan dikenakan ${p}% dari biaya menginap.`,
    untilCheckIn: 'hingga check-in',
    daysBefore: (n) => `hingga ${n} hari sebelum check-in`,
    hoursBefore: (n) => `hingga ${n} jam sebelum check-in`,
    free: (when) => `Gratis pembatalan ${when}.`,
    afterFull: 'Setelah itu, seluruh biaya menginap dikenakan.',
    afterPercent: (p) => `Setelah itu, dikenakan ${p}% dari biaya menginap.`,
  },
  vi: {
    none: 'Không hoàn tiền: hủy sẽ mất toàn bộ tiền phòng.',
    partial: (p) => `Hủy sẽ mất ${p}% tiền phòng.`,
    untilCheckIn: 'đến giờ nhận phòng',
    daysBefore: (n) => `đến ${n} ngày trước khi nhận phòng`,
    hoursBefore: (n) => `đến ${n} giờ trước khi nhận phòng`,
    free: (when) => `Hủy miễn phí ${when}.`,
    afterFull: 'Sau đó, tính toàn bộ tiền phòng.',
    afterPercent: (p) => `Sau đó, tính ${p}% tiền phòng.`,
  },
  th: {
    none: 'ไม่สามารถคืนเงินได้: การยกเลิกจะถูกเรียกเก็บเต็มจำนวน',
    partial: (p) => `การยกเลิกมีค่าใช้จ่าย ${p}% ของค่าที่พัก`,
    untilCheckIn: 'จนถึงเวลาเช็คอิน',
    daysBefore: (n) => `จนถึง ${n} วันก่อนเช็คอิน`,
    hoursBefore: (n) => `จนถึง ${n} ชั่วโมงก่อนเช็คอิน`,
    free: (when) => `ยกเลิกฟรี${when}`,
    afterFull: 'หลังจากนั้นจะเรียกเก็บเต็มจำนวน',
    afterPercent: (p) => `หลังจากนั้นจะเรียกเก็บ ${p}% ของค่าที่พัก`,
  },
};

/**
 * A rate plan's cancellation rule in plain words, from its fields, in `language` (English for a
 * language without words). Hours before check-in read as days when whole ("until 1 day before
 * check-in", never "24 hours" on one page and "1 day(s)" on the next).
 */
export function cancellationRule(policy: Rule, language: Language | string): string {
  const w = WORDS[language as Language] ?? WORDS.en;
  const hours = policy.free_until_hours_before_check_in;
  if (!policy.refundable || hours === null) {
    return policy.refundable && policy.fee_percent < 100 ? w.partial(policy.fee_percent) : w.none;
  }
  const when = hours <= 0 ? w.untilCheckIn : hours % 24 === 0 ? w.daysBefore(hours / 24) : w.hoursBefore(hours);
  const after = policy.fee_percent >= 100 ? w.afterFull : w.afterPercent(policy.fee_percent);
  return `${w.free(when)} ${after}`;
}
