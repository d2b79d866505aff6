import { cancellationText } from './cancellation-text';

const texts: Record<string, string> = {
  'search.hotel.cancel.none': 'Non-refundable: cancelling costs the whole stay.',
  'search.hotel.cancel.partial': 'Cancelling costs {percent}% of the stay.',
  'search.hotel.cancel.untilCheckIn': 'until check-in',
  'search.hotel.cancel.daysBefore.one': 'until {count} day before check-in',
  'search.hotel.cancel.daysBefore.other': 'until {count} days before check-in',
  'search.hotel.cancel.hoursBefore.one': 'until {count} hour before check-in',
  'search.hotel.cancel.hoursBefore.other': 'until {count} hours before check-in',
  'search.hotel.cancel.free': 'Free cancellation {when}.',
  'search.hotel.cancel.afterFull': 'After that, the whole stay is charged.',
  'search.hotel.cancel.afterPercent': 'After that, {percent}% of the stay is charged.',
};
const t = (key: string, values: Record<string, string | number> = {}) =>
  (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const policy = (p: Partial<Parameters<typeof cancellationText>[0]>) => ({
  refundable: true,
  free_until_hours_before_check_in: 24,
  fee_percent: 100,
  summary: '',
  ...p,
});

describe('cancellation policy in plain words', () => {
  it('says a non-refundable plan costs the whole stay', () => {
    expect(cancellationText(policy({ refundable: false, free_until_hours_before_check_in: null }), t)).toBe(
      'Non-refundable: cancelling costs the whole stay.',
    );
  });
  it('says until when it is free, in days when whole, and what it costs after', () => {
    expect(cancellationText(policy({ free_until_hours_before_check_in: 24 }), t)).toBe(
      'Free cancellation until 1 day before check-in. After that, the whole stay is charged.',
    );
    expect(cancellationText(policy({ free_until_hours_before_check_in: 72, fee_percent: 50 }), t)).toBe(
      'Free cancellation until 3 days before check-in. After that, 50% of the stay is charged.',
    );
    expect(cancellationText(policy({ free_until_hours_before_check_in: 6 }), t)).toBe(
      'Free cancellation until 6 hours before check-in. After that, the whole stay is charged.',
    );
    expect(cancellationText(policy({ free_until_hours_before_check_in: 0, fee_percent: 30 }), t)).toBe(
      'Free cancellation until check-in. After that, 30% of the stay is charged.',
    );
  });
  it('says what a refundable plan without a free window costs', () => {
    expect(cancellationText(policy({ free_until_hours_before_check_in: null, fee_percent: 20 }), t)).toBe(
      'Cancelling costs 20% of the stay.',
    );
  });
});
