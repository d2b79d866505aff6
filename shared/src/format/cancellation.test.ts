import { LANGUAGES } from '@rednest/shared/contracts';
import { cancellationRule } from './cancellation';

const free = (hours: number | null, fee = 100) => ({
  refundable: true,
  free_until_hours_before_check_in: hours,
  fee_percent: fee,
});

describe('the cancellation rule in words', () => {
  it('reads whole days as days, singular and plural, never "day(s)"', () => {
    expect(cancellationRule(free(24), 'en')).toBe(
      'Free cancellation until 1 day before check-in. After that, the whole stay is charged.',
    );
    expect(cancellationRule(free(72, 50), 'en')).toBe(
      'Free cancellation until 3 days before check-in. After that, 50% of the stay is charged.',
    );
    expect(cancellationRule(free(1), 'en')).toBe(
      'Free cancellation until 1 hour before check-in. After that, the whole stay is charged.',
    );
    expect(cancellationRule(free(36), 'en')).toContain('until 36 hours before check-in');
    expect(cancellationRule(free(0), 'en')).toContain('Free cancellation until check-in.');
  });

  it('says what a rate without free cancellation costs', () => {
    expect(
      cancellationRule({ refundable: false, free_until_hours_before_check_in: null, fee_percent: 100 }, 'en'),
    ).toBe('Non-refundable: cancelling costs the whole stay.');
    expect(cancellationRule(free(null, 30), 'en')).toBe('Cancelling costs 30% of the stay.');
  });

  it('is written in every UI language, English for any other', () => {
    expect(cancellationRule(free(24), 'id')).toBe(
      'Gratis pembatalan hingga 1 hari sebelum check-in. Setelah itu, seluruh biaya menginap dikenakan.',
    );
    expect(cancellationRule(free(24), 'vi')).toBe(
      'Hủy miễn phí đến 1 ngày trước khi nhận phòng. Sau đó, tính toàn bộ tiền phòng.',
    );
    expect(cancellationRule(free(24), 'th')).toBe('ยกเลิกฟรีจนถึง 1 วันก่อนเช็คอิน หลังจากนั้นจะเรียกเก็บเต็มจำนวน');
    expect(cancellationRule(free(24), 'fr')).toBe(cancellationRule(free(24), 'en'));
    for (const language of LANGUAGES) expect(cancellationRule(free(48), language)).not.toContain('(s)');
  });
});
