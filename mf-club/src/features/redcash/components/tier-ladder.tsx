import { useId } from 'react';
import type { LoyaltyPrograms } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { sortTiers, tierKey } from '../utils/loyalty-order';
import styles from './redcash.module.scss';

/** Loyalty tiers bronze → diamond (spec §4); the signed-in user's tier is marked. */
export function TierLadder({ tiers, currentTier }: { tiers: LoyaltyPrograms['tiers']; currentTier: string | null }) {
  const t = useT();
  const headingId = useId();
  if (tiers.length === 0) return null;
  const current = currentTier === null ? null : tierKey(currentTier);
  const threshold = (min: number) =>
    min <= 0 ? t('club.tiers.start') : min === 1 ? t('club.tiers.fromOne') : t('club.tiers.from', { count: min });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('club.tiers.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('club.tiers.intro')}</p>
      <ol className={styles.tiers}>
        {sortTiers(tiers).map((tier) => {
          const isCurrent = current !== null && tier.key.trim().toLowerCase() === current;
          return (
            <li
              key={tier.key}
              className={styles.tier}
              data-tier={tierKey(tier.key)}
              aria-current={isCurrent ? 'true' : undefined}
              aria-labelledby={`${headingId}-${tier.key}`}
            >
              <div className={styles.tierHead}>
                <h3 id={`${headingId}-${tier.key}`} className={styles.tierName}>
                  {tier.name}
                </h3>
                {isCurrent && <span className={styles.badge}>{t('club.tiers.yours')}</span>}
              </div>
              <p className={styles.tierThreshold}>{threshold(tier.min_bookings)}</p>
              {tier.benefits.length > 0 && (
                <ul className={styles.benefits}>
                  {tier.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
