import { convertMinor, formatMoney, fromMinor, toMinor } from './money';

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

  describe('convertMinor (display currency)', () => {
    const rates = { USD: 1, IDR: 16_000, SGD: 1.28, VND: 25_000, THB: 32 };

    it('goes through the dollar and rounds to what the target shows', () => {
      // Rp 480,000 → $30 → S$38.40
      expect(convertMinor(48_000_000, 'IDR', 'SGD', rates)).toBe(3_840);
      // S$38.40 → $30 → Rp 480,000 (whole rupiah)
      expect(convertMinor(3_840, 'SGD', 'IDR', rates)).toBe(48_000_000);
      // ฿1,000 → $31.25 → 781,250 ₫ (VND has no minor unit)
      expect(convertMinor(100_000, 'THB', 'VND', rates)).toBe(781_250);
      // Rp 100,001 → $6.2500625 → S$8.00 (to the cent)
      expect(convertMinor(10_000_100, 'IDR', 'SGD', rates)).toBe(800);
    });

    it('leaves the same currency alone, whatever its case', () => {
      expect(convertMinor(12_345, 'sgd', 'SGD', rates)).toBe(12_345);
    });

    it('answers null rather than guess when a rate is missing or unusable', () => {
      expect(convertMinor(100, 'IDR', 'PHP', rates)).toBeNull();
      expect(convertMinor(100, 'IDR', 'SGD', { IDR: 16_000, SGD: 0 })).toBeNull();
      expect(convertMinor(Number.NaN, 'IDR', 'SGD', rates)).toBeNull();
    });
  });
});
