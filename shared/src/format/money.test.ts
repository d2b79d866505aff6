import { formatMoney, fromMinor, toMinor } from './money';

describe('money', () => {
  it('shows IDR and VND whole, with the spec symbols', () => {
    expect(formatMoney(15_000_000, 'IDR', 'id-id')).toBe('Rp 150.000');
    expect(formatMoney(15_000_049, 'IDR', 'id-id')).toBe('Rp 150.000');
    expect(formatMoney(1_500_000, 'VND', 'vi-vn')).toBe('1.500.000 ₫');
  });

  it('shows SGD, PHP and THB with cents', () => {
    expect(formatMoney(12_050, 'SGD', 'en-sg')).toBe('S$120.50');
    expect(formatMoney(99_900, 'PHP', 'en-ph')).toBe('₱999.00');
    expect(formatMoney(125_000, 'THB', 'th-th')).toBe('฿1,250.00');
  });

  it('converts between major and minor units per currency exponent', () => {
    expect(toMinor(120.5, 'SGD')).toBe(12_050);
    expect(toMinor(0.1 + 0.2, 'SGD')).toBe(30);
    expect(toMinor(150_000, 'IDR')).toBe(15_000_000);
    expect(toMinor(1_500_000, 'VND')).toBe(1_500_000);
    expect(fromMinor(12_050, 'SGD')).toBe(120.5);
  });
});
