import { toSubscriberNumber } from './to-subscriber-number';

describe('toSubscriberNumber (spec §5 phone helper)', () => {
  it.each([
    ['0812-3456-7890', '62', '81234567890'],
    ['+62 812 3456 7890', '62', '81234567890'],
    ['+65 9123 4567', '65', '91234567'],
    ['(02) 8123 4567', '63', '281234567'],
    ['', '62', ''],
  ])('%s (+%s) → %s', (raw, code, expected) => {
    expect(toSubscriberNumber(raw, code)).toBe(expected);
  });
});
