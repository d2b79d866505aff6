import type { ListedPromo, Locale } from '@rednest/shared/contracts';
import { calendarDay } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import { promoOffer } from '../utils/promo-rules';
import { CopyCode } from '../../../components/copy-code';
import styles from './promos.module.scss';

/** One code in the list: what it takes off, its title, until when, whether the caller can still use it. */
export function PromoCard({ promo, locale }: { promo: ListedPromo; locale: Locale }) {
  const t = useT();
  const usedUp = !promo.available || promo.uses_left === 0;
  return (
    <li className={styles.item}>
      <article className={styles.promo} aria-labelledby={`promo-${promo.code}`}>
        <p className={styles.offer}>{promoOffer(promo, t, locale)}</p>
        <h2 id={`promo-${promo.code}`} className={styles.promoTitle}>
          {promo.title}
        </h2>
        <p className={styles.muted}>{t('club.promos.until', { date: calendarDay(promo.valid_until, locale) })}</p>
        {usedUp ? (
          <p className={styles.usedUp}>{promo.available ? t('club.promos.usedByYou') : t('club.promos.usedUp')}</p>
        ) : (
          <CopyCode code={promo.code} copied={t('club.promos.copiedStatus', { code: promo.code })} />
        )}
        <AppLink to={`/promocodes/${encodeURIComponent(promo.code)}`} className={styles.details}>
          {t('club.promos.details', { code: promo.code })}
        </AppLink>
      </article>
    </li>
  );
}
