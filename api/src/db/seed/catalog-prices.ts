/**
 * Room prices of the demo catalogue: the budget band of each currency, the steps prices are rounded
 * to, and major to minor units.
 */
import type { CurrencyCode } from '@rednest/shared/contracts/locales';

/** Budget price levels per night, major units (brief: IDR 150k-600k, SGD 60-180, PHP 900-3500, VND 300k-1.2M, THB 500-2000). */
export const PRICE_LEVELS: Record<CurrencyCode, { low: number; high: number; breakfast: number }> = {
  IDR: { low: 150_000, high: 600_000, breakfast: 35_000 },
  SGD: { low: 60, high: 180, breakfast: 12 },
  PHP: { low: 900, high: 3_500, breakfast: 250 },
  VND: { low: 300_000, high: 1_200_000, breakfast: 60_000 },
  THB: { low: 500, high: 2_000, breakfast: 150 },
};

/** Prices are set in steps people recognise (Rp 1.000, S$1, ₱10, 1.000 ₫, ฿10), in minor units. */
export const PRICE_STEP_MINOR: Record<CurrencyCode, number> = {
  IDR: 100_000,
  SGD: 100,
  PHP: 1_000,
  VND: 1_000,
  THB: 1_000,
};

/** minor units per major unit */
export const EXPONENT_FACTOR: Record<CurrencyCode, number> = { IDR: 100, SGD: 100, PHP: 100, VND: 1, THB: 100 };

/** `value` rounded to a multiple of `step`, never below one step */
export const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
