import type { BookingListItem, Locale } from '@rednest/shared/contracts';
import { formatDate, formatMoney, SHORT_DAY_FORMAT } from '@rednest/shared/format';
import { useT, useTextLang } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import { statusBadge } from '../utils/booking-display';
import styles from './my-bookings.module.scss';

export interface BookingCardProps {
  booking: BookingListItem;
  locale: Locale;
  language: string;
  /** the first card of a freshly loaded page takes focus (keyboard users continue from there) */
  focusRef?: (el: HTMLElement | null) => void;
}

/** One booking: where, when, for whom, its status, what it costs and its reference. */
export function BookingCard({ booking, locale, language, focusRef }: BookingCardProps) {
  const t = useT();
  const textLang = useTextLang();
  const badge = statusBadge(booking.status);
  const titleId = `bkg-booking-${booking.id}`;
  // stay dates are hotel-local calendar dates (YYYY-MM-DD): formatted without any time zone shift
  const dates = `${formatDate(booking.check_in_date, SHORT_DAY_FORMAT, language)} → ${formatDate(booking.check_out_date, SHORT_DAY_FORMAT, language)}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      <img className={styles.picture} src={booking.lead_picture} alt="" loading="lazy" width={160} height={120} />
      <div className={styles.body}>
        <div className={styles.cardHead}>
          <h2 id={titleId} className={styles.hotel}>
            <AppLink to={`/bookings/${encodeURIComponent(booking.booking_salt)}`} translate="no">
              {booking.hotel_name}
            </AppLink>
          </h2>
          <span className={`${styles.badge} ${styles[`badge-${badge.tone}`] ?? ''}`}>{t(badge.labelKey)}</span>
        </div>
        <p className={styles.city}>{booking.city}</p>
        <p className={styles.dates}>
          <time dateTime={booking.check_in_date}>{dates}</time>
        </p>
        <p className={styles.meta}>
          {[
            t('booking.nights', { count: booking.no_of_nights }),
            t('booking.rooms', { count: booking.rooms }),
            t('booking.guests', { count: booking.guests }),
          ].join(' · ')}
          {booking.room_type ? (
            <span className={styles.roomType}>
              {' '}
              · <span lang={textLang(booking.room_type_lang)}>{booking.room_type}</span>
            </span>
          ) : null}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('booking.total')}</dt>
            <dd className={styles.total}>{formatMoney(booking.total, booking.currency, locale)}</dd>
          </div>
          <div>
            <dt>{t('booking.reference')}</dt>
            <dd className={styles.reference}>{`RN${String(booking.id).padStart(6, '0')}`}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
