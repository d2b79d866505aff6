import { SHORT_DAY_FORMAT, formatDate } from './dates';
import { formatMoney } from './money';

/**
 * Makes the site's money and date formats ahead of the page that needs them: the first
 * `Intl` format of a locale loads its data, about 60 ms on a phone for a currency, which otherwise
 * falls inside the page's first render with prices. formatMoney and formatDate keep what they make,
 * so the page then only uses them. The shell calls it while the page's remote loads; the money
 * format and the date format are made in two tasks (`schedule`), each a long task of its own on a
 * slow phone otherwise (Lighthouse's total blocking time).
 */
export function warmFormats(
  locale: string,
  currency: string,
  language: string,
  now: number = Date.now(),
  schedule: (task: () => void) => void = (task) => void setTimeout(task, 0),
): void {
  const quietly = (make: () => void) => () => {
    try {
      make();
    } catch {
      // only a head start: a format that cannot be made is the page's to report where it is used
    }
  };
  schedule(quietly(() => formatMoney(0, currency, locale)));
  schedule(quietly(() => formatDate(now, SHORT_DAY_FORMAT, language)));
}
