import {
  balanceParts,
  convertMinor,
  convertMinorDown,
  formatMoney,
  fromMinor,
  localeOfCurrency,
  roundShown,
  toMinor,
} from './money';

describe('money', () => {
  it('shows IDR and VND whole, with the spec symbols', () => {
    expect(formatMoney(15_000_000, 'IDR', 'id-id')).toBe('Rp 150.000');
    expect(formatMoney(15_000_049, 'IDR', 'id-id')).toBe('Rp 150.000');
    expect(formatMoney(1_500_000, 'VND', 'vi-vn')).toBe('1.500.000 ₫');
  });

  it('shows baht and pesos whole in lists and pages, Singapore dollars with cents', () => {
    expect(formatMoney(107_107, 'THB', 'th-th')).toBe('฿1,071');
    expect(formatMoney(107_107, 'THB', 'en-th')).toBe('฿1,071');
    expect(formatMoney(99_950, 'PHP', 'en-ph')).toBe('₱1,000');
    expect(formatMoney(12_050, 'SGD', 'en-sg')).toBe('S$120.50');
    expect(formatMoney(12_000, 'SGD', 'en-sg')).toBe('S$120.00');
  });

  it('shows every currency in the way of each locale that sells it', () => {
    expect(formatMoney(53_469_900, 'IDR', 'en-id')).toBe('Rp 534.699');
    expect(formatMoney(1_500_000, 'VND', 'en-vn')).toBe('₫1,500,000');
    expect(formatMoney(125_000, 'THB', 'vi-vn')).toBe('1.250 ฿');
    expect(formatMoney(125_000, 'THB', 'id-id')).toBe('฿1.250');
  });

  it('in exact mode (invoice, refund) shows satang and centavos, rupiah and dong still whole', () => {
    expect(formatMoney(107_107, 'THB', 'th-th', { exact: true })).toBe('฿1,071.07');
    expect(formatMoney(99_900, 'PHP', 'en-ph', { exact: true })).toBe('₱999.00');
    expect(formatMoney(12_050, 'SGD', 'en-sg', { exact: true })).toBe('S$120.50');
    expect(formatMoney(53_469_900, 'IDR', 'id-id', { exact: true })).toBe('Rp 534.699');
    expect(formatMoney(1_500_000, 'VND', 'vi-vn', { exact: true })).toBe('1.500.000 ₫');
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
      // S$38.50 → $30.078125 → ฿962.5 → ฿963: whole baht, the figure a list shows
      expect(convertMinor(3_850, 'SGD', 'THB', rates)).toBe(96_300);
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

  it('finds the locale that sells in a currency, for mails and the invoice PDF', () => {
    expect(localeOfCurrency('THB')).toBe('en-th');
    expect(localeOfCurrency('vnd', 'vi')).toBe('vi-vn');
    expect(localeOfCurrency('SGD', 'th')).toBe('en-sg');
    expect(localeOfCurrency('EUR')).toBe('en-id');
  });

  it('shows the lines of a sum adding up to the total shown, whatever the rounding', () => {
    // ฿1,100.60 + ฿110.06 + ฿121.07 = ฿1,331.73: whole baht shown 1,101 + 110 + 121 = 1,332 against 1,332
    const lines = [110_060, 11_006, 12_107].map((m) => roundShown(m, 'THB'));
    expect(lines).toEqual([110_100, 11_000, 12_100]);
    expect(roundShown(133_273, 'THB')).toBe(133_300);
    const shown = balanceParts(lines, roundShown(133_273, 'THB'));
    expect(shown).toEqual([110_200, 11_000, 12_100]);
    expect(shown.reduce((a, b) => a + b, 0)).toBe(133_300);
    // a discount (negative part) and nothing to balance
    expect(balanceParts([100, -20, 30], 110)).toEqual([100, -20, 30]);
    expect(roundShown(12_345, 'SGD')).toBe(12_345);
    expect(roundShown(15_000_049, 'IDR')).toBe(15_000_000);
  });
});

describe('convertMinorDown', () => {
  const rates = { USD: 1, IDR: 16_650, SGD: 1.3, PHP: 58.6, VND: 26_350, THB: 33.9 };
  it('moves money between currencies rounded down to the minor unit, so there and back never makes money', () => {
    expect(convertMinorDown(1_665_000, 'IDR', 'USD', rates)).toBe(100);
    expect(convertMinorDown(100_00, 'THB', 'THB', rates)).toBe(100_00);
    for (const amount of [1, 99, 12_345, 1_000_000, 98_765_43]) {
      for (const [a, b] of [
        ['IDR', 'THB'],
        ['THB', 'SGD'],
        ['VND', 'PHP'],
        ['SGD', 'VND'],
      ] as const) {
        const there = convertMinorDown(amount, a, b, rates)!;
        const back = convertMinorDown(there, b, a, rates)!;
        expect(back).toBeLessThanOrEqual(amount);
      }
    }
  });
  it('knows no rate it is not given', () => {
    expect(convertMinorDown(100, 'IDR', 'EUR', rates)).toBeNull();
  });
});
