import { useId, type ReactNode } from 'react';
import type { HotelDetails } from '@rednest/shared/contracts';
import { formatMoney, pluralKey } from '@rednest/shared/format';
import { useT, useTextLang } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Skeleton } from '@rednest/shared/ui';
import { addressOf, longDay, type FinishStay, type PaidHow } from '../utils/finish-stay';
import styles from './finish.module.scss';

interface Props {
  stay: FinishStay;
  /** the hotel's page data (picture, address, times); undefined while it loads or when it failed */
  hotel: HotelDetails | undefined;
  /** how it was paid; null while that is being asked */
  how: PaidHow | null;
  /** beside the total (the invoice's link) */
  extra?: ReactNode;
  /** the card's heading when the page's own heading is already the hotel's name (the booking page); the hotel's name else */
  title?: string;
}

/** The stay as the summary showed it: the hotel's picture, name and address, the dates with the desk's hours, the room, and the total with how it is paid. */
export function StayCard({ stay, hotel, how, extra, title }: Props) {
  const t = useT();
  const textLang = useTextLang();
  const { locale } = useShell();
  const id = useId();
  const total = formatMoney(stay.total, stay.currency, locale);
  const amountLabel =
    how === 'pay_at_hotel'
      ? 'booking.finish.toPayAtHotel'
      : how === 'unpaid'
        ? 'booking.finish.toPay'
        : how === 'ended' || how === 'refunded'
          ? 'booking.finish.priceThen'
          : 'booking.finish.totalPaid';
  return (
    <section className={styles.stayCard} aria-labelledby={id}>
      {hotel ? (
        <img src={hotel.lead_picture} alt="" width={640} height={360} className={styles.picture} />
      ) : (
        <div className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.stayBody}>
        <div>
          <h2 id={id} className={styles.hotelName} translate="no">
            {title ?? stay.hotelName}
          </h2>
          {hotel ? <p className={styles.muted}>{addressOf(hotel)}</p> : null}
        </div>
        <dl className={styles.dates}>
          <div>
            <dt>{t('booking.summary.checkIn')}</dt>
            <dd className={styles.day}>{longDay(stay.checkIn, locale)}</dd>
            {hotel ? (
              <dd className={styles.muted}>{t('booking.summary.from', { time: hotel.check_in_time })}</dd>
            ) : null}
          </div>
          <div>
            <dt>{t('booking.summary.checkOut')}</dt>
            <dd className={styles.day}>{longDay(stay.checkOut, locale)}</dd>
            {hotel ? (
              <dd className={styles.muted}>{t('booking.summary.until', { time: hotel.check_out_time })}</dd>
            ) : null}
          </div>
        </dl>
        <dl className={styles.facts}>
          <dt>{t('booking.summary.stay')}</dt>
          <dd>
            {t(pluralKey('booking.nights', stay.nights, locale), { count: stay.nights })},{' '}
            {t(pluralKey('booking.rooms', stay.rooms, locale), { count: stay.rooms })},{' '}
            {t(pluralKey('booking.guests', stay.guests, locale), { count: stay.guests })}
          </dd>
          <dt>{t('booking.summary.room')}</dt>
          <dd>
            <span lang={textLang(stay.roomTypeLang)}>{stay.roomType}</span> ·{' '}
            <span lang={textLang(stay.ratePlanLang)}>{stay.ratePlan}</span>
          </dd>
          <dt>{t('booking.detail.guest')}</dt>
          <dd>{stay.guestName}</dd>
          {stay.specialRequest ? (
            <>
              <dt>{t('booking.detail.request')}</dt>
              <dd className={styles.request}>{stay.specialRequest}</dd>
            </>
          ) : null}
        </dl>
        <div className={how === 'pay_at_hotel' ? `${styles.payment} ${styles.atHotel}` : styles.payment}>
          <div className={styles.paymentHow}>
            <span className={styles.muted}>{t(amountLabel)}</span>
            {how === null ? (
              <Skeleton height={16} width={140} label={t('booking.payment.loading')} />
            ) : (
              <strong>{t(`booking.finish.how.${how}`)}</strong>
            )}
            {extra}
          </div>
          <span className={styles.amount}>{total}</span>
        </div>
      </div>
    </section>
  );
}
