import type { Deal, Locale } from '@rednest/shared/contracts';
import { useT, useTextLang } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import styles from './discovery.module.scss';

const formats = new Map<string, Intl.DateTimeFormat>();
/** A deal's last day (YYYY-MM-DD, a calendar day) in the page's language. */
export function dealDay(iso: string, locale: Locale): string {
  let f = formats.get(locale);
  if (!f)
    formats.set(
      locale,
      (f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })),
    );
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : f.format(d);
}

/** The running deals: discount, dates, property count; each opens its deal page. */
export function DealCards({ deals, locale }: { deals: Deal[]; locale: Locale }) {
  const t = useT();
  const textLang = useTextLang();
  return (
    <ul className={styles.grid}>
      {deals.map((d) => (
        <li key={d.id} className={styles.card}>
          <div className={styles.cardBody}>
            <span className={styles.badge}>{t('search.results.deal', { percent: d.discount_percent })}</span>
            <h2 className={styles.cardTitle} lang={textLang(d.lang)}>
              <AppLink to={`/deal_page/${encodeURIComponent(d.slug)}`} className={styles.stretched}>
                {d.title}
              </AppLink>
            </h2>
            <p className={styles.muted} lang={textLang(d.lang)}>
              {d.description}
            </p>
            <p className={styles.muted}>{t('search.deals.until', { date: dealDay(d.ends_on, locale) })}</p>
            <p className={styles.muted}>{t('search.hotelCount', { count: d.hotel_count })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
