import { useId } from 'react';
import { ID_TYPES, type HotelDetails } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShellMoney } from '@rednest/shared/remote';
import styles from './booking-summary.module.scss';

interface Props {
  hotel: HotelDetails;
  /** the stay's currency (the deposit is the property's) */
  currency: string;
  /** the summary says how the stay may be paid; a paid booking's confirmation leaves it out */
  withPayment?: boolean;
  className?: string;
}

/**
 * The check-in certainty card (spec: what the guest needs at the desk): the IDs the property
 * accepts, couples, children, the deposit, and (before paying) how it is paid. The booking
 * summary and the booking's confirmation draw the same card.
 */
export function CheckinCertainty({ hotel, currency, withPayment = true, className }: Props) {
  const t = useT();
  const prices = useShellMoney();
  const id = useId();
  const p = hotel.policies;
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={id}>
      <div className={styles.cardBody}>
        <h2 id={id} className={styles.sectionTitle}>
          {t('booking.summary.certainty')}
        </h2>
        <ul className={styles.certainty}>
          <li>
            {t('booking.summary.ids', {
              ids:
                p.accepted_ids
                  .map((i) =>
                    (ID_TYPES as readonly string[]).includes(i) ? t(`booking.checkin.id.${i}`) : i.toUpperCase(),
                  )
                  .join(', ') || t('booking.summary.anyId'),
            })}
          </li>
          <li>{t(p.couple_friendly ? 'booking.summary.couplesYes' : 'booking.summary.couplesNo')}</li>
          <li>
            {p.children_free_under_age === null
              ? t('booking.summary.childrenNo')
              : t('booking.summary.childrenFree', { age: p.children_free_under_age })}
          </li>
          <li>
            {p.deposit > 0
              ? t('booking.summary.deposit', { amount: prices.format(p.deposit, currency) })
              : t('booking.summary.noDeposit')}
          </li>
          {withPayment ? (
            <li>{t(p.pay_at_hotel ? 'booking.summary.payAtHotel' : 'booking.summary.payOnline')}</li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
