import { intlTag, type CurrencyCode } from '@rednest/shared/contracts';
import { convertMinor, formatMoney, keptDateFormat } from '@rednest/shared/format';
import { site as pageSite, type SiteContext, type SiteStore } from './site-store';
import { useSite } from './hooks';

export interface MoneyView {
  /** the currency prices are shown in: the guest's choice (site store), else the site's */
  display: CurrencyCode;
  /** the day of the rates (YYYY-MM-DD) and the same day for people ("2 Nov 2026"), when rates are known */
  ratesAsOf: string | null;
  ratesDay: string | null;
  /** a price for people: converted to `display` when the rates allow, else in its own currency */
  format(amountMinor: number, currency: string): string;
  /** the amount shown and its currency (for compact cells and sums) */
  shown(amountMinor: number, currency: string): { amount: number; currency: string };
  /** whether a price in `currency` is shown converted */
  converts(currency: string): boolean;
}

/**
 * Prices in the guest's currency. Amounts stay in the property's currency on the wire
 * and at payment (the server prices and charges in it); this view only converts what is shown,
 * with the site settings' dollar rates, so every remote converts the same amount the same way.
 */
/** one view per site context (every price on a page shares it; contexts are replaced, never changed) */
const views = new WeakMap<object, MoneyView>();

export function moneyView(ctx: Pick<SiteContext, 'currency' | 'locale' | 'settings'>): MoneyView {
  let view = views.get(ctx);
  if (!view) views.set(ctx, (view = makeMoneyView(ctx)));
  return view;
}

function makeMoneyView(ctx: Pick<SiteContext, 'currency' | 'locale' | 'settings'>): MoneyView {
  const rates = ctx.settings?.exchange_rates?.rates ?? null;
  const shown = (amountMinor: number, currency: string) => {
    if (!rates || currency.toUpperCase() === ctx.currency) return { amount: amountMinor, currency };
    const converted = convertMinor(amountMinor, currency, ctx.currency, rates);
    return converted === null ? { amount: amountMinor, currency } : { amount: converted, currency: ctx.currency };
  };
  let day: string | null | undefined;
  return {
    display: ctx.currency,
    ratesAsOf: ctx.settings?.exchange_rates?.as_of ?? null,
    // drawn only beside converted prices: the first date format of a page costs ~20 ms on a phone
    get ratesDay() {
      if (day === undefined) day = dayForPeople(ctx.settings?.exchange_rates?.as_of, ctx.locale);
      return day;
    },
    shown,
    format: (amountMinor, currency) => {
      const s = shown(amountMinor, currency);
      return formatMoney(s.amount, s.currency, ctx.locale);
    },
    converts: (currency) => shown(0, currency).currency !== currency,
  };
}

function dayForPeople(iso: string | undefined, locale: SiteContext['locale']): string | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  const format = keptDateFormat(
    `${locale}|rates-day`,
    () =>
      new Intl.DateTimeFormat(intlTag(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${iso}T00:00:00Z`));
}

export function useMoney(store: SiteStore = pageSite): MoneyView {
  return moneyView(useSite(store));
}
