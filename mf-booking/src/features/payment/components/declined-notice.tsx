import type { LastPayment } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import styles from './declined-notice.module.scss';

/** the latest payment attempt, when the card's bank declined it; else null */
export const declinedPayment = (last: LastPayment | null | undefined): LastPayment | null =>
  last?.status === 'declined' ? last : null;

/**
 * "Your card was declined. Try another card or another way to pay." — said where a guest comes back
 * to paying (the payments page, the ways to pay) once the server's last_payment says the bank
 * refused it; with the reason when the bank's confirmation code failed. The page beside it offers
 * the retry and the other ways.
 */
export function DeclinedNotice({ payment }: { payment: LastPayment }) {
  const t = useT();
  return (
    <div className={`${styles.alert} ${styles.notice}`} role="alert">
      <p>{t('booking.payment.declined')}</p>
      {payment.reason_code === 'authentication_failed' ? <p>{t('booking.payment.declinedAuth')}</p> : null}
    </div>
  );
}
