import { useId } from 'react';
import type { LoyaltyPrograms, Locale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { formatMoney } from '@rednest/shared/format';
import { sortPlans } from '../utils/loyalty-order';
import styles from './redcash.module.scss';

/** Club price plans ranked by order, each price in its own currency. */
export function ClubPlans({ plans, locale }: { plans: LoyaltyPrograms['club_plans']; locale: Locale }) {
  const t = useT();
  const headingId = useId();
  const ranked = sortPlans(plans);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('club.plans.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('club.plans.intro')}</p>
      {ranked.length === 0 ? (
        <p className={styles.muted}>{t('club.plans.empty')}</p>
      ) : (
        <ul className={styles.plans}>
          {ranked.map((plan) => (
            <li key={plan.id} className={styles.plan} aria-labelledby={`${headingId}-${plan.id}`}>
              <h3 id={`${headingId}-${plan.id}`} className={styles.planName}>
                {plan.name}
              </h3>
              <p className={styles.planPrice}>
                <span className={styles.price}>{formatMoney(plan.price, plan.currency as never, locale)}</span>
                <span className={styles.planDuration}>{t('club.plans.duration', { days: plan.duration_days })}</span>
              </p>
              {plan.benefits.length > 0 && (
                <ul className={styles.benefits}>
                  {plan.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
