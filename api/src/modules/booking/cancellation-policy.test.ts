import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hotelInstant, refundQuote } from './cancellation-policy.ts';

const flexible = { refundable: true, free_until_hours_before_check_in: 48, fee_percent: 50, summary: '' };
const nonRefundable = { refundable: false, free_until_hours_before_check_in: null, fee_percent: 100, summary: '' };
const stay = { paid: 60_000_001, checkIn: '2026-03-20', checkInTime: '14:00', timezone: 'Asia/Jakarta' };

test('the check-in time is read on the hotel clock (Jakarta UTC+7, Bangkok UTC+7, Singapore UTC+8)', () => {
  assert.equal(hotelInstant('2026-03-20', '14:00', 'Asia/Jakarta').toISOString(), '2026-03-20T07:00:00.000Z');
  assert.equal(hotelInstant('2026-03-20', '14:00', 'Asia/Singapore').toISOString(), '2026-03-20T06:00:00.000Z');
  assert.equal(hotelInstant('2026-01-01', '00:30', 'Asia/Bangkok').toISOString(), '2025-12-31T17:30:00.000Z');
});

test('before the deadline everything comes back; the deadline is 48 h before 14:00 Jakarta time', () => {
  const q = refundQuote({ ...stay, policy: flexible, now: new Date('2026-03-18T06:59:00Z') });
  assert.deepEqual({ rule: q.rule, refund: q.refund, fee: q.fee }, { rule: 'free', refund: 60_000_001, fee: 0 });
  assert.equal(q.deadline?.toISOString(), '2026-03-18T07:00:00.000Z');
});

test('after the deadline the fee share is kept, half up; the rest comes back', () => {
  const q = refundQuote({ ...stay, policy: flexible, now: new Date('2026-03-18T07:00:00Z') });
  assert.deepEqual(
    { rule: q.rule, refund: q.refund, fee: q.fee },
    { rule: 'fee', refund: 30_000_000, fee: 30_000_001 },
  );
});

test('a non-refundable plan gives nothing back; from check-in time on, nothing can be cancelled', () => {
  assert.equal(
    refundQuote({ ...stay, policy: nonRefundable, now: new Date('2026-03-01T00:00:00Z') }).rule,
    'non_refundable',
  );
  assert.equal(refundQuote({ ...stay, policy: nonRefundable, now: new Date('2026-03-01T00:00:00Z') }).refund, 0);
  assert.equal(refundQuote({ ...stay, policy: flexible, now: new Date('2026-03-20T07:00:00Z') }).rule, 'too_late');
});
