import { cheapThreshold, compactPrice } from './compact-price';

describe('calendar prices', () => {
  it('fit a cell: compact, in the page language, from minor units', () => {
    expect(compactPrice(35_000_000, 'IDR', 'en-id')).toBe('350K');
    expect(compactPrice(35_000_000, 'IDR', 'id-id').replace(/\s/g, ' ')).toBe('350 rb');
    expect(compactPrice(8950, 'SGD', 'en-sg')).toBe('89.5');
    expect(compactPrice(129_000, 'THB', 'en-th')).toBe('1.3K');
  });

  it('marks the cheapest fifth of a month, and nothing when prices do not vary', () => {
    expect(cheapThreshold([100, 200, 300, 600])).toBe(200);
    expect(cheapThreshold([100, 100, 100])).toBeNull();
    expect(cheapThreshold([100, 200])).toBeNull();
  });
});
