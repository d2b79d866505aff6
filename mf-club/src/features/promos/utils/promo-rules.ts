import type { ListedPromo, Locale } from '@rednest/shared/contracts';
import { COUNTRIES, isOneOf, COUNTRY_CODES } from '@rednest/shared/contracts';
import { calendarDay, formatMoney } from '@rednest/shared/format';

type T = (key: string, values?: Record<string, string | number>) => string;

/** what a code takes off, in words: "15% off" (with its cap), or an amount */
export function promoOffer(p: ListedPromo, t: T, locale: Locale): string {
  if (p.kind === 'percent') {
    return p.max_discount !== null && p.currency !== null
      ? t('club.promos.percentUpTo', {
          percent: p.percent ?? 0,
          amount: formatMoney(p.max_discount, p.currency, locale),
        })
      : t('club.promos.percent', { percent: p.percent ?? 0 });
  }
  return t('club.promos.amountOff', { amount: formatMoney(p.amount ?? 0, p.currency ?? 'IDR', locale) });
}

/** a code's rules as sentences, in the order a guest checks them */
export function promoRules(p: ListedPromo, t: T, locale: Locale): string[] {
  const rules: string[] = [];
  if (p.min_spend > 0 && p.currency !== null)
    rules.push(t('club.promos.rule.minSpend', { amount: formatMoney(p.min_spend, p.currency, locale) }));
  if (p.currency !== null) rules.push(t('club.promos.rule.currency', { currency: p.currency }));
  if (p.countries.length > 0)
    rules.push(
      t('club.promos.rule.countries', {
        countries: p.countries
          .filter((c) => isOneOf(COUNTRY_CODES, c))
          .map((c) => t(`club.country.${COUNTRIES[c].code}`))
          .join(', '),
      }),
    );
  else rules.push(t('club.promos.rule.everywhere'));
  if (p.new_user_only) rules.push(t('club.promos.rule.firstBooking'));
  if (p.per_user_limit !== null)
    rules.push(
      t(p.per_user_limit === 1 ? 'club.promos.rule.oncePerGuest' : 'club.promos.rule.perGuest', {
        count: p.per_user_limit,
      }),
    );
  rules.push(
    t('club.promos.rule.window', {
      from: calendarDay(p.valid_from, locale),
      until: calendarDay(p.valid_until, locale),
    }),
  );
  return rules;
}
