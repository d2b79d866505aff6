import '../labels';
import type { CurrencyCode, Locale } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useSite } from '@rednest/shared/session';
import { cx } from './class-names';
import { VisuallyHidden } from './visually-hidden';
import styles from './price.module.scss';

export interface PriceProps {
  /** integer minor units (dto Money.amount) */
  amount: number;
  /** defaults to the site currency */
  currency?: CurrencyCode | string;
  /** the price before a discount, struck through */
  original?: number | null;
  locale?: Locale;
  size?: 'sm' | 'md' | 'lg';
  /** shown after the price ("/ night") */
  suffix?: string;
  className?: string;
}

export function Price({ amount, currency, original, locale, size = 'md', suffix, className }: PriceProps) {
  const site = useSite();
  const t = useT();
  const code = currency ?? site.currency;
  const tag = locale ?? site.locale;
  const showOriginal = typeof original === 'number' && original > amount;
  return (
    <span className={cx(styles.rnPrice, styles[`rnPrice-${size}`], className)}>
      {showOriginal ? (
        <s className={styles.rnPriceOriginal}>
          <VisuallyHidden>{t('ui.originalPrice')} </VisuallyHidden>
          {formatMoney(original, code, tag)}
        </s>
      ) : null}
      <span className={styles.rnPriceAmount}>
        {showOriginal ? <VisuallyHidden>{t('ui.currentPrice')} </VisuallyHidden> : null}
        {formatMoney(amount, code, tag)}
      </span>
      {suffix ? <span className={styles.rnPriceSuffix}>{suffix}</span> : null}
    </span>
  );
}
