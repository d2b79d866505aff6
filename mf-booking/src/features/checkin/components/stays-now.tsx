import { useT } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import { useCheckins } from '../api/get-checkins';
import styles from './checkin.module.scss';

/**
 * Above my bookings (spec §3 "recent checkout response", §7 today's check-ins and recent
 * check-outs): stays checking in today, with self check-in, and stays that ended lately and can be
 * rated. Nothing at all while loading, on an error or when there is nothing to do: it is a shortcut,
 * the list below has every booking.
 */
export function StaysNow() {
  const t = useT();
  const list = useCheckins(true);
  if (!list.data) return null;
  const today = list.data.today_checkins;
  const toRate = list.data.recent_checkouts.bookings.filter((b) => b.is_eligible_to_review);
  if (today.length === 0 && toRate.length === 0) return null;
  return (
    <section className={styles.now} aria-labelledby="bkg-stays-now">
      <h2 id="bkg-stays-now" className={styles.title}>
        {t('booking.now.title')}
      </h2>
      <ul className={styles.list}>
        {today.map((b) => (
          <li key={`in-${b.id}`}>
            <p className={styles.nowLine}>
              {t(b.checked_in ? 'booking.now.checkedIn' : 'booking.now.checkingIn', { hotel: b.hotel_name })}
            </p>
            <AppLink to={`/self-check-in?booking=${b.booking_salt}`}>
              {t(b.checked_in ? 'booking.now.showPass' : 'booking.checkin.title')}
            </AppLink>
          </li>
        ))}
        {toRate.map((b) => (
          <li key={`out-${b.id}`}>
            <p className={styles.nowLine}>{t('booking.now.howWasIt', { hotel: b.hotel_name })}</p>
            <AppLink to={`/rate-us?booking=${b.booking_salt}`}>{t('booking.rate.title')}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
