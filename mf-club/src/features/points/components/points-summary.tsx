import { useId } from 'react';
import type { Locale, RecentRedpoints } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import styles from './points.module.scss';

/**
 * The member's points and what they are worth, their tier and how far the next one is (completed
 * stays of the last 24 months), and how points are earned and spent.
 */
export function PointsSummary({ data, locale }: { data: RecentRedpoints; locale: Locale }) {
  const t = useT();
  const headingId = useId();
  const number = new Intl.NumberFormat(locale);
  const worth = formatMoney(data.point_balance * data.point_value, data.currency, locale);
  const next = data.next_tier;
  const toGo = next ? Math.max(0, next.min_stays - data.completed_stays) : 0;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('club.points.yours')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.term}>{t('club.points.balance')}</dt>
          <dd className={styles.balance}>{number.format(data.point_balance)}</dd>
        </div>
        <div>
          <dt className={styles.term}>{t('club.points.worth')}</dt>
          <dd className={styles.fact}>{worth}</dd>
        </div>
        <div>
          <dt className={styles.term}>{t('club.wallet.tier')}</dt>
          <dd className={styles.fact} data-tier={data.loyalty_tier}>
            {t(`club.tier.${data.loyalty_tier}`)}
          </dd>
        </div>
      </dl>
      {next ? (
        <div className={styles.progress}>
          <p className={styles.body}>
            {t(toGo === 1 ? 'club.points.nextOne' : 'club.points.next', {
              count: number.format(toGo),
              tier: t(`club.tier.${next.key}`),
            })}
          </p>
          <progress
            className={styles.bar}
            max={next.min_stays}
            value={Math.min(data.completed_stays, next.min_stays)}
            aria-label={t('club.points.progress', {
              done: number.format(data.completed_stays),
              needed: number.format(next.min_stays),
            })}
          />
        </div>
      ) : (
        <p className={styles.body}>{t('club.points.top')}</p>
      )}
      <ul className={styles.rules}>
        <li>{t('club.points.earn', { points: number.format(data.points_per_night) })}</li>
        <li>
          {t('club.points.spend', {
            value: formatMoney(data.point_value, data.currency, locale),
            percent: String(data.max_redeem_percent),
          })}
        </li>
        <li>{t('club.points.window')}</li>
      </ul>
    </section>
  );
}
