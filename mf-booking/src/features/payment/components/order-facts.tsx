import type { PaymentOptions } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import styles from './order-facts.module.scss';

/** what is being paid: the order's title (under `label`, "Your booking" unless said) and the server's amount */
export function OrderFacts({
  order,
  locale,
  label,
}: {
  order: PaymentOptions['order'];
  locale: string;
  label?: string;
}) {
  const t = useT();
  return (
    <dl className={styles.facts}>
      <dt>{label ?? t('booking.pay.order')}</dt>
      <dd>{order.title}</dd>
      <dt>{t('booking.payment.total')}</dt>
      <dd>{formatMoney(order.amount, order.currency, locale)}</dd>
    </dl>
  );
}
