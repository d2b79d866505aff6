import { SHORT_DAY_FORMAT, formatDate, formatMoney, warmFormats } from './index';

describe('warmFormats', () => {
  afterEach(() => jest.restoreAllMocks());

  test("makes the locale's currency and date formats, so the page's first prices and dates make none", () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    const tasks: Array<() => void> = [];
    warmFormats('vi-vn', 'VND', 'vi', Date.UTC(2026, 10, 27), (task) => tasks.push(task));
    // two tasks of their own: nothing is made before they run
    expect(tasks).toHaveLength(2);
    expect(numberFormat).not.toHaveBeenCalled();
    tasks.forEach((task) => task());
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(dateFormat.mock.calls.length).toBeGreaterThan(0);
    numberFormat.mockClear();
    dateFormat.mockClear();

    expect(formatMoney(1_250_000, 'VND', 'vi-vn')).toMatch(/1\.250\.000/);
    expect(formatDate('2026-11-27', SHORT_DAY_FORMAT, 'vi')).toContain('27');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
  });

  test('a currency Intl refuses breaks nothing: the page reports it where it formats', () => {
    const tasks: Array<() => void> = [];
    warmFormats('en-id', 'NOT-A-CODE', 'en', Date.now(), (task) => tasks.push(task));
    expect(() => tasks.forEach((task) => task())).not.toThrow();
  });
});
