import type { Locale, PriceAvailability } from '@rednest/shared/contracts';
import { stayDateToIso } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import styles from './hotel-details.module.scss';
import { useShellMoney } from '@rednest/shared/remote';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function shortDay(dmy: string, locale: string): string {
  const iso = stayDateToIso(dmy);
  if (!iso) return dmy;
  let f = dayFormats.get(locale);
  if (!f)
    dayFormats.set(
      locale,
      (f = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })),
    );
  return f.format(new Date(`${iso}T00:00:00Z`));
}

/** The whole stay is sold out: say so, and offer the nearby stays of the same length that are not. */
export function SoldOutDates({
  availability,
  locale,
  hrefFor,
}: {
  availability: PriceAvailability;
  locale: Locale;
  hrefFor(checkIn: string, checkOut: string): string;
}) {
  const t = useT();
  const prices = useShellMoney();
  return (
    <div className={styles.soldOutBox} role="status">
      <p className={styles.unavailable}>{t('search.hotel.soldOut')}</p>
      {availability.suggested_dates.length > 0 ? (
        <>
          <p className={styles.text}>{t('search.hotel.otherDates')}</p>
          <ul className={styles.suggestions}>
            {availability.suggested_dates.map((s) => (
              <li key={s.check_in_date}>
                <AppLink to={hrefFor(s.check_in_date, s.check_out_date)} replace>
                  <strong>
                    {shortDay(s.check_in_date, locale)} – {shortDay(s.check_out_date, locale)}
                  </strong>
                  <span>{prices.format(s.total_tarrif, availability.currency)}</span>
                  <span className={styles.muted}>
                    {t('search.results.perNight', { price: prices.format(s.per_night, availability.currency) })}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.text}>{t('search.hotel.noOtherDates')}</p>
      )}
    </div>
  );
}
