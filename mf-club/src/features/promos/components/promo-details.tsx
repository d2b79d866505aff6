import type { ListedPromo, Locale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import { promoOffer, promoRules } from '../utils/promo-rules';
import { CopyCode } from '../../../components/copy-code';
import styles from './promos.module.scss';

/** One code's page: what it takes off, every rule in words, Copy, and how to use it at the summary. */
export function PromoDetails({ promo, locale }: { promo: ListedPromo; locale: Locale }) {
  const t = useT();
  const usedUp = !promo.available || promo.uses_left === 0;
  return (
    <div className={styles.detailsCard}>
      <p className={styles.offer}>{promoOffer(promo, t, locale)}</p>
      {usedUp ? (
        <p className={styles.usedUp}>{promo.available ? t('club.promos.usedByYou') : t('club.promos.usedUp')}</p>
      ) : (
        <CopyCode code={promo.code} copied={t('club.promos.copiedStatus', { code: promo.code })} />
      )}
      <h2 className={styles.promoTitle}>{t('club.promos.rules')}</h2>
      <ul className={styles.rules}>
        {promoRules(promo, t, locale).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
        {promo.uses_left !== null && promo.uses_left > 0 ? (
          <li>{t('club.promos.usesLeft', { count: promo.uses_left })}</li>
        ) : null}
      </ul>
      <h2 className={styles.promoTitle}>{t('club.promos.howTitle')}</h2>
      <p className={styles.body}>{t('club.promos.how')}</p>
      <div className={styles.actions}>
        <AppLink to="/" className={styles.primaryLink}>
          {t('club.promos.findStay')}
        </AppLink>
        <AppLink to="/promocodes" className={styles.details}>
          {t('club.promos.all')}
        </AppLink>
      </div>
    </div>
  );
}
